import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import type { LeadStatus, LeadType, Verification } from "~/generated/prisma/enums";
import type { LeadNoticeState } from "~/leads/lead-notification.server";
import { LeadOwnerForm, type OwnerActionData, type StaffMember } from "~/leads/lead-owner-form";
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
  utmSource: string | null;
  utmCampaign: string | null;
  createdAt: string;
  /** Audit leads: when the audit is due, and whether it is overdue (not delivered in time). */
  dueAt: string | null;
  overdue: boolean;
  notice: LeadNoticeState;
  noticeError: string | null;
  ownerId: string | null;
};

/** What each row's owner form needs: the staff to choose from, who is viewing, where to post, a refusal. */
export type LeadOwnerChoice = {
  staff: StaffMember[];
  viewerId: string;
  /** The inbox's address with its filter and page (the post comes back to it). */
  action: string;
  refused?: OwnerActionData;
};

/** The flag of an audit lead past its due time and not delivered. */
export function OverdueBadge() {
  const { t } = useTranslation("admin");
  return (
    <strong
      className="ml-2 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800"
      data-testid="lead-overdue"
    >
      {t("promise.overdue")}
    </strong>
  );
}

const columns = ["createdAt", "who", "typeSource", "due", "verification", "status", "owner", "notification"] as const;

/**
 * The inbox's page of leads, newest first; each name opens the lead. A lead's name, e-mail
 * and company share a cell, as do its type and source, and long words wrap: the table fits
 * a 1366 px screen; a narrower one scrolls it inside its frame (docs/decisions/036). Each
 * row sets its owner in place (docs/decisions/045).
 */
export function LeadTable({ leads, owners }: { leads: LeadRow[]; owners: LeadOwnerChoice }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  return (
    // Relative: the owner forms' screen-reader labels (absolute) scroll inside the frame, not the page.
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200">
      <table
        // Without leads, the table keeps to the screen, its message in view (docs/decisions/036).
        className={cn("w-full text-left text-sm", leads.length > 0 && "min-w-[68rem]")}
        data-testid="leads-table"
      >
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {t(`columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {leads.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                {t("empty")}
              </td>
            </tr>
          ) : (
            leads.map((lead) => (
              <tr key={lead.id} className="align-top" data-testid="lead-row">
                <td className="px-4 py-3">{formatDateTime(lead.createdAt, language)}</td>
                <th scope="row" className="px-4 py-3 font-normal wrap-anywhere">
                  <Link to={lp(`/admin/leads/${lead.id}`)} className="font-medium text-brand-700 hover:underline">
                    {lead.name}
                  </Link>
                  <span className="block text-slate-700">{lead.email}</span>
                  {lead.company ? <span className="block text-slate-500">{lead.company}</span> : null}
                </th>
                <td className="px-4 py-3 wrap-anywhere">
                  {t(`types.${lead.type}`)}
                  <span className="block text-slate-500" data-testid="lead-source">
                    {[lead.utmSource, lead.utmCampaign].filter(Boolean).join(" / ")}
                  </span>
                </td>
                <td className="px-4 py-3" data-testid="lead-due">
                  {lead.dueAt ? formatDateTime(lead.dueAt, language) : ""}
                  {lead.overdue ? <OverdueBadge /> : null}
                </td>
                <td className="px-4 py-3">{t(`verifications.${lead.verification}`)}</td>
                <td className="px-4 py-3">{t(`statuses.${lead.status}`)}</td>
                <td className="px-4 py-3">
                  <LeadOwnerForm
                    lead={lead}
                    staff={owners.staff}
                    viewerId={owners.viewerId}
                    action={owners.action}
                    error={owners.refused?.leadId === lead.id ? owners.refused.ownerError : undefined}
                    compact
                  />
                </td>
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
