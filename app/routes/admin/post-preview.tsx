import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { postArticleData } from "~/blog/post-article.server";
import { requirePost } from "~/blog/post-editor.server";
import { PostArticle } from "~/blog/post-article";
import { PRIVATE_PAGE_HEADERS } from "~/accounts/auth.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin", "blog");

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
