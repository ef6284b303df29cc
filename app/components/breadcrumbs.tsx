import { Link } from "@remix-run/react";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { usePageBreadcrumbs } from "~/utils/meta";

/** The page's breadcrumb trail (PageMeta.breadcrumbs, the same as its BreadcrumbList), above its title. */
export function Breadcrumbs() {
  const trail = usePageBreadcrumbs();
  const { t } = useTranslation();
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t("breadcrumb.label")} className="mx-auto max-w-7xl px-4 pt-10 lg:px-8">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        {trail.map((step, index) => {
          const current = index === trail.length - 1;
          return (
            <li key={step.path} className="inline-flex items-center gap-2">
              {index > 0 ? <ChevronRight className="size-4 text-slate-400" aria-hidden /> : null}
              {current ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {step.name}
                </span>
              ) : (
                <Link to={step.path} className="font-semibold text-brand-700 hover:text-brand-900">
                  {step.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
