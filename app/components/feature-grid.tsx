import type { LucideIcon } from "lucide-react";

export type FeatureText = { title: string; text: string };
export type Feature = FeatureText & { icon: LucideIcon };

/** Cards with an icon, a title and a short text, three to a row on wide screens. */
export function FeatureGrid({ items }: { items: Feature[] }) {
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-6" aria-hidden />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
