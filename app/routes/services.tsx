import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { PageHeader } from "~/components/page-header";
import { QuoteBand } from "~/components/quote-band";
import { Section } from "~/components/section";
import { ServiceCards } from "~/components/service-cards";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta, getSectionBreadcrumbs } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("services");

export function loader({ request }: LoaderFunctionArgs) {
  return {
    meta: {
      ...getPageMeta(request, "services"),
      breadcrumbs: getSectionBreadcrumbs(request, "/services", "nav.services"),
    },
  };
}

export default function ServicesPage() {
  const { t } = useTranslation("services");
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Section title={t("list.title")} intro={t("list.intro")}>
        <ServiceCards
          linkLabel={t("list.learnMore")}
          descriptions={{
            websites: t("items.websites.intro"),
            seo: t("items.seo.intro"),
            ads: t("items.ads.intro"),
            content: t("items.content.intro"),
          }}
        />
        <p className="mt-10 text-center">
          <Link to={lp("/etudes-de-cas")} className="font-semibold text-brand-700 hover:underline">
            {t("list.caseStudies")}
          </Link>
        </p>
      </Section>
      <QuoteBand />
    </>
  );
}
