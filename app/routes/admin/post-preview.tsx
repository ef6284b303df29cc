import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { postArticleData } from "~/blog/post-article.server";
import { requirePost } from "~/blog/post-editor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { PostArticle } from "~/components/post-article";
import { PRIVATE_PAGE_HEADERS } from "~/services/auth.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";
import { loadDataAndTexts } from "~/utils/route-texts";

export const handle = { i18n: ["admin", "blog"] };
export const clientLoader = loadDataAndTexts(handle);

/** A post, draft or not, exactly as its public page renders it; staff only, never indexed or cached. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { post } = await requirePost(request, params.postId);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "postMeta", { title: post.title }), noindex: true },
      post: await postArticleData({ ...post, publishedAt: post.publishedAt ?? new Date() }),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

export const meta = routeMeta;

export default function PostPreviewPage() {
  const { post } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  return (
    <>
      <p role="status" className="bg-amber-50 px-4 py-3 text-center text-sm font-semibold text-amber-900">
        {t("posts.previewBanner")}
      </p>
      <PostArticle post={post} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
