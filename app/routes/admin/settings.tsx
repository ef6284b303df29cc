import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { PageHeader } from "~/components/page-header";
import { SettingsForm, SettingsHistory } from "~/content/site-settings-screen";
import { restoreSettings, saveSettings, settingsScreen } from "~/content/site-settings.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { PRIVATE_PAGE_HEADERS, backOfficeNotFound, requireStaff } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { formatDateTime } from "~/utils/date-format";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";
import { requireFormData } from "~/utils/request-body.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** The site settings' form, with its published values, and their history. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return data(
    { meta: { ...getPageMeta(request, "admin", "settingsMeta"), noindex: true }, ...(await settingsScreen()) },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/**
 * Publishes the settings (or an earlier revision of them), then shows the page again (PRG).
 * Refused: the form comes back with what was typed, the errors on their fields, or who saved meanwhile.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const formData = await requireFormData(request);
  const restoring = formData.get("intent") === "restore";
  const outcome = restoring ? await restoreSettings(formData, staff.id) : await saveSettings(formData, staff.id);
  if (!outcome) throw backOfficeNotFound();
  if (outcome.ok) {
    const t = getFixedT(request, "admin");
    return redirectWithToast(
      localizePath("/admin/settings", languageOf(request)),
      { title: t(restoring ? "settings.restored" : "settings.saved"), variant: "success" },
      { status: 303 },
    );
  }
  const { values, errors, conflict } = outcome;
  return data({ values, errors, conflict }, { status: conflict ? 409 : 400, headers: PRIVATE_PAGE_HEADERS });
}

export default function SettingsPage() {
  const { version, updatedAt, updatedBy, values, revisions } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const path = useLocalizedPath()("/admin/settings");
  return (
    <>
      <PageHeader title={t("settings.title")} intro={t("settings.intro")} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 pt-10 lg:px-8">
        {updatedAt ? (
          <p className="text-sm text-slate-600" data-testid="settings-state">
            {t("settings.lastChange", {
              date: formatDateTime(updatedAt, language),
              editor: updatedBy ?? t("settings.seed"),
            })}
          </p>
        ) : null}
        <SettingsForm action={path} version={version} values={values} answer={answer} />
        <SettingsHistory action={path} version={version} revisions={revisions} />
      </div>
    </>
  );
}
