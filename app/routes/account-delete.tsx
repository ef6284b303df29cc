import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { AuthPage } from "~/accounts/auth-form";
import { buttonClass } from "~/components/button-link";
import { getFixedT, languageOf } from "~/i18n.server";
import { countUserContent } from "~/accounts/user.server";
import { deleteAccount } from "~/accounts/account.server";
import { PRIVATE_PAGE_HEADERS, refuseAuthPost, requireUser } from "~/accounts/auth.server";
import { endSession } from "~/accounts/session.server";
import { isDatabaseOutage } from "~/platform/database-outage";
import { redirectWithToast } from "~/platform/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("auth");

/** The confirmation step before an account is deleted: a page of its own, so it needs no script. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return data(
    {
      meta: { ...getPageMeta(request, "auth", "accountDelete.meta"), noindex: true },
      email: user.email,
      staff: user.role === "staff",
      ...(await countUserContent(user.id)),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/**
 * Deletes the signed-in client's account, files and rows (deleteAccount), signs the
 * browser out and goes home with a toast. A staff account is refused: the back office
 * must not lose its last staff member by a click.
 */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const language = languageOf(request);
  const t = getFixedT(language, "auth");
  const errorTitle = t("accountDelete.error.title");
  if (user.role === "staff") return refuseAuthPost(403, { title: errorTitle, description: t("account.delete.staff") });
  try {
    await deleteAccount(user.id);
  } catch (error) {
    // A database outage gets the outage page (server/outage-answers.ts).
    if (isDatabaseOutage(error)) throw error;
    console.error("Deleting an account failed:", error);
    return refuseAuthPost(503, { title: errorTitle, description: t("errors.generic") });
  }
  return redirectWithToast(
    localizePath("/", language),
    { title: t("accountDelete.done.title"), description: t("accountDelete.done.description"), variant: "success" },
    { status: 303, headers: { "Set-Cookie": await endSession(request) } },
  );
}

export default function DeleteAccountPage() {
  const { email, staff, files, projects } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const lp = useLocalizedPath();
  return (
    <AuthPage title={t("accountDelete.title")} toast={actionData?.toast}>
      {staff ? (
        <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-slate-800">
          {t("account.delete.staff")}
        </p>
      ) : (
        <Form method="post" className="space-y-6 rounded-2xl border border-red-200 bg-red-50 p-6">
          <p className="text-slate-800">
            {t("accountDelete.body", {
              email,
              files: t("accountDelete.files", { count: files }),
              projects: t("accountDelete.projects", { count: projects }),
            })}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <button type="submit" className={buttonClass("primary", "bg-red-700 px-5 py-2.5 text-sm hover:bg-red-800")}>
              {t("accountDelete.confirm")}
            </button>
            <Link to={lp("/compte")} className="text-sm font-semibold text-brand-700 hover:underline">
              {t("accountDelete.cancel")}
            </Link>
          </div>
        </Form>
      )}
    </AuthPage>
  );
}
