import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AlertCircle } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { controlClass, FieldErrors, Label, SubmitButton } from "~/components/form-fields";
import { PageHeader } from "~/components/page-header";
import { siteSettingGroups, siteSettingInputs, type SiteSettingKey } from "~/content/site-setting-fields";
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

const fieldClass: Partial<Record<SiteSettingKey, string>> = {
  street: "sm:col-span-2",
  localCities: "sm:col-span-2",
};

export default function SettingsPage() {
  const { version, updatedAt, updatedBy, values, revisions } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  const navigation = useNavigation();
  const path = lp("/admin/settings");
  const pending = navigation.state === "submitting" && navigation.formAction === path;
  const errorText = (code: string) => t(`settings.errors.${code}`, code);
  const shown = answer?.values ?? values;
  const editor = (email: string | null) => email ?? t("settings.seed");
  return (
    <>
      <PageHeader title={t("settings.title")} intro={t("settings.intro")} />
      <div className="mx-auto max-w-4xl space-y-12 px-4 pt-10 lg:px-8">
        {updatedAt ? (
          <p className="text-sm text-slate-600" data-testid="settings-state">
            {t("settings.lastChange", { date: formatDateTime(updatedAt, language), editor: editor(updatedBy) })}
          </p>
        ) : null}
        {answer?.conflict ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
            data-testid="settings-conflict"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t("settings.conflict", {
              editor: editor(answer.conflict.updatedBy),
              date: formatDateTime(answer.conflict.updatedAt, language),
            })}
          </p>
        ) : null}
        <Form
          // Drawn again with the saved values after a save, with the posted ones after a refusal.
          key={`${version}-${answer ? "answer" : "saved"}`}
          method="post"
          action={path}
          noValidate
          className="space-y-10"
          data-testid="settings-form"
        >
          {/* After a conflict, saving again publishes these values over the newer ones: the person has been told. */}
          <input type="hidden" name="version" value={answer?.conflict?.version ?? version} />
          {siteSettingGroups.map(({ name, keys }) => (
            <fieldset key={name} className="rounded-2xl border border-slate-200 p-4 sm:p-6">
              <legend className="px-2 text-lg font-semibold text-slate-900">{t(`settings.groups.${name}`)}</legend>
              <div className="grid items-start gap-4 sm:grid-cols-2">
                {keys.map((key: SiteSettingKey) => {
                  const id = `setting-${key}`;
                  const error = answer?.errors[key];
                  const describedBy = [`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ");
                  const control = {
                    id,
                    name: key,
                    defaultValue: shown[key],
                    "aria-invalid": error ? true : undefined,
                    "aria-describedby": describedBy,
                    className: controlClass,
                  };
                  return (
                    <div key={key} className={fieldClass[key]}>
                      <Label htmlFor={id}>{t(`settings.fields.${key}`)}</Label>
                      {key === "localCities" ? (
                        <textarea {...control} rows={8} spellCheck={false} />
                      ) : (
                        <input
                          {...control}
                          type={siteSettingInputs[key]?.type ?? "text"}
                          inputMode={siteSettingInputs[key]?.inputMode}
                          autoComplete="off"
                        />
                      )}
                      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
                        {t(`settings.hints.${key}`)}
                      </p>
                      <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} errorText={errorText} />
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
          <SubmitButton pending={pending} pendingLabel={t("settings.saving")} className="w-full px-6 py-3 sm:w-auto">
            {t("settings.save")}
          </SubmitButton>
        </Form>

        <section aria-labelledby="settings-history" className="space-y-4 pb-8">
          <h2 id="settings-history" className="text-2xl font-bold text-slate-900">
            {t("settings.history.title")}
          </h2>
          <p className="text-sm text-slate-600">{t("settings.history.intro")}</p>
          <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200" data-testid="settings-history">
            {revisions.map((revision) => (
              <li key={revision.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                <div className="space-y-1 text-sm">
                  <p className="font-medium text-slate-900">
                    {t("settings.history.entry", {
                      version: revision.version,
                      date: formatDateTime(revision.createdAt, language),
                      editor: editor(revision.author),
                    })}
                  </p>
                  <p className="text-slate-600">
                    {revision.changed.length > 0
                      ? t("settings.history.changed", {
                          fields: revision.changed.map((key) => t(`settings.fields.${key}`)).join(", "),
                        })
                      : t("settings.history.unchanged")}
                  </p>
                </div>
                {revision.version === version ? (
                  <p className="text-sm font-medium text-emerald-700">{t("settings.history.current")}</p>
                ) : (
                  <Form method="post" action={path}>
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="revision" value={revision.id} />
                    <input type="hidden" name="version" value={version} />
                    <button
                      type="submit"
                      className="w-full rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 sm:w-auto"
                      aria-label={t("settings.history.restoreVersion", { version: revision.version })}
                    >
                      {t("settings.history.restore")}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}
