import { ChevronDown } from "lucide-react";
import type { FaqItem } from "~/utils/structured-data";

export type { FaqItem };

/**
 * Questions as an accordion that needs no JavaScript: <details> elements sharing a name
 * open one at a time, and a second click on the open one closes it.
 */
export function FaqList({ items, name }: { items: FaqItem[]; name: string }) {
  return (
    <div className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="faq">
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 text-left font-semibold text-slate-900 marker:hidden [&::-webkit-details-marker]:hidden">
            {item.question}
            <ChevronDown className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180" aria-hidden />
          </summary>
          <p className="px-6 pb-5 text-slate-600">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
