import { useId, type ReactNode } from "react";
import { cn } from "~/utils/misc";

/**
 * A titled band of a page: a landmark region named by its h2, so screen-reader users can
 * jump between sections.
 */
export function Section({
  title,
  intro,
  eyebrow,
  tone = "white",
  className,
  children,
}: {
  title: string;
  intro?: string;
  eyebrow?: string;
  tone?: "white" | "muted" | "brand";
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "py-16 sm:py-20",
        tone === "muted" && "bg-slate-50",
        tone === "brand" && "bg-brand-700 text-white",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        {eyebrow ? (
          <p
            className={cn(
              "text-sm font-semibold tracking-wide uppercase",
              tone === "brand" ? "text-brand-100" : "text-brand-700",
            )}
          >
            {eyebrow}
          </p>
        ) : null}
        <h2
          id={headingId}
          className={cn(
            "mt-2 text-3xl font-bold tracking-tight sm:text-4xl",
            tone === "brand" ? "text-white" : "text-slate-900",
          )}
        >
          {title}
        </h2>
        {intro ? (
          <p className={cn("mt-4 max-w-3xl text-lg", tone === "brand" ? "text-brand-50" : "text-slate-600")}>{intro}</p>
        ) : null}
        {children}
      </div>
    </section>
  );
}
