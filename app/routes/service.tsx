import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { CircleCheck, MapPin, PackageCheck } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ButtonLink } from "~/components/button-link";
import { FaqList } from "~/components/faq";
import { FeatureGrid } from "~/components/feature-grid";
import { PageHeader } from "~/components/page-header";
import { QuoteBand } from "~/components/quote-band";
import { Section } from "~/components/section";
import { serviceBySlug } from "~/config/site";
import { getFixedT, languageOf } from "~/i18n.server";
import { cityName } from "~/utils/city-name";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { getOrigin, getPageMeta, getServiceBreadcrumbs } from "~/utils/meta.server";
import { faqPageJsonLd, serviceJsonLd } from "~/utils/structured-data";
import { screenRoute } from "~/components/screen-route";
import { getServiceDetails } from "~/content/service-details.server";
import { siteContent } from "~/content/site-content.server";
import { useSiteFacts } from "~/utils/site-facts";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("services");

/** One of the four service pages; any other slug is not found. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const service = serviceBySlug(params.serviceSlug, language);
  if (!service) throw new Response("Not Found", { status: 404 });
  const t = getFixedT(request, "services");
  const details = getServiceDetails(request, service.key);
  const meta = getPageMeta(request, "services", `items.${service.key}.meta`);
  const jsonLd = [
    serviceJsonLd({
      origin: getOrigin(request),
      path: localizePath(`/services/${service.slug}`, language),
      language,
      name: t(`items.${service.key}.title`),
      description: meta.description,
      cities: siteContent.facts().localCities,
    }),
    faqPageJsonLd(details.faqs),
  ];
  return { service, details, meta: { ...meta, jsonLd, breadcrumbs: getServiceBreadcrumbs(request, service) } };
}

export default function ServicePage() {
  const { service, details } = useLoaderData<typeof loader>();
  const { benefits, deliverables, faqs } = details;
  const { t } = useTranslation("services");
  const lp = useLocalizedPath();
  const { localCities } = useSiteFacts();
  return (
    <>
      <Breadcrumbs />
      <PageHeader title={t(`items.${service.key}.title`)} intro={t(`items.${service.key}.intro`)}>
        <ButtonLink to={lp("/contact")} className="mt-8">
          {t("page.quote")}
        </ButtonLink>
      </PageHeader>
      <Section title={t("page.benefitsTitle")}>
        <FeatureGrid items={benefits.map((benefit) => ({ icon: CircleCheck, ...benefit }))} />
      </Section>
      <Section tone="muted" title={t("page.deliverablesTitle")}>
        <FeatureGrid items={deliverables.map((deliverable) => ({ icon: PackageCheck, ...deliverable }))} />
      </Section>
      <Section title={t("page.faqTitle")}>
        <div className="max-w-3xl">
          <FaqList items={faqs} name={`faq-${service.key}`} />
        </div>
      </Section>
      <Section tone="muted" title={t("page.citiesTitle")} intro={t("page.citiesIntro")}>
        <ul className="mt-8 flex flex-wrap gap-3" data-testid="local-cities">
          {localCities.map((city) => (
            <li key={city}>
              <Link
                to={lp(`/services/${service.slug}/${city}`)}
                className="inline-flex items-center gap-2 rounded-full border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-300 hover:text-brand-700"
              >
                <MapPin className="size-4 text-brand-600" aria-hidden />
                {cityName(city)}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <QuoteBand />
    </>
  );
}
