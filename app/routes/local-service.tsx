import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CircleCheck, Handshake, MapPin, MessagesSquare } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { ButtonLink } from "~/components/button-link";
import { FeatureGrid } from "~/components/feature-grid";
import { PageHeader } from "~/components/page-header";
import { QuoteBand } from "~/components/quote-band";
import { Section } from "~/components/section";
import { serviceBySlug } from "~/config/site";
import { getFixedT, languageOf } from "~/i18n.server";
import { cityName } from "~/utils/city-name";
import { useLocalizedPath } from "~/utils/language";
import { getOrigin, getPageMeta, getServiceBreadcrumbs } from "~/utils/meta.server";
import { serviceJsonLd } from "~/utils/structured-data";
import { screenRoute } from "~/components/screen-route";
import { getServiceDetails } from "~/content/service-details.server";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("services");

const whyLocal = [
  { icon: MapPin, key: "market" },
  { icon: Handshake, key: "meetings" },
  { icon: MessagesSquare, key: "support" },
] as const;

/** A service in a city: the city is any slug, shown as words ("trois-rivieres" is "Trois Rivieres"). */
export function loader({ request, params }: LoaderFunctionArgs) {
  const service = serviceBySlug(params.serviceSlug, languageOf(request));
  const citySlug = params.citySlug ?? "";
  const city = cityName(citySlug);
  if (!service || !city) throw new Response("Not Found", { status: 404 });
  const t = getFixedT(request, "common");
  const names = { service: t(`services.${service.key}`), city };
  const meta = getPageMeta(request, "services", "local.meta", names);
  const jsonLd = serviceJsonLd({
    origin: getOrigin(request),
    path: new URL(request.url).pathname,
    language: languageOf(request),
    name: names.service,
    description: meta.description,
    city,
  });
  const breadcrumbs = getServiceBreadcrumbs(request, service, { slug: citySlug, name: city });
  const { benefits } = getServiceDetails(request, service.key);
  return { service, names, benefits, meta: { ...meta, jsonLd: [jsonLd], breadcrumbs } };
}

export default function LocalServicePage() {
  const { service, names, benefits } = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  const lp = useLocalizedPath();
  return (
    <>
      <Breadcrumbs />
      <PageHeader title={t("local.title", names)} intro={t("local.intro", names)}>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={lp("/contact")}>{t("local.quote")}</ButtonLink>
          <ButtonLink to={lp(`/services/${service.slug}`)} variant="secondary">
            {t("local.serviceLink")}
          </ButtonLink>
        </div>
      </PageHeader>
      <Section title={t("local.whyLocal.title")}>
        <FeatureGrid
          items={whyLocal.map(({ icon, key }) => ({
            icon,
            title: t(`local.whyLocal.items.${key}.title`),
            text: t(`local.whyLocal.items.${key}.text`, names),
          }))}
        />
      </Section>
      <Section tone="muted" title={t("local.benefitsTitle", names)}>
        <FeatureGrid items={benefits.map((benefit) => ({ icon: CircleCheck, ...benefit }))} />
      </Section>
      <QuoteBand />
    </>
  );
}
