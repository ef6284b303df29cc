import type { ReactNode } from "react";

/** The title block every screen opens with. */
export function PageHeader({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 pt-16 lg:px-8">
      <h1 className="max-w-3xl text-4xl font-bold tracking-tight wrap-break-word text-slate-900 sm:text-5xl">
        {title}
      </h1>
      {intro ? <p className="mt-6 max-w-2xl text-lg text-slate-600">{intro}</p> : null}
      {children}
    </div>
  );
}
