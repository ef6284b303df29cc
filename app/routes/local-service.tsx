import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PageHeader } from "~/components/page-header";
import { services } from "~/config/site";
import { getFixedT } from "~/i18n.server";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";

export const handle = { i18n: ["services"] };

/** "quebec-city" reads "quebec city" (spec: dashes turned into spaces). */
function slugToWords(slug: string) {
  return slug.replace(/-/g, " ").trim();
}

export function loader({ request, params }: LoaderFunctionArgs) {
  const service = services.find((candidate) => candidate.slug === params.serviceSlug);
  const city = slugToWords(params.citySlug ?? "");
  if (!service || !city) throw new Response("Not Found", { status: 404 });
  const t = getFixedT(request, "common");
  const names = { service: t(`services.${service.key}`), city };
  return { names, meta: getPageMeta(request, "services", "local.meta", names) };
}

export const meta = routeMeta;

export default function LocalServicePage() {
  const { names } = useLoaderData<typeof loader>();
  const { t } = useTranslation("services");
  return <PageHeader title={t("local.title", names)} intro={t("local.intro", names)} />;
}

export { GeneralErrorBoundary as ErrorBoundary };
