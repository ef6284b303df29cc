import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ComponentType } from "react";
import { useTranslation } from "~/utils/translation";
import { POST_CONTENT_MAX, postFieldErrors, publications, slugify, type Publication } from "~/blog/post-schemas";
import { controlClass, FieldErrors, SubmitButton, TextareaField, TextField } from "~/components/form-fields";
import { languages, type Language } from "~/utils/locale";
import { memberOf } from "~/utils/misc";
import { useHydrated } from "~/utils/use-hydrated";
import { IMAGE_ACCEPT } from "~/media/media";

/** What the editor starts from: the post's saved values (or a new post's), as the form's strings. */
export type PostEditorValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  imageUrl: string;
  imageAlt: string;
  publication: Publication;
  scheduledAt: string;
  translationId: string;
};

type RichTextEditorType = ComponentType<{ textarea: HTMLTextAreaElement; label: string }>;

/**
 * The content's rich-text editor, once the page runs: its module (TipTap) is imported here
 * only, so no other page and no server render carries it. Content the editor cannot hold
 * (a table, an embed) keeps the plain textarea.
 */
function RichContent({ textareaId, label }: { textareaId: string; label: string }) {
  const [editor, setEditor] = useState<{ Editor: RichTextEditorType; textarea: HTMLTextAreaElement } | null>(null);
  useEffect(() => {
    let current = true;
    void import("~/blog/rich-text-editor").then(({ RichTextEditor, isEditable }) => {
      const textarea = document.getElementById(textareaId);
      if (current && textarea instanceof HTMLTextAreaElement && isEditable(textarea.value))
        setEditor({ Editor: RichTextEditor, textarea });
    });
    return () => {
      current = false;
    };
  }, [textareaId]);
  return editor ? <editor.Editor textarea={editor.textarea} label={label} /> : null;
}

/**
 * The post editor: a native multipart form (the cover file goes with it) that works
 * without JavaScript; the server judges every field and answers with the errors and what
 * was typed (conform's lastResult). A new post's form carries its one-time key.
 */
