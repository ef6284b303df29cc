import { useTranslation } from "~/utils/translation";
import { FilterButtons, FilterForm, FilterSearch } from "~/components/filter-controls";
import { clientFilterQuery, type ClientFilter } from "~/clients/client-filter";

/** The clients list's search by e-mail, sent in the address (GET): it pages, bookmarks and needs no script. */
export function ClientFilterForm({ filter, listPath }: { filter: ClientFilter; listPath: string }) {
  const { t } = useTranslation("admin");
  return (
    <FilterForm
      listPath={listPath}
      label={t("clients.filters.label")}
      query={clientFilterQuery(filter)}
      className="flex flex-wrap"
    >
      <FilterSearch
        label={t("clients.filters.search")}
        placeholder={t("clients.filters.searchPlaceholder")}
        value={filter.q}
        className="min-w-64 flex-1"
      />
      <FilterButtons listPath={listPath} />
    </FilterForm>
  );
}
