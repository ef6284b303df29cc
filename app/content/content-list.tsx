import { Link } from "@remix-run/react";
import { Plus } from "lucide-react";
import { contentEditorPath } from "~/content/content-form";
import { kindsWithNew, NEW_ENTRY_KEY, type ContentKindName } from "~/content/content-kinds";
import { buttonClass } from "~/components/button-link";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { languages, type Language } from "~/utils/locale";
import { useTranslation } from "~/utils/translation";

/** A row of the list: one key of a kind, in both languages (content-editor.server.ts contentList). */
export type ContentListRow = {
  kind: string;
  key: string;
  title: string | null;
  languages: Record<Language, boolean>;
  draft: boolean;
  updatedAt: string | null;
  editor: string | null;
};

const badge = "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold";

/**
 * Every kind of content, one section each, one line per item: its name, its languages (a
 * missing translation says so and links to writing it), a waiting draft, its last change.
 * Lines wrap on a phone rather than scroll.
 */
export function ContentList({ groups }: { groups: Array<{ kind: ContentKindName; rows: ContentListRow[] }> }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  const link = "text-brand-700 hover:underline";
  return (
    <div className="space-y-10" data-testid="content-list">
      {groups.map(({ kind, rows }) => (
        <section key={kind} aria-labelledby={`content-${kind}`}>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h2 id={`content-${kind}`} className="text-xl font-bold text-slate-900">
              {t(`content.kinds.${kind}`)}
            </h2>
            {kind === "glossary-term" ? (
              <Link to={lp("/admin/glossary/new")} className={buttonClass("secondary", "px-4 py-2 text-sm")}>
                <Plus className="size-4" aria-hidden />
                {t("content.newTerm")}
              </Link>
            ) : null}
            {kindsWithNew.has(kind) ? (
              <Link
                to={lp(contentEditorPath(kind, NEW_ENTRY_KEY, language))}
                className={buttonClass("secondary", "px-4 py-2 text-sm")}
              >
                <Plus className="size-4" aria-hidden />
                {t(`content.newEntry.${kind}` as "content.newEntry.case-study")}
              </Link>
            ) : null}
          </div>
          <ul className="divide-y divide-slate-100 rounded-2xl border border-slate-200">
            {rows.map((row) => {
              const name =
                row.kind === "page" ? t(`content.pages.${row.key}` as "content.pages.home") : (row.title ?? row.key);
              const first = row.languages[language]
                ? language
                : (languages.find((each) => row.languages[each]) ?? "fr");
              return (
                <li
                  key={row.key}
                  className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 text-sm"
                  data-content-row={`${row.kind}/${row.key}`}
                >
                  <Link
                    to={lp(contentEditorPath(row.kind, row.key, first))}
                    className="min-w-48 flex-1 font-semibold text-brand-700 hover:underline"
                  >
                    {name}
                  </Link>
                  <span className="flex gap-2">
                    {languages.map((each) =>
                      row.languages[each] ? (
                        <Link
                          key={each}
                          to={lp(contentEditorPath(row.kind, row.key, each))}
                          className={`${badge} bg-slate-100 text-slate-700 hover:underline`}
                        >
                          {t(`content.languageShort.${each}`)}
                          <span className="sr-only"> {t(`content.languages.${each}`)}</span>
                        </Link>
                      ) : (
                        <Link
                          key={each}
                          to={lp(contentEditorPath(row.kind, row.key, each))}
                          className={`${badge} bg-amber-50 text-amber-800 hover:underline`}
                          data-missing={each}
                        >
                          {t(`content.languageShort.${each}`)}
                          <span className="sr-only"> {t(`content.languages.${each}`)}</span> · {t("content.missing")}
                        </Link>
                      ),
                    )}
                  </span>
                  {row.draft ? (
                    <span className={`${badge} bg-brand-50 text-brand-800`} data-testid="draft-badge">
                      {t("content.draft")}
                    </span>
                  ) : null}
                  <span className="text-slate-600">
                    {row.updatedAt
                      ? t("content.editedBy", {
                          date: formatDateTime(row.updatedAt, language),
                          editor: row.editor ?? t("content.seed"),
                        })
                      : t("content.never")}
                  </span>
                  <Link to={lp(contentEditorPath(row.kind, row.key, first))} className={`font-semibold ${link}`}>
                    {t("content.edit")}
                    <span className="sr-only"> {name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <section aria-labelledby="content-settings">
        <h2 id="content-settings" className="mb-3 text-xl font-bold text-slate-900">
          {t("content.kinds.settings")}
        </h2>
        <p className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl border border-slate-200 px-4 py-3 text-sm">
          <Link to={lp("/admin/settings")} className="min-w-48 flex-1 font-semibold text-brand-700 hover:underline">
            {t("content.kinds.settings")}
          </Link>
          <span className="text-slate-600">{t("content.settingsRow")}</span>
        </p>
      </section>
    </div>
  );
}
