import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LeadStatus, LeadType, Verification } from "~/generated/prisma/enums";
import type { LeadNoticeState } from "~/leads/lead-notification.server";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { cn } from "~/utils/misc";

/** One lead as the inbox lists it. */
export type LeadRow = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  type: LeadType;
  verification: Verification;
  status: LeadStatus;
  createdAt: string;
  notice: LeadNoticeState;
  noticeError: string | null;
};

/** The inbox's page of leads, newest first; each name opens the lead. */
export function LeadTable({ leads }: { leads: LeadRow[] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table className="w-full min-w-[56rem] text-left text-sm" data-testid="leads-table">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {(["createdAt", "name", "email", "company", "type", "verification", "status", "notification"] as const).map(
              (column) => (
                <th key={column} scope="col" className="px-4 py-3 font-medium">
                  {t(`columns.${column}`)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {leads.length === 0 ? (
            <tr>
              <td colSpan={8} className="px-4 py-10 text-center text-slate-500">
                {t("empty")}
              </td>
            </tr>
          ) : (
            leads.map((lead) => (
              <tr key={lead.id} data-testid="lead-row">
                <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(lead.createdAt, language)}</td>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  <Link to={lp(`/admin/leads/${lead.id}`)} className="text-brand-700 hover:underline">
                    {lead.name}
                  </Link>
                </th>
                <td className="px-4 py-3">{lead.email}</td>
                <td className="px-4 py-3">{lead.company ?? ""}</td>
                <td className="px-4 py-3">{t(`types.${lead.type}`)}</td>
                <td className="px-4 py-3">{t(`verifications.${lead.verification}`)}</td>
                <td className="px-4 py-3">{t(`statuses.${lead.status}`)}</td>
                <td
                  className={cn(
                    "px-4 py-3",
                    (lead.notice === "retrying" || lead.notice === "failed") && "font-semibold text-red-700",
                  )}
                  title={lead.notice === "sent" ? undefined : (lead.noticeError ?? undefined)}
                >
                  {t(`notification.${lead.notice}`)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
