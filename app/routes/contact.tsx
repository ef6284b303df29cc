import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { routeMeta } from "~/utils/meta";
import { getLocalBusinessPageMeta } from "~/utils/meta.server";

export const handle = { i18n: ["contact"] };

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: getLocalBusinessPageMeta(request, "contact") };
}

export const meta = routeMeta;

export default function ContactPage() {
  const { t } = useTranslation("contact");
  return <PageHeader title={t("title")} intro={t("intro")} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
