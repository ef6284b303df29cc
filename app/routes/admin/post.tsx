import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { PostEditorForm } from "~/blog/post-editor-form";
import { PostEditorPage } from "~/blog/post-editor-page";
import { refusedPostAnswer, requirePost, restoreFromHistory, savePostFromEditor } from "~/blog/post-editor.server";
import { POST_RESTORE_QUERY, postStatusOf } from "~/blog/post-schemas";
import { toQuebecInput } from "~/utils/quebec-time";
import { getFixedT, languageOf } from "~/i18n.server";
import { findPostRevisions, findPostTitles } from "~/blog/post.server";
import { PostHistory } from "~/blog/post-history";
import { FormAlert } from "~/components/form-fields";
import { PRIVATE_PAGE_HEADERS } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { formatDateTime } from "~/utils/date-format";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { localizePath, otherLanguage } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** A post's editor: its saved values, its state, who changed it last, its revisions. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { post, lang } = await requirePost(request, params.postId);
  const status = postStatusOf(post.publishedAt);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "postMeta", { title: post.title }), noindex: true },
      post: {
        id: post.id,
        lang,
        status,
        slug: post.slug,
        version: post.version,
        updatedAt: post.updatedAt.toISOString(),
        editor: post.updatedBy?.email ?? null,
      },
      values: {
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        content: post.content,
        imageUrl: post.imageUrl ?? "",
        imageAlt: post.imageAlt ?? "",
        publication:
          status === "draft" ? ("draft" as const) : status === "scheduled" ? ("schedule" as const) : ("now" as const),
        scheduledAt: post.publishedAt && status === "scheduled" ? toQuebecInput(post.publishedAt) : "",
        translationId: post.translationId ?? "",
      },
      translations: { [lang]: await findPostTitles(otherLanguage(lang)) },
      revisions: (await findPostRevisions(post.id)).map((revision) => ({
        ...revision,
        createdAt: revision.createdAt.toISOString(),
      })),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/**
 * Saves the post, then shows it again (PRG); errors come back on their fields with what was
 * typed. Or restores a revision from the history (`?restore`).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { staff, post } = await requirePost(request, params.postId);
  if (new URL(request.url).searchParams.has(POST_RESTORE_QUERY)) return restoreFromHistory(request, staff, post);
  const language = languageOf(request);
  const path = localizePath(`/admin/posts/${post.id}`, language);
  const outcome = await savePostFromEditor(request, staff, { kind: "update", post });
  if (outcome.ok) {
    return redirectWithToast(
      path,
      { title: getFixedT(request, "admin")("posts.saved"), variant: "success" },
      { status: 303 },
    );
  }
  if ("refused" in outcome) return refusedPostAnswer(request, outcome.refused, path);
  const conflict = outcome.conflict && {
    version: outcome.conflict.version,
    editor: outcome.conflict.updatedBy,
    date: outcome.conflict.updatedAt.toISOString(),
  };
  return data({ result: outcome.reply, conflict }, { status: outcome.status, headers: PRIVATE_PAGE_HEADERS });
}

export default function EditPostPage() {
  const { post, values, translations, revisions } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  const linkClass = "text-brand-700 hover:underline";
  return (
    <PostEditorPage
      title={values.title}
      links={
        <>
          <Link to={lp(`/admin/posts/${post.id}/preview`)} className={linkClass}>
            {t("posts.preview")}
          </Link>
          {post.status === "published" ? (
            <a href={localizePath(`/blog/${post.slug}`, post.lang)} className={linkClass}>
              {t("posts.view")}
            </a>
          ) : null}
          <Link to={lp(`/admin/posts/${post.id}/delete`)} className="text-red-700 hover:underline">
            {t("posts.delete")}
          </Link>
        </>
      }
    >
      <p className="mb-6 text-sm text-slate-600" data-testid="post-state">
        {t(`posts.statuses.${post.status}`)} · {t(`posts.languages.${post.lang}`)} ·{" "}
        {t("posts.lastChange", {
          date: formatDateTime(post.updatedAt, language),
          editor: post.editor ?? t("posts.seed"),
        })}
      </p>
      {actionData?.conflict ? (
        <div className="mb-6 space-y-2" data-testid="post-conflict">
          <FormAlert
            id="post-conflict"
            title={t("posts.conflict.title")}
            description={t("posts.conflict.body", {
              editor: actionData.conflict.editor ?? t("posts.history.unknownAuthor"),
              date: formatDateTime(actionData.conflict.date, language),
            })}
          />
          <a href={lp(`/admin/posts/${post.id}`)} target="_blank" rel="noreferrer" className={linkClass}>
            {t("posts.conflict.open")}
          </a>
        </div>
      ) : null}
      <PostEditorForm
        key={post.updatedAt}
        values={values}
        lastResult={actionData?.result}
        translations={translations}
        // After a refused save the form carries the version it was refused for: saving
        // again, told so, replaces it (the other's text stays in the history).
        version={actionData?.conflict?.version ?? post.version}
      />
      <PostHistory postId={post.id} version={post.version} revisions={revisions} />
    </PostEditorPage>
  );
}
