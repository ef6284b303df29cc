import { Link } from "@remix-run/react";
import { Pencil, Trash2 } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { RecordTable } from "~/components/record-table";
import type { ProjectStatusValue } from "~/clients/project-schemas";
import { formatDay } from "~/utils/date-format";
import { useLanguage, useLocalizedPath } from "~/utils/language";

/** A client's project as staff see it; the deadline travels as an ISO string. */
export type ProjectRow = {
  id: string;
  name: string;
  status: ProjectStatusValue;
  progress: number;
  deadline: string | null;
};

const columns = ["name", "status", "progress", "deadline", "actions"] as const;

/** The client's projects, each with its edit and delete links. */
export function ProjectTable({ clientId, projects }: { clientId: string; projects: ProjectRow[] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  return (
    <RecordTable
      headings={columns.map((column) => t(`clients.projects.columns.${column}`))}
      empty={projects.length === 0 ? t("clients.projects.empty") : null}
      minWidth="min-w-[40rem]"
      testId="client-projects"
    >
      {projects.map((project) => {
        const path = lp(`/admin/clients/${clientId}/projects/${project.id}`);
        return (
          <tr key={project.id} data-project-id={project.id}>
            <th scope="row" className="px-4 py-3 font-semibold text-slate-900">
              {project.name}
            </th>
            <td className="px-4 py-3">{t(`clients.projects.statuses.${project.status}`)}</td>
            <td className="px-4 py-3">{t("clients.projects.percent", { value: project.progress })}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              {project.deadline ? formatDay(project.deadline, language) : t("clients.projects.noDeadline")}
            </td>
            <td className="px-4 py-3">
              <div className="flex gap-4 font-semibold">
                <Link
                  to={path}
                  className="inline-flex items-center gap-1 text-brand-700 hover:underline"
                  aria-label={t("clients.projects.editLabel", { name: project.name })}
                >
                  <Pencil className="size-4" aria-hidden />
                  {t("clients.projects.edit")}
                </Link>
                <Link
                  to={`${path}/delete`}
                  className="inline-flex items-center gap-1 text-red-700 hover:underline"
                  aria-label={t("clients.projects.deleteLabel", { name: project.name })}
                >
                  <Trash2 className="size-4" aria-hidden />
                  {t("clients.projects.delete")}
                </Link>
              </div>
            </td>
          </tr>
        );
      })}
    </RecordTable>
  );
}
