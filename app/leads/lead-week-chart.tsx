import { useTranslation } from "~/utils/translation";
import type { LeadType } from "~/generated/prisma/enums";
import { leadTypes } from "~/leads/lead-filter";
import type { WeeklyLeadCounts } from "~/leads/lead-weeks";
import { formatDate } from "~/utils/date-format";
import { useLanguage } from "~/utils/language";

// The inbox's weekly chart, drawn by the server in CSS (no script, no chart library): bars
// stacked by type for the eye, then the same numbers as tables (by type, by source) for
// screen readers and for reading exact counts.

const typeColors: Record<LeadType, string> = {
  contact: "bg-brand-600",
  audit: "bg-amber-500",
  chatbot: "bg-sky-500",
};

function CountsTable({
  caption,
  weeks,
  rows,
  testId,
}: {
  caption: string;
  weeks: string[];
  rows: { label: string; counts: number[] }[];
  testId: string;
}) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table className="w-full text-right text-sm" data-testid={testId}>
        <caption className="px-4 pt-3 text-left font-semibold text-slate-900">{caption}</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 text-left font-medium">
              {t("chart.week")}
            </th>
            {rows.map(({ label }) => (
              <th key={label} scope="col" className="px-3 py-2 font-medium">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {weeks.map((week, index) => (
            <tr key={week}>
              <th scope="row" className="px-3 py-1.5 text-left font-normal whitespace-nowrap">
                {formatDate(`${week}T12:00:00Z`, language)}
              </th>
              {rows.map(({ label, counts }) => (
                <td key={label} className="px-3 py-1.5 tabular-nums">
                  {counts[index] ?? 0}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Leads per week of the last weeks: stacked bars by type, and tables by type and by source. */
export function LeadWeekChart({ counts }: { counts: WeeklyLeadCounts }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const highest = Math.max(1, ...counts.totals);
  const typeRows = [
    ...leadTypes.map((type) => ({ label: t(`types.${type}`), counts: counts.byType[type] })),
    { label: t("chart.total"), counts: counts.totals },
  ];
  const sourceRows = counts.bySource.map(({ source, counts: sourceCounts }) => ({
    label: source === null ? t("chart.noSource") : source === "" ? t("chart.otherSources") : source,
    counts: sourceCounts,
  }));
  return (
    <section aria-labelledby="lead-chart-title" className="space-y-4" data-testid="lead-chart">
      <div>
        <h2 id="lead-chart-title" className="text-xl font-bold text-slate-900">
          {t("chart.title")}
        </h2>
        <p className="text-sm text-slate-600">{t("chart.intro")}</p>
      </div>
      {/* The picture of the tables below, which say the same to assistive technology. */}
      <div aria-hidden className="rounded-2xl border border-slate-200 p-4">
        <div className="flex h-40 items-end gap-2">
          {counts.weeks.map((week, index) => (
            <div
              key={week}
              className="flex h-full flex-1 flex-col-reverse"
              title={t("chart.bar", {
                week: formatDate(`${week}T12:00:00Z`, language),
                count: counts.totals[index] ?? 0,
              })}
              data-testid="lead-chart-bar"
            >
              {leadTypes.map((type) => {
                const count = counts.byType[type][index] ?? 0;
                return count ? (
                  <div key={type} className={typeColors[type]} style={{ height: `${(count / highest) * 100}%` }} />
                ) : null;
              })}
            </div>
          ))}
        </div>
        <ul className="mt-3 flex flex-wrap gap-4 text-xs text-slate-600">
          {leadTypes.map((type) => (
            <li key={type} className="flex items-center gap-1.5">
              <span className={`inline-block size-3 rounded-sm ${typeColors[type]}`} />
              {t(`types.${type}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <CountsTable caption={t("chart.byType")} weeks={counts.weeks} rows={typeRows} testId="lead-chart-by-type" />
        <CountsTable
          caption={t("chart.bySource")}
          weeks={counts.weeks}
          rows={sourceRows}
          testId="lead-chart-by-source"
        />
      </div>
    </section>
  );
}
