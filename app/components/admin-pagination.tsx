import { useTranslation } from "~/utils/translation";
import { Pagination } from "~/components/pagination";

/** A back-office list's page links, with the back office's texts; `label` names the list's pages. */
export function AdminPagination({
  current,
  total,
  pagePath,
  label,
}: {
  current: number;
  total: number;
  pagePath: (page: number) => string;
  label: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <Pagination
      current={current}
      total={total}
      pagePath={pagePath}
      label={label}
      previous={t("pagination.previous")}
      next={t("pagination.next")}
      pageLabel={(each) => t("pagination.page", { page: String(each) })}
    />
  );
}
