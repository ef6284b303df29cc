import type { ReactNode } from "react";

/** A section of a long text page, its id the anchor the table of contents links to. */
export function LegalSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="border-t border-slate-200 pt-10 first:border-t-0 first:pt-0"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-6 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** Label / value pairs: an organisation's coordinates. */
export function Coordinates({ rows }: { rows: Array<[label: string, value: ReactNode]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-900">{label}</dt>
          <dd className="mb-2 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="pt-4 text-lg font-semibold text-slate-900">{children}</h3>;
}
