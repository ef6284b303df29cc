import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useLocalizedPath } from "~/utils/language";

/** A full-width message with a way home: the not-found and error pages. */
export function StatusPage({
  eyebrow,
  title,
  subtitle,
  homeLabel,
  children,
  testId,
}: {
  eyebrow?: string;
  title: string;
  subtitle: string;
  homeLabel: string;
  children?: ReactNode;
  testId: string;
}) {
  const lp = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" data-testid={testId}>
      {eyebrow ? <p className="text-6xl font-bold text-brand-600">{eyebrow}</p> : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{subtitle}</p>
      <Link
        to={lp("/")}
        className="mt-8 rounded-full bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
      >
        {homeLabel}
      </Link>
      {children}
    </div>
  );
}
