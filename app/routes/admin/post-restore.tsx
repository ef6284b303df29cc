import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/react";
import { formVersion, requirePost } from "~/blog/post-editor.server";
import { restorePostRevision } from "~/blog/post.server";
import { PRIVATE_PAGE_HEADERS } from "~/accounts/auth.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { redirectWithToast } from "~/platform/toast.server";
import { formatDateTime } from "~/utils/date-format";
import { localizePath } from "~/utils/locale";
import { requireFormData } from "~/utils/request-body.server";

/** Nothing to show here: the history and its restore buttons are on the post's editor. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { post } = await requirePost(request, params.postId);
  return redirect(localizePath(`/admin/posts/${post.id}`, languageOf(request)), { headers: PRIVATE_PAGE_HEADERS });
}

/**
 * Restores one of the post's revisions as its next version, if the post is still at the
 * version the history was shown at; back to the editor, told what happened (PRG).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { staff, post } = await requirePost(request, params.postId);
  const fields = await requireFormData(request);
  const language = languageOf(request);
  const t = getFixedT(request, "admin");
  const path = localizePath(`/admin/posts/${post.id}`, language);
  const outcome = await restorePostRevision(post.id, String(fields.get("revisionId") ?? ""), {
    editorId: staff.id,
    version: formVersion(fields),
  });
  if (!outcome) throw new Response("Not Found", { status: 404, headers: PRIVATE_PAGE_HEADERS });
  if (outcome.ok) {
    return redirectWithToast(
      path,
      { title: t("posts.history.restored", { version: outcome.restored }), variant: "success" },
      { status: 303 },
    );
  }
  const description =
    "conflict" in outcome
      ? t("posts.history.restoreConflict", {
          editor: outcome.conflict.updatedBy ?? t("posts.history.unknownAuthor"),
          date: formatDateTime(outcome.conflict.updatedAt.toISOString(), language),
        })
      : t("posts.history.restoreSlugTaken");
  return redirectWithToast(
    path,
    { title: t("posts.history.title"), description, variant: "destructive" },
    { status: 303 },
  );
}
