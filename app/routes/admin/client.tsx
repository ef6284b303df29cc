import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ClientDetails, ClientMedia } from "~/clients/client-details";
import { ClientScreen } from "~/clients/client-screen";
import { ProjectForm } from "~/clients/project-form";
import { ProjectTable } from "~/clients/project-table";
import { requireClient, answerProjectForm } from "~/clients/client-project.server";
import { newProjectValues } from "~/clients/project-schemas";
import { mediaFileUrl } from "~/media/media";
import { listMediaFiles } from "~/media/media-file.server";
import { listProjects } from "~/clients/project.server";
import { PRIVATE_PAGE_HEADERS } from "~/accounts/auth.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** A client's page for staff: the account, its files (read-only) and its projects. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const client = await requireClient(request, params.clientId);
  // The files the client sees on their own media page.
  const files = await listMediaFiles({ id: client.id, role: "client" });
  const projects = await listProjects(client.id);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "clientMeta", { email: client.email }), noindex: true },
      client: {
        id: client.id,
        email: client.email,
        confirmed: client.emailVerifiedAt !== null,
        createdAt: client.createdAt.toISOString(),
        lastSignInAt: client.lastSignInAt?.toISOString() ?? null,
      },
      files: files.map((file) => ({
        id: file.id,
        name: file.originalName,
        mimetype: file.mimetype,
        size: file.size,
        url: mediaFileUrl(file.storageKey),
      })),
      projects: projects.map((project) => ({ ...project, deadline: project.deadline?.toISOString() ?? null })),
      // The new-project form's one-time key, new each time the page is drawn.
      formKey: crypto.randomUUID(),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/** Creates a project of this client, then shows the page again (PRG); errors come back with what was typed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const client = await requireClient(request, params.clientId);
  return answerProjectForm(request, client.id);
}

export default function ClientPage() {
  const { client, files, projects, formKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  return (
    <ClientScreen title={client.email}>
      <ClientDetails client={client} />
      <section aria-labelledby="client-projects-title" className="space-y-4">
        <h2 id="client-projects-title" className="text-2xl font-bold text-slate-900">
          {t("clients.projects.title")}
        </h2>
        <ProjectTable clientId={client.id} projects={projects} />
        <h3 className="pt-4 text-lg font-semibold text-slate-900">{t("clients.projects.new")}</h3>
        <ProjectForm
          // A new, empty form once a project is created (the list of projects changes).
          key={projects.length}
          id="new-project"
          action={lp(`/admin/clients/${client.id}`)}
          values={newProjectValues}
          lastResult={actionData?.result}
          submitLabel={t("clients.projects.create")}
          formKey={formKey}
        />
      </section>
      <ClientMedia files={files} />
    </ClientScreen>
  );
}
