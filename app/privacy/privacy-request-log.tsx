import { useTranslation } from "~/utils/translation";
import type { PersonalDataCounts } from "~/privacy/privacy-data.server";
import { privacyCountsSummary } from "~/privacy/privacy-counts";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage } from "~/utils/language";

export type PrivacyRequestView = {
  id: string;
  kind: "export" | "erasure";
  staffEmail: string;
  subject: string;
  /** `reapplied`: an erasure applied again to a restored database (docs/decisions/040). */
  counts: PersonalDataCounts & { reapplied?: boolean };
  createdAt: string;
};

/** The latest requests handled: who, when, which kind, how many of each; the person only as a reference. */
export function PrivacyRequestLog({ requests }: { requests: PrivacyRequestView[] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <section aria-labelledby="privacy-requests" className="space-y-4">
      <h2 id="privacy-requests" className="text-xl font-bold text-slate-900">
        {t("privacy.requestsTitle")}
      </h2>
      {requests.length === 0 ? (
        <p className="text-sm text-slate-500">{t("privacy.requestsEmpty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-slate-200">
          <table className="w-full text-left text-sm" data-testid="privacy-requests">
            <caption className="px-4 py-3 text-left text-slate-600">{t("privacy.requestsCaption")}</caption>
            <thead className="border-y border-slate-200 bg-slate-50 text-slate-900">
              <tr>
                {(["date", "kind", "staff", "subject", "counts"] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {t(`privacy.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {requests.map((request) => (
                <tr key={request.id} className="align-top">
                  <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(request.createdAt, language)}</td>
                  <td className="px-4 py-3">
                    {t(request.counts.reapplied ? "privacy.kinds.reapplied" : `privacy.kinds.${request.kind}`)}
                  </td>
                  <td className="px-4 py-3">{request.staffEmail}</td>
                  <td className="px-4 py-3 font-mono text-xs">{request.subject}</td>
                  <td className="px-4 py-3">
                    {privacyCountsSummary(request.counts, (key, count) => t(`privacy.counts.${key}`, { count }))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
