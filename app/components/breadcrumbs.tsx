import { Link } from "@remix-run/react";
import { ChevronRight } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { usePageBreadcrumbs } from "~/utils/meta";

/**
 * The page's breadcrumb trail (PageMeta.breadcrumbs, the same as its BreadcrumbList), above its title.
 * On a narrow screen it wraps between whole steps only: each separator ends its step, so no
 * line starts with one, and a current page's name longer than a line ends in an ellipsis,
 * whole in its title and to screen readers (docs/decisions/036).
 */
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
            <li key={step.path} className="inline-flex min-w-0 items-center gap-2">
              {current ? (
                <span aria-current="page" title={step.name} className="truncate font-medium text-slate-900">
                  {step.name}
                </span>
              ) : (
                <>
                  <Link to={step.path} className="font-semibold whitespace-nowrap text-brand-700 hover:text-brand-900">
                    {step.name}
                  </Link>
                  <ChevronRight className="size-4 shrink-0 text-slate-400" aria-hidden />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
