import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";

export const handle = { i18n: ["thank-you"] };

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: { ...getPageMeta(request, "thank-you"), noindex: true } };
}

export const meta = routeMeta;

export default function ThankYouPage() {
  const { t } = useTranslation("thank-you");
  return <PageHeader title={t("title")} intro={t("intro")} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
