import { Link } from "@remix-run/react";
import { ArrowRight, Megaphone, MonitorSmartphone, PenLine, Search, type LucideIcon } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { services } from "~/config/site";
import { useLocalizedPath } from "~/utils/language";

export type ServiceKey = (typeof services)[number]["key"];

export const serviceIcons: Record<ServiceKey, LucideIcon> = {
  websites: MonitorSmartphone,
  seo: Search,
  ads: Megaphone,
  content: PenLine,
};

/**
 * The four services as cards linking to their pages (home and services overview). The
 * service name is the link; it stretches over the whole card so all of it is clickable.
 */
export function ServiceCards({
  descriptions,
  linkLabel,
}: {
  descriptions: Record<ServiceKey, string>;
  linkLabel: string;
}) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="service-cards">
      {services.map((service) => {
        const Icon = serviceIcons[service.key];
        return (
          <li
            key={service.key}
            className="group relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">
              <Link to={lp(`/services/${service.slug}`)} className="after:absolute after:inset-0 after:rounded-2xl">
                {t(`services.${service.key}`)}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-slate-600">{descriptions[service.key]}</p>
            <span aria-hidden className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              {linkLabel}
              <ArrowRight className="size-4 transition group-hover:translate-x-1" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
