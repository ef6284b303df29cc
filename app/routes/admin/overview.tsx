import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";
import { UserPlus } from "lucide-react";
import { OverviewLink, OverviewSection } from "~/back-office/admin-overview";
import { OVERVIEW_COUNT_READ, overviewCount } from "~/back-office/overview-count";
import { postFilterQuery } from "~/blog/post-filter";
import { PageHeader } from "~/components/page-header";
import { leadFilterQuery } from "~/leads/lead-filter";
import { countNewLeads, countNewLeadsOwnedBy, countOwedAudits } from "~/leads/lead.server";
import { countWaitingInvitations } from "~/accounts/password-token.server";
import { countStaffPosts } from "~/blog/post.server";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";
import { useTranslation } from "~/utils/translation";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/**
 * The back office's home (/admin): what waits for staff on each screen, the lead counts
 * bounded (app/back-office/overview-count.ts), every count read from an index (docs/decisions/034).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const now = new Date();
  const audits = await countOwedAudits(now, OVERVIEW_COUNT_READ);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "overviewMeta"), noindex: true },
      leads: {
        fresh: overviewCount(await countNewLeads(OVERVIEW_COUNT_READ)),
        mine: overviewCount(await countNewLeadsOwnedBy(staff.id, OVERVIEW_COUNT_READ)),
        auditsDue: overviewCount(audits.due),
        auditsOverdue: overviewCount(audits.overdue),
      },
      posts: {
        drafts: overviewCount(await countStaffPosts({ status: "draft" }, now)),
        scheduled: overviewCount(await countStaffPosts({ status: "scheduled" }, now)),
      },
      invitations: overviewCount(await countWaitingInvitations(now)),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

export default function OverviewPage() {
  const { leads, posts, invitations } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const { t: common } = useTranslation();
  const lp = useLocalizedPath();
  const leadsPath = lp("/admin/leads");
  const postsPath = lp("/admin/posts");
  const clientsPath = lp("/admin/clients");
  // The inbox sorted by due time puts the overdue audits first, then the ones due soonest.
  const auditsPath = `${leadsPath}${leadFilterQuery({ sort: "due" })}`;

  return (
    <>
      <PageHeader title={t("overview.title")} intro={t("overview.intro")} />
      <div className="mx-auto grid max-w-7xl gap-6 px-4 pt-10 md:grid-cols-2 lg:px-8">
        <OverviewSection id="overview-leads" title={common("backOffice.leads")} to={leadsPath}>
          <ul className="space-y-1">
            <OverviewLink
              to={`${leadsPath}${leadFilterQuery({ status: "new" })}`}
              value={leads.fresh}
              label={t("overview.leads.new", { count: leads.fresh.count })}
              testId="overview-new-leads"
            />
            <OverviewLink
              to={`${leadsPath}${leadFilterQuery({ status: "new", owner: "mine" })}`}
              value={leads.mine}
              label={t("overview.leads.mine", { count: leads.mine.count })}
              testId="overview-my-leads"
            />
            <OverviewLink
              to={auditsPath}
              value={leads.auditsOverdue}
              label={t("overview.leads.overdue", { count: leads.auditsOverdue.count })}
              urgent
              testId="overview-audits-overdue"
            />
            <OverviewLink
              to={auditsPath}
              value={leads.auditsDue}
              label={t("overview.leads.due", { count: leads.auditsDue.count })}
              testId="overview-audits-due"
            />
          </ul>
        </OverviewSection>
        <OverviewSection id="overview-posts" title={common("backOffice.posts")} to={postsPath}>
          <ul className="space-y-1">
            <OverviewLink
              to={`${postsPath}${postFilterQuery({ status: "draft" })}`}
              value={posts.drafts}
              label={t("overview.posts.drafts", { count: posts.drafts.count })}
              testId="overview-drafts"
            />
            <OverviewLink
              to={`${postsPath}${postFilterQuery({ status: "scheduled" })}`}
              value={posts.scheduled}
              label={t("overview.posts.scheduled", { count: posts.scheduled.count })}
              testId="overview-scheduled"
            />
          </ul>
        </OverviewSection>
        <OverviewSection id="overview-clients" title={common("backOffice.clients")} to={clientsPath}>
          <ul className="space-y-1">
            <OverviewLink
              to={clientsPath}
              value={invitations}
              label={t("overview.clients.invitations", { count: invitations.count })}
              testId="overview-invitations"
            />
          </ul>
          <Link
            to={lp("/admin/clients/invite")}
            className="mt-3 inline-flex items-center gap-2 px-3 text-sm font-semibold text-brand-700 hover:underline"
          >
            <UserPlus className="size-4" aria-hidden />
            {t("overview.clients.invite")}
          </Link>
        </OverviewSection>
        <OverviewSection id="overview-privacy" title={common("backOffice.privacy")} to={lp("/admin/privacy")}>
          <p className="px-3 text-slate-700">{t("overview.privacy.text")}</p>
        </OverviewSection>
      </div>
    </>
  );
}
