import { Form, Link } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import type { EditorOutcome, editorData } from "~/content/content-editor.server";
import { ContentEditorForm, fieldLabel } from "~/content/content-editor-form";
import { contentEditorPath } from "~/content/content-form";
import { buttonClass } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { languages } from "~/utils/locale";
import { cn } from "~/utils/misc";
import { useTranslation } from "~/utils/translation";

type Loaded = Awaited<ReturnType<typeof editorData>> & { title: string };
type Refused = Extract<EditorOutcome, { ok: false }> & { attempt: string };

const CHANGED_SHOWN = 4;

/** The editor's screen: the way back, the language versions, the state, the form, the history, deletion. */
export function ContentEditorPage({ loaded, refused }: { loaded: Loaded; refused: Refused | null }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  const { entry, revisions } = loaded;
  const languageName = t(`content.languages.${entry.language}`);
  const link = "text-brand-700 hover:underline";
  const conflict = refused && "conflict" in refused ? refused.conflict : null;
  return (
    <>
      <PageHeader title={loaded.title}>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm font-semibold">
          <Link to={lp("/admin/content")} className={`inline-flex items-center gap-1 ${link}`}>
            <ArrowLeft className="size-4" aria-hidden />
            {t("content.back")}
          </Link>
          {entry.id && entry.hasDraft ? (
            <a href={`${entry.page}?preview=${entry.id}`} className={link} data-testid="preview-link">
              {t("content.preview")}
            </a>
          ) : null}
          {entry.id ? (
            <a href={entry.page} className={link}>
              {t("content.view")}
            </a>
          ) : null}
        </div>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 pt-8 lg:px-8">
        <nav aria-label={t("content.switchLanguage")} className="mb-4 flex gap-2" data-testid="language-switch">
          {languages.map((each) => (
            <Link
              key={each}
              to={lp(contentEditorPath(entry.kind, entry.key, each))}
              aria-current={each === entry.language ? "page" : undefined}
              className={cn(
                "rounded-full border px-3 py-1 text-sm font-semibold",
                each === entry.language
                  ? "border-brand-600 bg-brand-50 text-brand-800"
                  : "border-slate-300 text-slate-700 hover:underline",
              )}
            >
              {t(`content.languages.${each}`)}
              {each !== entry.language && !entry.otherLanguageExists ? ` · ${t("content.missing")}` : ""}
            </Link>
          ))}
        </nav>
        <p className="mb-2 text-sm text-slate-600" data-testid="entry-state">
          {entry.id
            ? t("content.state", { language: languageName, version: String(entry.version) })
            : t("content.stateNew", { language: languageName })}
          {entry.updatedAt
            ? ` · ${t("content.lastChange", {
                date: formatDateTime(entry.updatedAt, language),
                editor: entry.editor ?? t("content.seed"),
              })}`
            : ""}
        </p>
        {entry.hasDraft ? (
          <p className="mb-2 text-sm font-semibold text-amber-800" data-testid="draft-waits">
            {t("content.draftWaits")}
          </p>
        ) : null}
        {entry.language === "en" ? (
          <p className="mb-2 text-sm text-slate-600">
            {entry.id ? t("content.englishFallback") : t("content.newTranslation")}
          </p>
        ) : null}
        {refused ? (
          <p role="alert" className="my-4 rounded-xl bg-red-50 p-4 text-sm text-red-800" data-testid="editor-refused">
            {conflict
              ? t("content.conflict", {
                  editor: conflict.updatedBy ?? t("content.conflictSomeone"),
                  date: formatDateTime(conflict.updatedAt, language),
                })
              : t("content.errorSummary")}
          </p>
        ) : null}
        <ContentEditorForm
          key={refused?.attempt ?? `${entry.version}`}
          fields={refused?.fields ?? loaded.fields}
          errors={refused?.errors ?? {}}
          version={refused?.version ?? entry.version}
        />

        <section aria-labelledby="history" className="mt-12" data-testid="history">
          <h2 id="history" className="text-xl font-bold text-slate-900">
            {t("content.history.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t("content.history.intro")}</p>
          {revisions.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">{t("content.history.empty")}</p>
          ) : (
            <ol className="mt-4 divide-y divide-slate-100 rounded-2xl border border-slate-200">
              {revisions.map((revision, index) => {
                const names = revision.changed.map((path) => fieldLabel(path, t) || loaded.title);
                const shown = names.slice(0, CHANGED_SHOWN).join(", ");
                return (
                  <li
                    key={revision.id}
                    className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm"
                    data-revision={revision.version}
                  >
                    <span className="font-semibold text-slate-900">
                      {t("content.history.version", { version: String(revision.version) })} ·{" "}
                      {t(revision.published ? "content.history.publishedRevision" : "content.history.draftRevision")}
                    </span>
                    <span className="text-slate-600">
                      {t("content.history.by", {
                        date: formatDateTime(revision.createdAt, language),
                        editor: revision.author ?? t("content.seed"),
                      })}
                    </span>
                    <span className="w-full text-slate-600">
                      {names.length === 0
                        ? t("content.history.nothingChanged")
                        : t("content.history.changed", {
                            fields:
                              names.length > CHANGED_SHOWN
                                ? t("content.history.changedMore", {
                                    fields: shown,
                                    count: names.length - CHANGED_SHOWN,
                                  })
                                : shown,
                          })}
                    </span>
                    {index === 0 ? (
                      <span className="text-slate-500">{t("content.history.current")}</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="revision" value={revision.id} />
                        <input type="hidden" name="version" value={entry.version} />
                        <button type="submit" className={buttonClass("secondary", "px-3 py-1.5 text-sm")}>
                          {t("content.history.restore")}
                          <span className="sr-only">
                            {" "}
                            {t("content.history.version", { version: String(revision.version) })}
                          </span>
                        </button>
                      </Form>
                    )}
                  </li>
                );
              })}
            </ol>
          )}
        </section>

        {entry.collection && entry.id ? (
          <details className="mt-10 rounded-2xl border border-red-200 p-4" data-testid="delete-entry">
            <summary className="cursor-pointer text-sm font-semibold text-red-700">{t("content.delete")}</summary>
            <Form method="post" className="mt-3 space-y-3">
              <p className="text-sm text-slate-700">{t("content.deleteConfirm", { language: languageName })}</p>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="version" value={entry.version} />
              <button
                type="submit"
                className="rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
              >
                {t("content.deleteButton")}
              </button>
            </Form>
          </details>
        ) : null}
      </div>
    </>
  );
}
