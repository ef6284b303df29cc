import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";

export const handle = { i18n: ["auth"] };

export function loader({ request }: LoaderFunctionArgs) {
  return { meta: { ...getPageMeta(request, "auth", "signup.meta"), noindex: true } };
}

export const meta = routeMeta;

export default function SignupPage() {
  const { t } = useTranslation("auth");
  return <PageHeader title={t("signup.title")} intro={t("signup.intro")} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
