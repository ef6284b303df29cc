import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Prisma } from "~/generated/prisma/client";
import { fromQuebecInput } from "~/utils/quebec-time";
import {
  POST_CONTENT_MAX,
  postSchema,
  postStatusOf,
  readTimeOf,
  type PostFieldError,
  type PostInput,
} from "~/blog/post-schemas";
import { env } from "~/env.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { formatBytes } from "~/media/media";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { uploadFormImage, type MediaFailure } from "~/media/media.server";
import {
  createEditorPost,
  findPostByCreateKey,
  findPostForStaff,
  isPostInLanguage,
  isSlugTaken,
  restorePostRevision,
  updateEditorPost,
  type EditorPost,
  type PostConflict,
} from "~/blog/post.server";
import { mediaTypeOf, requireFormData } from "~/utils/request-body.server";
import { formatDateTime } from "~/utils/date-format";
import { localizePath } from "~/utils/locale";
import { languages, type Language } from "~/utils/locale";
import { memberOf } from "~/utils/misc";
import { sanitizePostHtml } from "~/utils/sanitize-html.server";

/** Text fields of the editor's form, HTML included: the content limit (UTF-8 may take 4 bytes a character) and the rest. */
const MAX_TEXT_FIELD_BYTES = POST_CONTENT_MAX * 4 + 64 * 1024;

type Staff = { id: string; role: string };

/** The post being edited, or the language and one-time key of the form creating one. */
export type EditorTarget =
  { kind: "update"; post: { id: string; lang: string; publishedAt: Date | null } } | { kind: "create"; lang: Language };

/** The version the editor's form was made from (its hidden field); none: refused like an older one. */
export function formVersion(fields: FormData) {
  const version = Number(fields.get("version"));
  return Number.isSafeInteger(version) ? version : -1;
}

export type EditorOutcome =
  | { ok: true; id: string; created: boolean }
  | { ok: false; reply: SubmissionResult<string[]>; status: number; conflict?: PostConflict }
  | { ok: false; refused: MediaFailure; status: number };

/** Staff only, and only a post that exists: anything else is the not-found page. */
export async function requirePost(request: Request, postId: string | undefined) {
  const staff = await requireStaff(request);
  const post = await findPostForStaff(postId ?? "");
  if (!post) throw new Response("Not Found", { status: 404, headers: PRIVATE_PAGE_HEADERS });
  return { staff, post, lang: memberOf(languages, post.lang) ?? "fr" };
}

/**
 * The editor's form as posted: multipart (with a cover file: it goes to the staff member's
 * media, and its address into `imageUrl`) or url-encoded. A cover that is not an image is
 * removed again, one over the size limit never stored; either is named as the field's error.
 */
async function readEditorForm(request: Request, staff: Staff) {
  if (mediaTypeOf(request) !== "multipart/form-data") {
    return { fields: await requireFormData(request, MAX_TEXT_FIELD_BYTES) };
  }
  const upload = await uploadFormImage(request, staff, { field: "cover", maxFieldBytes: MAX_TEXT_FIELD_BYTES });
  if (!upload.ok) return { refused: upload.reason, status: upload.status };
  if (upload.url) upload.fields.set("imageUrl", upload.url);
  // A cover refused is dropped, not the post: the form comes back with what was typed.
  if (upload.error === "not_image")
    return { fields: upload.fields, coverError: "coverNotImage" satisfies PostFieldError };
  if (upload.error === "too_large")
    return { fields: upload.fields, coverError: "coverTooLarge" satisfies PostFieldError };
  return { fields: upload.fields };
}

/** When the post is public: never (draft), from now (or the date it already had), or the scheduled time. */
function publicationDate(input: PostInput, before: Date | null, now: Date) {
  if (input.publication === "draft") return null;
  if (input.publication === "schedule") return fromQuebecInput(input.scheduledAt ?? "");
  return before && postStatusOf(before, now) === "published" ? before : now;
}

/**
 * Validates and saves the editor's form: the fields' rules, a slug free in the post's
 * language, a translation in the other language; the content sanitized with the allow-list
 * that renders it, so no script or event handler is ever stored. A form's second submit
 * (its one-time `formKey`) finds the post the first one created.
 */
