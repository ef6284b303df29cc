import { useTranslation } from "~/utils/translation";
import { FilterButtons, FilterForm, FilterSearch, FilterSelect } from "~/components/filter-controls";
import { postFilterQuery, type PostFilter } from "~/blog/post-filter";
import { postStatuses } from "~/blog/post-schemas";
import { languages } from "~/utils/locale";

/** The posts list's filter: a search, a language and a status, sent in the address (GET). */
export function PostFilterForm({ filter, listPath }: { filter: PostFilter; listPath: string }) {
  const { t } = useTranslation("admin");
  return (
    <FilterForm
      listPath={listPath}
      label={t("posts.filters.label")}
      query={postFilterQuery(filter)}
      className="grid sm:grid-cols-2 lg:grid-cols-4"
    >
      <FilterSearch
        label={t("posts.filters.search")}
        placeholder={t("posts.filters.searchPlaceholder")}
        value={filter.q}
      />
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
      <FilterButtons listPath={listPath} />
    </FilterForm>
  );
}
