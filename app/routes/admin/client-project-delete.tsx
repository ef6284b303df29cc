import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ClientScreen } from "~/admin/client-screen";
import { requireClientProject } from "~/clients/client-project.server";
import { buttonClass } from "~/components/button-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { getFixedT, languageOf } from "~/i18n.server";
import { deleteClientProject } from "~/models/project.server";
import { PRIVATE_PAGE_HEADERS } from "~/services/auth.server";
import { redirectWithToast } from "~/services/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";
import { loadDataAndTexts } from "~/utils/route-texts";

export const handle = { i18n: ["admin"] };
export const clientLoader = loadDataAndTexts(handle);

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

export const meta = routeMeta;

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
      <Form
        method="post"
        className="max-w-3xl space-y-6 rounded-2xl border border-red-200 bg-red-50 p-6"
        data-testid="delete-project"
      >
        <p className="text-slate-800">{t("clients.projects.deleteConfirm.body", { name: project.name })}</p>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClass("primary", "bg-red-700 px-5 py-2.5 text-sm hover:bg-red-800")}>
            {t("clients.projects.deleteConfirm.confirm")}
          </button>
          <Link to={clientPath} className="text-sm font-semibold text-brand-700 hover:underline">
            {t("clients.projects.deleteConfirm.cancel")}
          </Link>
        </div>
      </Form>
    </ClientScreen>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
