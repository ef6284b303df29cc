import { Link, type LinkProps } from "@remix-run/react";
import { cn } from "~/utils/misc";

export type ButtonVariant = "primary" | "secondary" | "light";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50",
  light: "bg-white text-brand-700 shadow-sm hover:bg-brand-50",
};

/** The look of every call to action, for links and buttons alike. */
export function buttonClass(variant: ButtonVariant = "primary", className?: string) {
  return cn(
    // An icon keeps its size beside a label that wraps (docs/decisions/036).
    "inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-base font-semibold transition [&>svg]:shrink-0",
    variants[variant],
    className,
  );
}

/** A link styled as a button; `to` is already localized (useLocalizedPath). */
export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}
