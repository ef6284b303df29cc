import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { services } from "~/config/site";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";

export const handle = { i18n: ["services"] };

/** One of the four service pages; any other slug is not found. */
export function loader({ request, params }: LoaderFunctionArgs) {
  const service = services.find((candidate) => candidate.slug === params.serviceSlug);
  if (!service) throw new Response("Not Found", { status: 404 });
  return { serviceKey: service.key, meta: getPageMeta(request, "services", `items.${service.key}.meta`) };
}

export const meta = routeMeta;

export default function ServicePage() {
  const { serviceKey } = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  return <PageHeader title={t(`items.${serviceKey}.title`)} intro={t(`items.${serviceKey}.intro`)} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
