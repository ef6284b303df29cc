import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterSelect } from "~/admin/lead-filter-form";
import { postFilterQuery, type PostFilter } from "~/blog/post-filter";
import { postStatuses } from "~/blog/post-schemas";
import { buttonClass } from "~/components/button-link";
import { controlClass } from "~/components/form-fields";
import { languages } from "~/utils/locale";

/** The posts list's filter: a search, a language and a status, sent in the address (GET). */
export function PostFilterForm({ filter, listPath }: { filter: PostFilter; listPath: string }) {
  const { t } = useTranslation("admin");
  return (
    <Form
      method="get"
      action={listPath}
      aria-label={t("posts.filters.label")}
      className="grid items-end gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2 lg:grid-cols-4"
      key={postFilterQuery(filter)}
    >
      <div>
        <label htmlFor="filter-q" className="mb-1.5 block text-sm font-medium text-slate-800">
          {t("posts.filters.search")}
        </label>
        <input
          id="filter-q"
          type="search"
          name="q"
          defaultValue={filter.q ?? ""}
          placeholder={t("posts.filters.searchPlaceholder")}
          maxLength={200}
          className={controlClass}
        />
      </div>
      <FilterSelect
        name="lang"
        label={t("posts.filters.language")}
        values={languages}
        selected={filter.lang}
        optionLabel={(value) => t(`posts.languages.${value}`)}
      />
      <FilterSelect
        name="status"
        label={t("posts.filters.status")}
        values={postStatuses}
        selected={filter.status}
        optionLabel={(value) => t(`posts.statuses.${value}`)}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass("primary", "px-5 py-2.5 text-sm")}>
          {t("filters.apply")}
        </button>
        <Link to={listPath} className="text-sm font-semibold text-brand-700 hover:underline">
          {t("filters.reset")}
        </Link>
      </div>
    </Form>
  );
}
