import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";

export const handle = { i18n: ["home"] };

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: getPageMeta(request, "home") };
}

export const meta = routeMeta;

export default function HomePage() {
  const { t } = useTranslation("home");
  return <PageHeader title={t("title")} intro={t("intro")} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
