import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { Download } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { LeadFilterForm } from "~/leads/lead-filter-form";
import { LeadTable } from "~/leads/lead-table";
import { LeadWeekChart } from "~/leads/lead-week-chart";
import { MailFailures } from "~/mail/mail-failures";
import { buttonClass } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { leadFilterQuery, parseLeadFilter } from "~/leads/lead-filter";
import { countSpooledLeads } from "~/leads/lead-spool.server";
import { leadNoticeState } from "~/leads/lead-notification.server";
import { isOverdue } from "~/leads/audit-promise";
import { countLeadsPerWeek, quebecWeekStarts } from "~/leads/lead-weeks";
import { countLeads, findLeadsPage, findLeadsSince, LEAD_PAGE_SIZE } from "~/leads/lead.server";
import { SpoolBanner } from "~/leads/spool-banner";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { findLongFailingMail } from "~/mail/mail-queue.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { pageCount, resolvePage } from "~/utils/pagination";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/**
 * The staff's lead inbox: filtered by the query string, newest first or audits soonest
 * due first, paginated (docs/decisions/018), with the chart of leads per week.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const now = new Date();
  const params = new URL(request.url).searchParams;
  const filter = parseLeadFilter(params);
  const count = await countLeads(filter);
  const total = pageCount(count, LEAD_PAGE_SIZE);
  const { page } = resolvePage(params.get("page"), total);
  const leads = await findLeadsPage(filter, page);
  const failingMail = await findLongFailingMail();
  const spooledLeads = await countSpooledLeads();
  const weekStarts = quebecWeekStarts(now);
  const chart = countLeadsPerWeek(await findLeadsSince(weekStarts[0]?.start ?? now), now);
  return data(
    {
      meta: { ...getPageMeta(request, "admin"), noindex: true },
      filter,
      count,
      page,
      total,
      leads: leads.map(({ createdAt, dueAt, notifiedAt, notificationError, outgoingMails, ...lead }) => ({
        ...lead,
        createdAt: createdAt.toISOString(),
        dueAt: dueAt?.toISOString() ?? null,
        overdue: isOverdue({ dueAt, status: lead.status }, now),
        notice: leadNoticeState({ notifiedAt, notificationError, outgoingMails }),
        noticeError: outgoingMails[0]?.lastError ?? notificationError,
      })),
      spooledLeads,
      chart,
      failingMail: {
        count: failingMail.count,
        mails: failingMail.mails.map((mail) => ({
          ...mail,
          firstFailedAt: mail.firstFailedAt?.toISOString() ?? "",
          nextAttemptAt: mail.nextAttemptAt.toISOString(),
        })),
      },
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

export default function LeadInboxPage() {
  const { filter, count, page, total, leads, spooledLeads, chart, failingMail } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  const inboxPath = lp("/admin/leads");

  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 pt-10 lg:px-8">
        <SpoolBanner count={spooledLeads} />
        {failingMail.count > 0 ? <MailFailures {...failingMail} /> : null}
        <LeadFilterForm filter={filter} inboxPath={inboxPath} />

        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="text-sm text-slate-600" data-testid="lead-count">
            {t("count", { count })}
          </p>
          {/* A document download, not a client-side navigation. */}
          <a
            href={`${lp("/admin/leads/export.csv")}${leadFilterQuery(filter)}`}
            download
            className={buttonClass("secondary", "px-5 py-2.5 text-sm")}
            data-testid="lead-export"
          >
            <Download className="size-4" aria-hidden />
            {t("filters.export")}
          </a>
        </div>

        <LeadTable leads={leads} />

        <Pagination
          current={page}
          total={total}
          pagePath={(each) => `${inboxPath}${leadFilterQuery(filter, each)}`}
          label={t("pagination.label")}
          previous={t("pagination.previous")}
          next={t("pagination.next")}
          pageLabel={(each) => t("pagination.page", { page: String(each) })}
        />

        <LeadWeekChart counts={chart} />
      </div>
    </>
  );
}
