import { Form, useNavigation } from "@remix-run/react";
import { AlertCircle } from "lucide-react";
import { controlClass, FieldErrors, Label, SubmitButton } from "~/components/form-fields";
import { siteSettingGroups, siteSettingInputs, type SiteSettingKey } from "~/content/site-setting-fields";
import type { SettingsRefusal } from "~/content/site-settings.server";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage } from "~/utils/language";
import { useTranslation } from "~/utils/translation";

// The settings screen's form and history (/admin/settings, docs/decisions/051): native forms
// posted to the screen's action, so both work without JavaScript.

const fieldClass: Partial<Record<SiteSettingKey, string>> = {
  street: "sm:col-span-2",
  localCities: "sm:col-span-2",
};

/** Who made a change: their address, or the content the site shipped with. */
function useEditorName() {
  const { t } = useTranslation("admin");
  return (email: string | null) => email ?? t("settings.seed");
}

/**
 * One input per setting, named as the settings' keys, with the published values; after a
 * refusal, the values as posted with each field's error, or who published meanwhile.
 */
export function SettingsForm({
  action,
  version,
  values,
  answer,
}: {
  action: string;
  version: number;
  values: Record<SiteSettingKey, string>;
  answer: SettingsRefusal | undefined;
}) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const editor = useEditorName();
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  const errorText = (code: string) => t(`settings.errors.${code}`, code);
  const shown = answer?.values ?? values;
  return (
    <>
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
        action={action}
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
    </>
  );
}

export type SettingsRevision = {
  id: string;
  version: number;
  createdAt: string;
  author: string | null;
  changed: SiteSettingKey[];
};

/** Every published version, newest first, with the fields it changed; an earlier one can be published again. */
export function SettingsHistory({
  action,
  version,
  revisions,
}: {
  action: string;
  version: number;
  revisions: SettingsRevision[];
}) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const editor = useEditorName();
  return (
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
              <Form method="post" action={action}>
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
  );
}
