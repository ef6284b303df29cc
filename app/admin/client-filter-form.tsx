import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FilterButtons, FilterSearch } from "~/admin/filter-controls";
import { clientFilterQuery, type ClientFilter } from "~/clients/client-filter";

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
      <FilterSearch
        label={t("clients.filters.search")}
        placeholder={t("clients.filters.searchPlaceholder")}
        value={filter.q}
        className="min-w-64 flex-1"
      />
      <FilterButtons listPath={listPath} />
    </Form>
  );
}
