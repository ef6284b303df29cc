import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";

export const handle = { i18n: ["dashboard"] };

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: { ...getPageMeta(request, "dashboard"), noindex: true } };
}

export const meta = routeMeta;

export default function DashboardPage() {
  const { t } = useTranslation("dashboard");
  return <PageHeader title={t("title")} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