export async function savePostFromEditor(
  request: Request,
  staff: Staff,
  target: EditorTarget,
  now = new Date(),
): Promise<EditorOutcome> {
  const form = await readEditorForm(request, staff);
  if (!form.fields) return { ok: false, refused: form.refused, status: form.status };
  const { fields, coverError } = form;

  const formKey = String(fields.get("formKey") ?? "");
  // The post this form's earlier submit created, if any: its answer is this one's too.
  const earlierCreation = async () => {
    const earlier = target.kind === "create" && formKey ? await findPostByCreateKey(formKey) : null;
    return earlier ? { ok: true as const, id: earlier.id, created: true } : null;
  };
  const earlier = await earlierCreation();
  if (earlier) return earlier;

  const submission = parseWithZod(fields, { schema: postSchema });
  const lang = target.kind === "create" ? (memberOf(languages, fields.get("lang")) ?? target.lang) : target.post.lang;
  const refuse = (fieldErrors: Record<string, string[]>) => ({
    ok: false as const,
    reply: submission.reply({ fieldErrors }),
    status: 400,
  });
  if (submission.status !== "success") {
    const reply = submission.reply();
    if (coverError) reply.error = { ...reply.error, cover: [coverError] };
    return { ok: false, reply, status: 400 };
  }
  const input = submission.value;
  const errors: Record<string, string[]> = {};
  if (coverError) errors.cover = [coverError];
  const exceptId = target.kind === "update" ? target.post.id : undefined;
  if (await isSlugTaken(input.slug, lang, exceptId)) {
    // Taken by this form's earlier submit, committed since the check above (two submits at once).
    const taker = await earlierCreation();
    if (taker) return taker;
    errors.slug = ["slugTaken" satisfies PostFieldError];
  }
  if (input.translationId) {
    if (!(await isPostInLanguage(input.translationId, lang === "fr" ? "en" : "fr")))
      errors.translationId = ["translationInvalid" satisfies PostFieldError];
  }
  if (Object.keys(errors).length > 0) return refuse(errors);

  const content = (await sanitizePostHtml(input.content)).trim();
  const post: EditorPost = {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt,
    content,
    imageUrl: input.imageUrl ?? null,
    imageAlt: input.imageUrl ? (input.imageAlt ?? null) : null,
    publishedAt: publicationDate(input, target.kind === "update" ? target.post.publishedAt : null, now),
    readTime: readTimeOf(content),
    translationId: input.translationId ?? null,
  };
  try {
    if (target.kind === "update") {
      const saved = await updateEditorPost(target.post.id, post, {
        editorId: staff.id,
        version: formVersion(fields),
        now,
      });
      if (!saved.ok) {
        // Saved by someone else since this form was made: refused, what was typed comes back (docs/decisions/051).
        return {
          ok: false,
          reply: submission.reply({ formErrors: ["conflict"] }),
          status: 409,
          conflict: saved.conflict,
        };
      }
      return { ok: true, id: target.post.id, created: false };
    }
    const created = await createEditorPost(post, {
      lang: lang === "en" ? "en" : "fr",
      createKey: formKey || crypto.randomUUID(),
      editorId: staff.id,
    });
    return { ok: true, id: created.id, created: true };
  } catch (error) {
    // Two saves at once: the unique index decides; the loser hears why.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") throw error;
    return (await earlierCreation()) ?? refuse({ slug: ["slugTaken" satisfies PostFieldError] });
  }
}

/** The answer to a post whose body could not be read (a cover over the size limit, a broken upload): back to the form with why. */
export function refusedPostAnswer(request: Request, reason: MediaFailure, formPath: string) {
  const t = getFixedT(request, "admin");
  const mediaTexts = getFixedT(request, "media");
  return redirectWithToast(
    formPath,
    {
      title: t("posts.uploadRefused"),
      description: mediaTexts(`errors.${reason}`, { size: formatBytes(env.MEDIA_MAX_BYTES, languageOf(request)) }),
      variant: "destructive",
    },
    { status: 303 },
  );
}

/**
 * Restores one of the post's revisions (the history's form: `revisionId`, and the version
 * the history was shown at) as its next version; back to the editor, told what happened.
 */
export async function restoreFromHistory(request: Request, staff: Staff, post: { id: string }) {
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
