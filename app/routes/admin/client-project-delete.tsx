import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { ClientScreen } from "~/clients/client-screen";
import { DeleteConfirmation } from "~/components/delete-confirmation";
import { requireClientProject } from "~/clients/client-project.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { deleteClientProject } from "~/clients/project.server";
import { PRIVATE_PAGE_HEADERS } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** The confirmation step before a project is deleted: a page of its own, so it needs no script. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { client, project } = await requireClientProject(request, params.clientId, params.projectId);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "deleteProjectMeta", { name: project.name }), noindex: true },
      clientId: client.id,
      project: { id: project.id, name: project.name },
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/** Deletes the project (the client no longer sees it), then back to the client's page. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { client, project } = await requireClientProject(request, params.clientId, params.projectId);
  await deleteClientProject(client.id, project.id);
  return redirectWithToast(
    localizePath(`/admin/clients/${client.id}`, languageOf(request)),
    { title: getFixedT(request, "admin")("clients.projects.deleted"), description: project.name, variant: "success" },
    { status: 303 },
  );
}

export default function DeleteClientProjectPage() {
  const { clientId, project } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  const clientPath = lp(`/admin/clients/${clientId}`);
  return (
    <ClientScreen title={t("clients.projects.deleteConfirm.title")} backTo={clientPath}>
      <DeleteConfirmation
        body={t("clients.projects.deleteConfirm.body", { name: project.name })}
        confirm={t("clients.projects.deleteConfirm.confirm")}
        cancel={t("clients.projects.deleteConfirm.cancel")}
        cancelTo={clientPath}
        testId="delete-project"
      />
    </ClientScreen>
  );
}
