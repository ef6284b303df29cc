import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ClientScreen } from "~/clients/client-screen";
import { ProjectForm } from "~/clients/project-form";
import { requireClientProject, answerProjectForm } from "~/clients/client-project.server";
import { dateToDay } from "~/clients/project-schemas";
import { PRIVATE_PAGE_HEADERS } from "~/accounts/auth.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** A project's form, with its saved values; only a project of the client in the address. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { client, project } = await requireClientProject(request, params.clientId, params.projectId);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "projectMeta", { name: project.name }), noindex: true },
      clientId: client.id,
      project: {
        id: project.id,
        name: project.name,
        values: {
          name: project.name,
          status: project.status,
          progress: String(project.progress),
          deadline: project.deadline ? dateToDay(project.deadline) : "",
        },
      },
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/** Saves the project, then back to the client's page; errors come back with what was typed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { client, project } = await requireClientProject(request, params.clientId, params.projectId);
  return answerProjectForm(request, client.id, project.id);
}

export default function ClientProjectPage() {
  const { clientId, project } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  const path = lp(`/admin/clients/${clientId}/projects/${project.id}`);
  return (
    <ClientScreen title={project.name} backTo={lp(`/admin/clients/${clientId}`)}>
      <ProjectForm
        id="edit-project"
        action={path}
        values={project.values}
        lastResult={actionData?.result}
        submitLabel={t("clients.projects.save")}
      />
    </ClientScreen>
  );
}
