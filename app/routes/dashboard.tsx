import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { CheckCircle2, FolderKanban, Target, TrendingUp, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { PageHeader } from "~/components/page-header";
import { RecordTable } from "~/components/record-table";
import { listProjects } from "~/clients/project.server";
import { PRIVATE_PAGE_HEADERS, requireUser } from "~/accounts/auth.server";
import { formatDay } from "~/utils/date-format";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLanguage } from "~/utils/language";
import type { Language } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("dashboard");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const projects = await listProjects(user.id);
  return data(
    {
      meta: { ...getPageMeta(request, "dashboard"), noindex: true },
      name: user.email.split("@")[0] || null,
      projects: projects.map((project) => ({ ...project, deadline: project.deadline?.toISOString() ?? null })),
      activeProjects: projects.filter((project) => project.status === "in_progress").length,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

const numberFormats: Record<
  Language,
  { count: Intl.NumberFormat; change: Intl.NumberFormat; percent: Intl.NumberFormat }
> = {
  fr: {
    count: new Intl.NumberFormat("fr-CA"),
    change: new Intl.NumberFormat("fr-CA", { signDisplay: "always" }),
    percent: new Intl.NumberFormat("fr-CA", { style: "percent" }),
  },
  en: {
    count: new Intl.NumberFormat("en-CA"),
    change: new Intl.NumberFormat("en-CA", { signDisplay: "always" }),
    percent: new Intl.NumberFormat("en-CA", { style: "percent" }),
  },
};

const projectColumns = ["name", "status", "progress", "deadline"] as const;

function StatCard({
  icon: Icon,
  title,
  value,
  change,
  caption,
}: {
  icon: LucideIcon;
  title: string;
  value: string;
  change?: string;
  caption?: string;
}) {
  return (
    <li className="rounded-2xl border border-slate-200 p-6 shadow-sm" data-testid="stat-card">
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-medium text-slate-600">{title}</h3>
        <Icon className="size-5 text-brand-600" aria-hidden />
      </div>
      <p className="mt-3 text-3xl font-bold text-slate-900">{value}</p>
      {change ? <p className="mt-1 text-sm font-medium text-emerald-700">{change}</p> : null}
      {caption ? <p className="mt-1 text-sm text-slate-500">{caption}</p> : null}
    </li>
  );
}

export default function DashboardPage() {
  const { name, projects, activeProjects } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dashboard");
  const language = useLanguage();
  const formats = numberFormats[language];
  const noData = t("stats.noData");

  return (
    <>
      <PageHeader title={t("title")} intro={t("welcome", { name: name ?? t("defaultUser") })} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 pt-10 lg:px-8">
        <section aria-labelledby="stats-title">
          <h2 id="stats-title" className="sr-only">
            {t("stats.label")}
          </h2>
          {/* Only active projects come from data (the projects table); the other figures
              are fixed placeholders until the agency's reporting feeds them. */}
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              icon={FolderKanban}
              title={t("stats.activeProjects")}
              value={formats.count.format(activeProjects)}
              change={t("stats.change", { change: formats.change.format(0) })}
              caption={projects.length === 0 ? noData : undefined}
            />
            <StatCard icon={TrendingUp} title={t("stats.roi")} value={t("stats.notAvailable")} caption={noData} />
            <StatCard
              icon={CheckCircle2}
              title={t("stats.tasksCompleted")}
              value={formats.count.format(0)}
              caption={noData}
            />
            <StatCard
              icon={Target}
              title={t("stats.goalsAchieved")}
              value={formats.percent.format(0)}
              caption={noData}
            />
          </ul>
        </section>

        <section aria-labelledby="projects-title">
          <h2 id="projects-title" className="text-2xl font-bold text-slate-900">
            {t("projects.title")}
          </h2>
          <RecordTable
            headings={projectColumns.map((column) => t(`projects.${column}`))}
            empty={projects.length === 0 ? t("projects.empty") : null}
            minWidth="min-w-[36rem]"
            className="mt-4"
            testId="projects-table"
          >
            {projects.map((project) => (
              <tr key={project.id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {project.name}
                </th>
                <td className="px-4 py-3">{t(`projects.statuses.${project.status}`)}</td>
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <progress value={project.progress} max={100} className="h-2 w-24 accent-brand-600">
                      {formats.percent.format(project.progress / 100)}
                    </progress>
                    <span>{formats.percent.format(project.progress / 100)}</span>
                  </div>
                </td>
                <td className="px-4 py-3">
                  {project.deadline ? formatDay(project.deadline, language) : t("projects.noDeadline")}
                </td>
              </tr>
            ))}
          </RecordTable>
        </section>
      </div>
    </>
  );
}
