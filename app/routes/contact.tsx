import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { languageOf } from "~/i18n.server";
import { routeMeta } from "~/utils/meta";
import { getOrigin, getPageMeta } from "~/utils/meta.server";
import { localBusinessJsonLd } from "~/utils/structured-data";

export const handle = { i18n: ["contact"] };

export function loader({ request }: LoaderFunctionArgs) {
  const meta = getPageMeta(request, "contact");
  const business = localBusinessJsonLd({
    origin: getOrigin(request),
    language: languageOf(request),
    description: meta.description,
  });
  return { meta: { ...meta, jsonLd: [business] } };
}

export const meta = routeMeta;

export default function ContactPage() {
  const { t } = useTranslation("contact");
  return <PageHeader title={t("title")} intro={t("intro")} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
