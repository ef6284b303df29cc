import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { buttonClass } from "~/components/button-link";
import { controlClass } from "~/components/form-fields";
import { cn } from "~/utils/misc";

/**
 * A back-office list's filter: a GET form, so the filter is in the address: it pages,
 * bookmarks and works without script. `query` is the filter's query string: a new filter
 * draws the form again (its fields show the filter) and starts on its first page.
 */
export function FilterForm({
  listPath,
  label,
  query,
  className,
  children,
}: {
  listPath: string;
  label: string;
  query: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      action={listPath}
      aria-label={label}
      className={cn("items-end gap-4 rounded-2xl border border-slate-200 p-4", className)}
      key={query}
    >
      {children}
    </Form>
  );
}

/** A back-office list's search field (?q=), kept as typed in the address. */
export function FilterSearch({
  label,
  placeholder,
  value,
  className,
}: {
  label: string;
  placeholder: string;
  value?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor="filter-q" className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id="filter-q"
        type="search"
        name="q"
        defaultValue={value ?? ""}
        placeholder={placeholder}
        // The longest text any list searches (an e-mail address): a longer one matches nothing.
        maxLength={254}
        className={controlClass}
      />
    </div>
  );
}

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

/** A filter form's submit button and its way back to the whole list. */
export function FilterButtons({ listPath }: { listPath: string }) {
  const { t } = useTranslation("admin");
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className={buttonClass("primary", "px-5 py-2.5 text-sm")}>
        {t("filters.apply")}
      </button>
      <Link to={listPath} className="text-sm font-semibold text-brand-700 hover:underline">
        {t("filters.reset")}
      </Link>
    </div>
  );
}