export function PostEditorForm({
  values,
  lastResult,
  translations,
  formKey,
  language,
  version,
}: {
  values: PostEditorValues;
  lastResult: SubmissionResult<string[]> | null | undefined;
  /** The posts this one may translate, by the language this one is written in (posts of the other). */
  translations: Partial<Record<Language, Array<{ id: string; title: string }>>>;
  /** A new post only: its one-time key and the language it may be written in. */
  formKey?: string;
  language?: string;
  /** An existing post only: the version this form is made from (a save from an older one is refused). */
  version?: number;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const [form, fields] = useForm({ id: "post-editor", lastResult, defaultValue: values, shouldValidate: "onSubmit" });
  const [title, setTitle] = useState(values.title);
  // The language chosen (a new post's), kept through a refused post. Once the page runs,
  // the translation list shows only the posts that suit it; before, and without
  // JavaScript, it shows each language's, grouped (the server refuses a wrong one).
  const [chosenLanguage, setChosenLanguage] = useState(memberOf(languages, lastResult?.initialValue?.lang) ?? language);
  const hydrated = useHydrated();
  const translationGroups = languages.filter(
    (each) => translations[each] && (!hydrated || !chosenLanguage || each === chosenLanguage),
  );
  const errorText = (error: string) => {
    const code = memberOf(postFieldErrors, error);
    return code ? t(`posts.errors.${code}`) : error;
  };
  const imageUrl = String(fields.imageUrl.value ?? values.imageUrl);
  const publication = memberOf(publications, fields.publication.value) ?? values.publication;
  const coverErrors = form.allErrors.cover;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      className="space-y-6"
      data-testid="post-editor"
    >
      {formKey ? <input type="hidden" name="formKey" value={formKey} /> : null}
      {version === undefined ? null : <input type="hidden" name="version" value={version} />}
      <div
        onInput={(event) =>
          event.target instanceof HTMLInputElement && event.target.name === "title" && setTitle(event.target.value)
        }
      >
        <TextField meta={fields.title} label={t("posts.fields.title")} errorText={errorText} />
      </div>
      <TextField
        meta={fields.slug}
        label={t("posts.fields.slug")}
        optional
        placeholder={slugify(title)}
        hint={t("posts.fields.slugHint", { suggestion: slugify(title) || "…" })}
        errorText={errorText}
      />
      {language ? (
        <div>
          <label htmlFor="post-lang" className="mb-1.5 block text-sm font-medium text-slate-800">
            {t("posts.fields.language")}
          </label>
          <select
            id="post-lang"
            name="lang"
            value={chosenLanguage}
            onChange={(event) => setChosenLanguage(memberOf(languages, event.target.value) ?? language)}
            className={controlClass}
          >
            {languages.map((each) => (
              <option key={each} value={each}>
                {t(`posts.languages.${each}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <TextareaField meta={fields.excerpt} label={t("posts.fields.excerpt")} rows={3} errorText={errorText} />
      <TextareaField
        meta={fields.content}
        label={t("posts.fields.content")}
        optional
        rows={18}
        enhancement={<RichContent textareaId={fields.content.id} label={t("posts.fields.content")} />}
        hint={t("posts.fields.contentHint", {
          count: POST_CONTENT_MAX,
          max: POST_CONTENT_MAX.toLocaleString(language === "en" ? "en-CA" : "fr-CA"),
        })}
        errorText={errorText}
      />

      <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">{t("posts.fields.cover")}</legend>
        {imageUrl ? (
          <figure className="space-y-1">
            <img
              src={imageUrl}
              alt=""
              className="h-32 w-auto rounded-lg border border-slate-200"
              data-testid="current-cover"
            />
            <figcaption className="text-xs text-slate-500">{t("posts.fields.currentCover")}</figcaption>
          </figure>
        ) : null}
        <input type="hidden" name={fields.imageUrl.name} value={imageUrl} />
        <div>
          <label htmlFor="post-cover" className="mb-1.5 block text-sm font-medium text-slate-800">
            {t("posts.fields.cover")}
          </label>
          <input
            id="post-cover"
            type="file"
            name="cover"
            accept={IMAGE_ACCEPT}
            aria-describedby="post-cover-hint post-cover-error"
            aria-invalid={coverErrors?.length ? true : undefined}
            className="block text-sm"
          />
          <p id="post-cover-hint" className="mt-1.5 text-sm text-slate-600">
            {t("posts.fields.coverHint")}
          </p>
          <FieldErrors id="post-cover-error" errors={coverErrors} errorText={errorText} />
        </div>
        <TextField meta={fields.imageAlt} label={t("posts.fields.imageAlt")} optional errorText={errorText} />
      </fieldset>

      <fieldset className="space-y-3 rounded-2xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-800">{t("posts.fields.publication")}</legend>
        {publications.map((each) => (
          <label key={each} className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="radio"
              name={fields.publication.name}
              value={each}
              defaultChecked={publication === each}
              className="size-4 accent-brand-600"
            />
            {t(`posts.fields.${each}`)}
          </label>
        ))}
        <div>
          <label htmlFor={fields.scheduledAt.id} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t("posts.fields.scheduledAt")}
          </label>
          <input {...getInputProps(fields.scheduledAt, { type: "datetime-local" })} className={controlClass} />
          <FieldErrors id={fields.scheduledAt.errorId} errors={fields.scheduledAt.errors} errorText={errorText} />
        </div>
      </fieldset>

      <div>
        <label htmlFor={fields.translationId.id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t("posts.fields.translation")}
        </label>
        <select {...getSelectProps(fields.translationId)} className={controlClass}>
          <option value="">{t("posts.noTranslation")}</option>
          {translationGroups.map((each) =>
            translationGroups.length > 1 ? (
              <optgroup key={each} label={t(`posts.translationsFor.${each}`)}>
                <TranslationOptions posts={translations[each] ?? []} />
              </optgroup>
            ) : (
              <TranslationOptions key={each} posts={translations[each] ?? []} />
            ),
          )}
        </select>
        <FieldErrors id={fields.translationId.errorId} errors={fields.translationId.errors} errorText={errorText} />
      </div>

      <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("posts.saving")} className="px-6 py-3">
        {t("posts.save")}
      </SubmitButton>
    </Form>
  );
}

function TranslationOptions({ posts }: { posts: Array<{ id: string; title: string }> }) {
  return posts.map((post) => (
    <option key={post.id} value={post.id}>
      {post.title}
    </option>
  ));
}
