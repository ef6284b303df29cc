import type { ReactNode } from "react";
import { cn } from "~/utils/misc";

/**
 * A table of records: a row of column headings, then the records' rows (`children`), or
 * one row saying there are none. `minWidth` keeps the records' columns readable: narrower
 * screens scroll them; a table without records keeps to the screen, its message in view
 * (docs/decisions/036).
 */
export function RecordTable({
  headings,
  empty,
  minWidth,
  className,
  testId,
  children,
}: {
  headings: string[];
  /** The text shown in place of the rows when there are none; null when there are rows. */
  empty: string | null;
  minWidth: string;
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("overflow-x-auto rounded-2xl border border-slate-200", className)}>
      <table className={cn("w-full text-left text-sm", empty === null && minWidth)} data-testid={testId}>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {headings.map((heading) => (
              // Without records, narrower on a phone: four headings fit 390 px.
              <th
                key={heading}
                scope="col"
                className={cn("py-3 font-medium", empty === null ? "px-4" : "px-3 sm:px-4")}
              >
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {empty === null ? (
            children
          ) : (
            <tr>
              <td colSpan={headings.length} className="px-4 py-10 text-center text-slate-500">
                {empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
