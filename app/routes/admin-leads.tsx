import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, Form, Link, useLoaderData } from "@remix-run/react";
import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/button-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { controlClass } from "~/components/form-fields";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import type { MailKind, MailState } from "~/generated/prisma/enums";
import { countLeads, findLeadsPage, LEAD_PAGE_SIZE } from "~/leads/lead.server";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/services/auth.server";
import { leadNoticeState } from "~/leads/lead-notification.server";
import { findLongFailingMail } from "~/services/mail-queue.server";
import { formatDateTime } from "~/utils/date-format";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import {
  leadFilterQuery,
  leadStatuses,
  leadTypes,
  leadVerifications,
  parseLeadFilter,
  type LeadFilter,
} from "~/leads/lead-filter";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";
import { cn } from "~/utils/misc";
import { pageCount, resolvePage } from "~/utils/pagination";

export const handle = { i18n: ["admin"] };

/** The staff's lead inbox: filtered by the query string, newest first, paginated (docs/decisions/018). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const params = new URL(request.url).searchParams;
  const filter = parseLeadFilter(params);
  const count = await countLeads(filter);
  const total = pageCount(count, LEAD_PAGE_SIZE);
  const { page } = resolvePage(params.get("page"), total);
  const leads = await findLeadsPage(filter, page);
  const failingMail = await findLongFailingMail();
  return data(
    {
      meta: { ...getPageMeta(request, "admin"), noindex: true },
      filter,
      count,
      page,
      total,
      leads: leads.map(({ createdAt, notifiedAt, notificationError, outgoingMails, ...lead }) => ({
        ...lead,
        createdAt: createdAt.toISOString(),
        notice: leadNoticeState({ notifiedAt, notificationError, outgoingMails }),
        noticeError: outgoingMails[0]?.lastError ?? notificationError,
      })),
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

export const meta = routeMeta;

function FilterSelect<Value extends string>({
  name,
  label,
  values,
  selected,
  optionLabel,
}: {
  name: keyof LeadFilter;
  label: string;
  values: readonly Value[];
  selected: Value | undefined;
  optionLabel: (value: Value) => string;
}) {
  const { t } = useTranslation("admin");
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={selected ?? ""} className={controlClass}>
        <option value="">{t("filters.any")}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** E-mail that has been failing for more than an hour: staff should look at the mail server. */
function MailFailures({
  count,
  mails,
}: {
  count: number;
  mails: Array<{
    id: string;
    kind: MailKind;
    recipient: string;
    state: MailState;
    attempts: number;
    lastError: string | null;
    firstFailedAt: string;
    nextAttemptAt: string;
  }>;
}) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <section
      aria-labelledby="mail-failures-title"
      className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      data-testid="mail-failures"
    >
      <h2 id="mail-failures-title" className="text-base font-semibold">
        {t("mailFailures.title", { count })}
      </h2>
      <p>{t("mailFailures.intro")}</p>
      <ul className="list-disc space-y-1 pl-5">
        {mails.map((mail) => (
          <li key={mail.id} title={mail.lastError ?? undefined}>
            {[
              t(`mailFailures.kinds.${mail.kind}`),
              mail.recipient,
              t("mailFailures.since", { date: formatDateTime(mail.firstFailedAt, language) }),
              t("mailFailures.attempts", { count: mail.attempts }),
              mail.state === "failed"
                ? t("mailFailures.givenUp")
                : t("mailFailures.retrying", { date: formatDateTime(mail.nextAttemptAt, language) }),
            ].join(" · ")}
            {mail.lastError ? <span className="block text-xs text-red-800">{mail.lastError}</span> : null}
          </li>
        ))}
      </ul>
      {count > mails.length ? <p>{t("mailFailures.more", { count: count - mails.length })}</p> : null}
    </section>
  );
}

export default function LeadInboxPage() {
  const { filter, count, page, total, leads, failingMail } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  const inboxPath = lp("/admin/leads");

  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 pt-10 lg:px-8">
        {failingMail.count > 0 ? <MailFailures {...failingMail} /> : null}
        {/* A GET form: the filter is in the address, so it pages, bookmarks and works without script. */}
        <Form
          method="get"
          action={inboxPath}
          aria-label={t("filters.label")}
          className="grid items-end gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-5"
          // A new filter starts again on its first page.
          key={leadFilterQuery(filter)}
        >
          <div>
            <label htmlFor="filter-q" className="mb-1.5 block text-sm font-medium text-slate-800">
              {t("filters.search")}
            </label>
            <input
              id="filter-q"
              type="search"
              name="q"
              defaultValue={filter.q ?? ""}
              placeholder={t("filters.searchPlaceholder")}
              maxLength={200}
              className={controlClass}
            />
          </div>
          <FilterSelect
            name="type"
            label={t("filters.type")}
            values={leadTypes}
            selected={filter.type}
            optionLabel={(value) => t(`types.${value}`)}
          />
          <FilterSelect
            name="verification"
            label={t("filters.verification")}
            values={leadVerifications}
            selected={filter.verification}
            optionLabel={(value) => t(`verifications.${value}`)}
          />
          <FilterSelect
            name="status"
            label={t("filters.status")}
            values={leadStatuses}
            selected={filter.status}
            optionLabel={(value) => t(`statuses.${value}`)}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClass("primary", "px-5 py-2.5 text-sm")}>
              {t("filters.apply")}
            </button>
            <Link to={inboxPath} className="text-sm font-semibold text-brand-700 hover:underline">
              {t("filters.reset")}
            </Link>
          </div>
        </Form>

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

        <div className="overflow-x-auto rounded-2xl border border-slate-200">
          <table className="w-full min-w-[56rem] text-left text-sm" data-testid="leads-table">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                {(
                  ["createdAt", "name", "email", "company", "type", "verification", "status", "notification"] as const
                ).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-medium">
                    {t(`columns.${column}`)}
                  </th>
                ))}
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

        <Pagination
          current={page}
          total={total}
          pagePath={(each) => `${inboxPath}${leadFilterQuery(filter, each)}`}
          label={t("pagination.label")}
          previous={t("pagination.previous")}
          next={t("pagination.next")}
          pageLabel={(each) => t("pagination.page", { page: String(each) })}
        />
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
