import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { clientFilterQuery, type ClientFilter } from "~/clients/client-filter";
import { buttonClass } from "~/components/button-link";
import { controlClass } from "~/components/form-fields";

/** The clients list's search by e-mail, sent in the address (GET): it pages, bookmarks and needs no script. */
export function ClientFilterForm({ filter, listPath }: { filter: ClientFilter; listPath: string }) {
  const { t } = useTranslation("admin");
  return (
    <Form
      method="get"
      action={listPath}
      role="search"
      aria-label={t("clients.filters.label")}
      className="flex flex-wrap items-end gap-4 rounded-2xl border border-slate-200 p-4"
      // A new search starts again on its first page.
      key={clientFilterQuery(filter)}
    >
      <div className="min-w-64 flex-1">
        <label htmlFor="filter-q" className="mb-1.5 block text-sm font-medium text-slate-800">
          {t("clients.filters.search")}
        </label>
        <input
          id="filter-q"
          type="search"
          name="q"
          defaultValue={filter.q ?? ""}
          placeholder={t("clients.filters.searchPlaceholder")}
          maxLength={254}
          className={controlClass}
        />
      </div>
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
