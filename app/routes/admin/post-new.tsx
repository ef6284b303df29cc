import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { PostEditorForm } from "~/blog/post-editor-form";
import { PostEditorPage } from "~/blog/post-editor-page";
import { refusedPostAnswer, savePostFromEditor } from "~/blog/post-editor.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { findPostTitles } from "~/blog/post.server";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { localizePath } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** A new post's editor, in the interface's language by default; the form's one-time key is made here. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const language = languageOf(request);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "newPostMeta"), noindex: true },
      language,
      formKey: crypto.randomUUID(),
      // A post in French may translate an English post, and the other way round.
      translations: { fr: await findPostTitles("en"), en: await findPostTitles("fr") },
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/** Creates the post (once per form), then opens its editor (PRG). */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const language = languageOf(request);
  const t = getFixedT(request, "admin");
  const outcome = await savePostFromEditor(request, staff, { kind: "create", lang: language });
  if (outcome.ok) {
    const path = localizePath(`/admin/posts/${outcome.id}`, language);
    return redirectWithToast(path, { title: t("posts.created"), variant: "success" }, { status: 303 });
  }
  if ("refused" in outcome)
    return refusedPostAnswer(request, outcome.refused, localizePath("/admin/posts/new", language));
  return data({ result: outcome.reply }, { status: outcome.status, headers: PRIVATE_PAGE_HEADERS });
}

export default function NewPostPage() {
  const { language, formKey, translations } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <PostEditorPage title={t("posts.new")}>
      <PostEditorForm
        values={{
          title: "",
          slug: "",
          excerpt: "",
          content: "",
          imageUrl: "",
          imageAlt: "",
          publication: "draft",
          scheduledAt: "",
          translationId: "",
        }}
        lastResult={actionData?.result}
        translations={translations}
        formKey={formKey}
        language={language}
      />
    </PostEditorPage>
  );
}
