import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { DeleteConfirmation } from "~/components/delete-confirmation";
import { PostEditorPage } from "~/blog/post-editor-page";
import { requirePost } from "~/blog/post-editor.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { deletePost } from "~/blog/post.server";
import { PRIVATE_PAGE_HEADERS } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { localizePath } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** The confirmation step before a post is deleted: a page of its own, so it needs no script. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { post } = await requirePost(request, params.postId);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "deletePostMeta", { title: post.title }), noindex: true },
      post: { id: post.id, title: post.title },
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/** Deletes the post (its old slugs with it: its addresses answer 404), then back to the list. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { post } = await requirePost(request, params.postId);
  await deletePost(post.id);
  const t = getFixedT(request, "admin");
  return redirectWithToast(
    localizePath("/admin/posts", languageOf(request)),
    { title: t("posts.deleted"), description: post.title, variant: "success" },
    { status: 303 },
  );
}

export default function DeletePostPage() {
  const { post } = useLoaderData<typeof loader>();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  return (
    <PostEditorPage title={t("posts.deleteConfirm.title")}>
      <DeleteConfirmation
        body={t("posts.deleteConfirm.body", { title: post.title })}
        confirm={t("posts.deleteConfirm.confirm")}
        cancel={t("posts.deleteConfirm.cancel")}
        cancelTo={lp(`/admin/posts/${post.id}`)}
        testId="delete-post"
      />
    </PostEditorPage>
  );
}
