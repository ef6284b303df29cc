import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { contentList } from "~/content/content-editor.server";
import { ContentList } from "~/content/content-list";
import { PageHeader } from "~/components/page-header";
import { screenRoute } from "~/components/screen-route";
import { languageOf } from "~/i18n.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { getPageMeta } from "~/utils/meta.server";
import { useTranslation } from "~/utils/translation";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** Every kind of the site's content, for staff (docs/decisions/051). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "contentMeta"), noindex: true },
      groups: await contentList(languageOf(request)),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

export default function ContentPage() {
  const { groups } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader title={t("content.title")} intro={t("content.intro")} />
      <div className="mx-auto max-w-7xl px-4 pt-10 lg:px-8">
        <ContentList groups={groups} />
      </div>
    </>
  );
}
