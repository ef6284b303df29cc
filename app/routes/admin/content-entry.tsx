import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import {
  deleteFromEditor,
  editorData,
  readEditorPost,
  requireEditedEntry,
  restoreFromEditor,
  saveFromEditor,
} from "~/content/content-editor.server";
import { ContentEditorPage } from "~/content/content-editor-page";
import { contentEditorPath } from "~/content/content-form";
import { pageKeys } from "~/content/content-kinds";
import { screenRoute } from "~/components/screen-route";
import { env } from "~/env.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { formatBytes } from "~/media/media";
import { redirectWithToast } from "~/platform/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { localizePath } from "~/utils/locale";
import { getPageMeta } from "~/utils/meta.server";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** The editor of one entry in one language (docs/decisions/051): its fields, its state, its history. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const edited = await requireEditedEntry(params, request);
  const editor = await editorData(edited);
  const t = getFixedT(request, "admin");
  const title = edited.isNew
    ? t(`content.newEntry.${edited.kind.name}` as "content.newEntry.case-study")
    : edited.kind.name === "page" && pageKeys.includes(edited.ref.key)
      ? t(`content.pages.${edited.ref.key}` as "content.pages.home")
      : (editor.entry.title ?? edited.ref.key);
  return data(
    { meta: { ...getPageMeta(request, "admin", "contentEntryMeta", { title }), noindex: true }, title, ...editor },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

/** Save a draft, publish, restore a revision or delete; errors and conflicts come back with what was typed. */
export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const edited = await requireEditedEntry(params, request);
  const t = getFixedT(request, "admin");
  const language = languageOf(request);
  const here = localizePath(contentEditorPath(edited.ref.kind, edited.ref.key, edited.language), language);
  const posted = await readEditorPost(request, edited, staff);
  if (!posted.form) {
    const mediaTexts = getFixedT(request, "media");
    return redirectWithToast(
      here,
      {
        title: t("content.uploadRefused"),
        description: mediaTexts(`errors.${posted.refused}`, { size: formatBytes(env.MEDIA_MAX_BYTES, language) }),
        variant: "destructive",
      },
      { status: 303 },
    );
  }
  const { form, imageError } = posted;
  const intent = form.get("intent");
  const stale = () => redirectWithToast(here, { title: t("content.stale"), variant: "destructive" }, { status: 303 });
  if (intent === "restore") {
    if (!(await restoreFromEditor(edited, form, staff.id))) return stale();
    return redirectWithToast(here, { title: t("content.restored"), variant: "success" }, { status: 303 });
  }
  if (intent === "delete") {
    if (!(await deleteFromEditor(edited, form))) return stale();
    return redirectWithToast(
      localizePath("/admin/content", language),
      { title: t("content.deleted"), variant: "success" },
      { status: 303 },
    );
  }
  const publish = intent === "publish";
  const outcome = await saveFromEditor(edited, form, { publish, authorId: staff.id, imageError });
  if (outcome.ok)
    return redirectWithToast(
      localizePath(contentEditorPath(edited.ref.kind, outcome.key, edited.language), language),
      { title: t(publish ? "content.savedPublished" : "content.saved"), variant: "success" },
      { status: 303 },
    );
  return data(
    { ...outcome, attempt: crypto.randomUUID() },
    { status: "conflict" in outcome ? 409 : 400, headers: PRIVATE_PAGE_HEADERS },
  );
}

export default function ContentEntryPage() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return <ContentEditorPage loaded={loaded} refused={refused ?? null} />;
}
