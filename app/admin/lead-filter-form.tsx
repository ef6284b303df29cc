import { useTranslation } from "react-i18next";
import { FilterButtons, FilterForm, FilterSearch } from "~/admin/filter-controls";
import { controlClass } from "~/components/form-fields";
import { leadFilterQuery, leadStatuses, leadTypes, leadVerifications, type LeadFilter } from "~/leads/lead-filter";

/** One choice of a back-office filter ("any" first), sent in the address. */
export function FilterSelect<Value extends string>({
  name,
  label,
  values,
  selected,
  optionLabel,
}: {
  name: string;
  label: string;
  values: readonly Value[];
  selected: Value | undefined;
  optionLabel: (value: Value) => string;
}) {
  const { t } = useTranslation("admin");
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={selected ?? ""} className={controlClass}>
        <option value="">{t("filters.any")}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {optionLabel(value)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The inbox's filter: a search and one choice per kind, sent in the address. */
export function LeadFilterForm({ filter, inboxPath }: { filter: LeadFilter; inboxPath: string }) {
  const { t } = useTranslation("admin");
  return (
    <FilterForm
      listPath={inboxPath}
      label={t("filters.label")}
      query={leadFilterQuery(filter)}
      className="grid sm:grid-cols-2 lg:grid-cols-5"
    >
      <FilterSearch label={t("filters.search")} placeholder={t("filters.searchPlaceholder")} value={filter.q} />
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
      <FilterButtons listPath={inboxPath} />
    </FilterForm>
  );
}
