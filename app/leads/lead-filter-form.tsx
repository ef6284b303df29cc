import { useTranslation } from "~/utils/translation";
import { FilterButtons, FilterForm, FilterSearch, FilterSelect } from "~/components/filter-controls";
import { controlClass } from "~/components/form-fields";
import {
  leadFilterQuery,
  leadOwnerFilters,
  leadSorts,
  leadStatuses,
  leadTypes,
  leadVerifications,
  type LeadFilter,
} from "~/leads/lead-filter";

/** A text filter of the inbox (a campaign tag, matched exactly). */
function FilterText({ name, label, value }: { name: "source" | "medium" | "campaign"; label: string; value?: string }) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={`filter-${name}`} name={name} defaultValue={value ?? ""} maxLength={200} className={controlClass} />
    </div>
  );
}

/** The inbox's filter: a search, one choice per kind, the campaign tags and the order, sent in the address. */
export function LeadFilterForm({ filter, inboxPath }: { filter: LeadFilter; inboxPath: string }) {
  const { t } = useTranslation("admin");
  return (
    <FilterForm
      listPath={inboxPath}
      label={t("filters.label")}
      query={leadFilterQuery(filter)}
      className="grid sm:grid-cols-2 lg:grid-cols-5"
    >
      <FilterSearch
        label={t("filters.search")}
        placeholder={t("filters.searchPlaceholder")}
        value={filter.q}
        className="lg:col-span-2"
      />
      <FilterSelect
        name="type"
        label={t("filters.type")}
        values={leadTypes}
        selected={filter.type}
        optionLabel={(value) => t(`types.${value}`)}
      />
      <FilterSelect
        name="verification"
        label={t("filters.verification")}
        values={leadVerifications}
        selected={filter.verification}
        optionLabel={(value) => t(`verifications.${value}`)}
      />
      <FilterSelect
        name="status"
        label={t("filters.status")}
        values={leadStatuses}
        selected={filter.status}
        optionLabel={(value) => t(`statuses.${value}`)}
      />
      <FilterSelect
        name="owner"
        label={t("filters.owner")}
        values={leadOwnerFilters}
        selected={filter.owner}
        optionLabel={(value) => t(`filters.owners.${value}`)}
      />
      <FilterText name="source" label={t("filters.source")} value={filter.source} />
      <FilterText name="medium" label={t("filters.medium")} value={filter.medium} />
      <FilterText name="campaign" label={t("filters.campaign")} value={filter.campaign} />
      <div>
        <label htmlFor="filter-sort" className="mb-1.5 block text-sm font-medium text-slate-800">
          {t("filters.sort")}
        </label>
        <select id="filter-sort" name="sort" defaultValue={filter.sort ?? "newest"} className={controlClass}>
          {leadSorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`filters.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <FilterButtons listPath={inboxPath} />
    </FilterForm>
  );
}
