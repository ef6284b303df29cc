import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { PRIVATE_PAGE_HEADERS, requireUser } from "~/services/auth.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";

export const handle = { i18n: ["media"] };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return data({ meta: { ...getPageMeta(request, "media"), noindex: true } }, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers = loaderCacheHeaders;

export const meta = routeMeta;

export default function MediaPage() {
  const { t } = useTranslation("media");
  return <PageHeader title={t("title")} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
