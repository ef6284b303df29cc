import { Link } from "@remix-run/react";
import { Mail, Phone } from "lucide-react";
import { services } from "~/config/site";
import { useLocalizedPath } from "~/utils/language";
import { useSiteFacts } from "~/utils/site-facts";
import { useTranslation } from "~/utils/translation";

// What the search page offers when a query finds nothing, or before any (docs/decisions/052):
// the pages visitors read most, and the ways to ask the agency directly.

export function SearchSuggestions() {
  const { t } = useTranslation("search");
  const { t: common } = useTranslation();
  const lp = useLocalizedPath();
  const site = useSiteFacts();
  const popular = [
    ...services.map((service) => ({ path: `/services/${service.slug}`, label: common(`services.${service.key}`) })),
    { path: "/etudes-de-cas", label: common("footer.caseStudies") },
    { path: "/glossaire", label: common("footer.glossary") },
    { path: "/blog", label: common("nav.blog") },
  ];
  const linkClass = "font-medium text-brand-700 underline-offset-4 hover:underline";
  return (
    <div className="grid gap-8 md:grid-cols-2" data-testid="search-suggestions">
      <section aria-labelledby="search-popular">
        <h2 id="search-popular" className="text-lg font-semibold text-slate-900">
          {t("popular.title")}
        </h2>
        <ul className="mt-3 space-y-2">
          {popular.map((page) => (
            <li key={page.path}>
              <Link to={lp(page.path)} className={linkClass}>
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="search-reach">
        <h2 id="search-reach" className="text-lg font-semibold text-slate-900">
          {t("reach.title")}
        </h2>
        <ul className="mt-3 space-y-2">
          <li className="flex items-center gap-2">
            <Phone className="size-4 text-brand-700" aria-hidden />
            <a href={site.phone.href} className={linkClass}>
              {t("reach.phone", { phone: site.phone.display })}
            </a>
          </li>
          <li className="flex items-center gap-2">
            <Mail className="size-4 text-brand-700" aria-hidden />
            <a href={`mailto:${site.email}`} className={linkClass}>
              {t("reach.email", { email: site.email })}
            </a>
          </li>
          <li>
            <Link to={lp("/contact")} className={linkClass}>
              {t("reach.contact")}
            </Link>
          </li>
          <li>
            <Link to={lp("/audit-gratuit")} className={linkClass}>
              {t("reach.audit")}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
