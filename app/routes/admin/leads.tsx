import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Download } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { LeadFilterForm } from "~/leads/lead-filter-form";
import { LeadTable } from "~/leads/lead-table";
import { LeadWeekChart } from "~/leads/lead-week-chart";
import { MailFailures } from "~/mail/mail-failures";
import { buttonClass } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { StepPagination } from "~/components/pagination";
import { leadFilterQuery, parseLeadFilter, parseLeadPagePlace } from "~/leads/lead-filter";
import { countSpooledLeads } from "~/leads/lead-spool.server";
import { leadNoticeState } from "~/leads/lead-notification.server";
import { isOverdue } from "~/leads/audit-promise";
import { countLeadsPerWeek, quebecWeekStarts } from "~/leads/lead-weeks";
import {
  countLeadsByPeriod,
  countLeadsUpToLimit,
  findLeadPageIds,
  findLeadsById,
  LEAD_COUNT_LIMIT,
} from "~/leads/lead-list.server";
import { SpoolBanner } from "~/leads/spool-banner";
import { changeLeadOwner, findStaffMembers } from "~/leads/lead-owner.server";
import type { OwnerActionData } from "~/leads/lead-owner-form";
import { getFixedT } from "~/i18n.server";
import { redirectWithToast } from "~/platform/toast.server";
import { requireFormData } from "~/utils/request-body.server";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { findLongFailingMail } from "~/mail/mail-queue.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/**
 * The staff's lead inbox: filtered by the query string, newest first or audits soonest
 * due first, paginated (docs/decisions/018), with the chart of leads per week. Every read
 * is bounded however many leads there are (docs/decisions/039): pages by keyset, the
 * count up to a limit, the chart counted by SQLite on an index.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request);
  const now = new Date();
  const params = new URL(request.url).searchParams;
  const filter = parseLeadFilter(params);
  const listed = { ...filter, viewerId: viewer.id };
  const count = await countLeadsUpToLimit(listed);
  const page = await findLeadPageIds(listed, parseLeadPagePlace(params));
  const leads = await findLeadsById(page.ids);
  const staff = await findStaffMembers();
  const failingMail = await findLongFailingMail();
  const spooledLeads = await countSpooledLeads();
  const weekStarts = quebecWeekStarts(now).map(({ start }) => start);
  const chart = countLeadsPerWeek(await countLeadsByPeriod(weekStarts, now), now);
  return data(
    {
      meta: { ...getPageMeta(request, "admin"), noindex: true },
      filter,
      count: Math.min(count, LEAD_COUNT_LIMIT),
      countIsAtLeast: count > LEAD_COUNT_LIMIT,
      pages: {
        first: page.previous ? leadFilterQuery(filter) : null,
        previous: page.previous ? leadFilterQuery(filter, { before: page.previous }) : null,
        next: page.next ? leadFilterQuery(filter, { after: page.next }) : null,
        last: page.next ? leadFilterQuery(filter, { last: true }) : null,
      },
      leads: leads.map(({ createdAt, dueAt, notifiedAt, notificationError, outgoingMails, ...lead }) => ({
        ...lead,
        createdAt: createdAt.toISOString(),
        dueAt: dueAt?.toISOString() ?? null,
        overdue: isOverdue({ dueAt, status: lead.status }, now),
        notice: leadNoticeState({ notifiedAt, notificationError, outgoingMails }),
        noticeError: outgoingMails[0]?.lastError ?? notificationError,
      })),
      staff,
      viewerId: viewer.id,
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

/**
 * A lead's owner set from its row (docs/decisions/045): back to the same address, so the
 * inbox keeps its filter and page, with a toast; a refusal is shown in the row.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const formData = await requireFormData(request);
  const outcome = await changeLeadOwner(formData, staff.id);
  if (!outcome) throw new Response("Bad Request", { status: 400 });
  if ("error" in outcome) {
    return data<OwnerActionData>({ ownerError: outcome.error, leadId: outcome.leadId }, { status: 400 });
  }
  const url = new URL(request.url);
  const t = getFixedT(request, "admin");
  return redirectWithToast(
    `${url.pathname}${url.search}`,
    { title: t(`owner.done.${outcome.done}`), variant: "success" },
    { status: 303 },
  );
}

export default function LeadInboxPage() {
  const { filter, count, countIsAtLeast, pages, leads, staff, viewerId, spooledLeads, chart, failingMail } =
    useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const location = useLocation();
  const language = useLanguage();
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
            {countIsAtLeast
              ? t("countAtLeast", { count, number: new Intl.NumberFormat(`${language}-CA`).format(count) })
              : t("count", { count })}
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

        <LeadTable
          leads={leads}
          owners={{ staff, viewerId, action: `${location.pathname}${location.search}`, refused }}
        />

        <StepPagination
          first={pages.first === null ? null : `${inboxPath}${pages.first}`}
          previous={pages.previous === null ? null : `${inboxPath}${pages.previous}`}
          next={pages.next === null ? null : `${inboxPath}${pages.next}`}
          last={pages.last === null ? null : `${inboxPath}${pages.last}`}
          label={t("pagination.label")}
          texts={{
            first: t("pagination.first"),
            previous: t("pagination.previous"),
            next: t("pagination.next"),
            last: t("pagination.last"),
          }}
        />

        <LeadWeekChart counts={chart} />
      </div>
    </>
  );
}
