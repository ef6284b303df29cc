import { Form, useNavigation } from "@remix-run/react";
import { useState } from "react";
import {
  contentFieldErrors,
  imageFileName,
  imageRemoveName,
  SEO_DESCRIPTION_MAX,
  SEO_DESCRIPTION_MIN,
  SEO_TITLE_MAX,
  type ContentField,
  type ContentFieldError,
} from "~/content/content-form";
import { buttonClass } from "~/components/button-link";
import { controlClass, FieldErrors } from "~/components/form-fields";
import { IMAGE_ACCEPT } from "~/media/media";
import { memberOf } from "~/utils/misc";
import { useHydrated } from "~/utils/use-hydrated";
import { useTranslation } from "~/utils/translation";

type Translate = ReturnType<typeof useTranslation>["t"];

/** A field's readable name from its path: "FAQ 2 · Question"; a name without a translation shows as it is. */
export function fieldLabel(path: readonly string[], t: Translate) {
  const words: string[] = [];
  for (const segment of path) {
    if (/^\d+$/.test(segment) && words.length > 0) words[words.length - 1] += ` ${Number(segment) + 1}`;
    // The texts a page carries leave out every key named "meta" (its loaders read them): its name has another key.
    else words.push(t(`content.fieldNames.${segment === "meta" ? "metaFields" : segment}`, { defaultValue: segment }));
  }
  return words.join(" · ");
}

type Errors = Record<string, string>;

/** The length a search result shows, counted as the staff member types (once the page runs); the limit as text before. */
function LengthHint({ id, limit, length }: { id: string; limit: "title" | "description"; length: number }) {
  const { t } = useTranslation("admin");
  const hydrated = useHydrated();
  const over =
    limit === "title"
      ? length > SEO_TITLE_MAX
      : length > 0 && (length < SEO_DESCRIPTION_MIN || length > SEO_DESCRIPTION_MAX);
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {limit === "title"
        ? t("content.limits.title", { count: SEO_TITLE_MAX })
        : t("content.limits.description", { count: SEO_DESCRIPTION_MAX, min: String(SEO_DESCRIPTION_MIN) })}
      {hydrated ? (
        <span className={over ? "font-semibold text-red-700" : "text-slate-500"} data-testid="length-counter">
          {" "}
          {limit === "title"
            ? t("content.counter", { count: length, max: String(SEO_TITLE_MAX) })
            : t("content.counterRange", {
                count: length,
                min: String(SEO_DESCRIPTION_MIN),
                max: String(SEO_DESCRIPTION_MAX),
              })}
        </span>
      ) : null}
    </p>
  );
}

function TextInput({
  field,
  label,
  errors,
}: {
  field: Extract<ContentField, { type: "text" }>;
  label: string;
  errors: Errors;
}) {
  const { t } = useTranslation("admin");
  const errorText = useErrorText();
  const [length, setLength] = useState(field.value.length);
  const id = `content-${field.name}`;
  const error = memberOf(contentFieldErrors, errors[field.name]);
  const described = [
    field.french !== undefined ? `${id}-french` : null,
    field.limit ? `${id}-limit` : null,
    error ? `${id}-error` : null,
  ].filter(Boolean);
  const props = {
    id,
    name: field.name,
    defaultValue: field.value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described.length ? described.join(" ") : undefined,
    onInput: field.limit
      ? (event: React.FormEvent<HTMLInputElement | HTMLTextAreaElement>) => setLength(event.currentTarget.value.length)
      : undefined,
    className: controlClass,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {field.long ? (
        <textarea {...props} rows={Math.min(8, Math.max(3, Math.ceil(field.value.length / 90)))} />
      ) : (
        <input type="text" {...props} />
      )}
      {field.french !== undefined ? (
        <p id={`${id}-french`} className="mt-1.5 text-sm whitespace-pre-line text-slate-500" lang="fr">
          {t("content.frenchText", { text: field.french })}
        </p>
      ) : null}
      {field.limit ? <LengthHint id={`${id}-limit`} limit={field.limit} length={length} /> : null}
      <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} errorText={errorText} />
    </div>
  );
}

/** An error's text, for an editor's field. */
function useErrorText() {
  const { t } = useTranslation("admin");
  return (code: string) =>
    memberOf(contentFieldErrors, code) ? t(`content.errors.${code as ContentFieldError}`) : code;
}

/**
 * An entry's image: the current one, a file to upload in its place (it joins the media
 * library when the form is saved), a box to remove it, and its alt text, required with an image.
 */
function ImageInput({ field, errors }: { field: Extract<ContentField, { type: "image" }>; errors: Errors }) {
  const { t } = useTranslation("admin");
  const errorText = useErrorText();
  const id = `content-${field.name}`;
  const altId = `content-${field.altName}`;
  const error = memberOf(contentFieldErrors, errors[field.name]);
  const altError = memberOf(contentFieldErrors, errors[field.altName]);
  const altDescribed = [
    `${altId}-hint`,
    field.frenchAlt ? `${altId}-french` : null,
    altError ? `${altId}-error` : null,
  ];
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 p-3 sm:p-4" data-testid="image-field">
      <legend className="px-1 text-sm font-semibold text-slate-900">{fieldLabel(field.path, t)}</legend>
      <input type="hidden" name={field.name} value={field.url} />
      {field.url ? (
        <figure className="space-y-1">
          <img
            src={field.url}
            alt=""
            className="size-14 rounded-2xl border border-slate-200 object-contain"
            data-testid="current-image"
          />
          <figcaption className="text-xs text-slate-500">{t("content.image.current")}</figcaption>
        </figure>
      ) : (
        <p className="text-sm text-slate-600">
          {t(field.frenchUrl ? "content.image.frenchShown" : "content.image.none")}
        </p>
      )}
      <div>
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t("content.image.file")}
        </label>
        <input
          id={id}
          type="file"
          name={imageFileName(field.name)}
          accept={IMAGE_ACCEPT}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          className="block text-sm"
        />
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {t("content.image.hint")}
        </p>
        <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} errorText={errorText} />
      </div>
      {field.url ? (
        <label className="flex items-center gap-3 text-sm text-slate-800">
          <input type="checkbox" name={imageRemoveName(field.name)} value="1" className="size-4 accent-brand-600" />
          {t("content.image.remove")}
        </label>
      ) : null}
      <div>
        <label htmlFor={altId} className="mb-1.5 block text-sm font-medium text-slate-800">
          {t("content.image.alt")}
        </label>
        <input
          id={altId}
          type="text"
          name={field.altName}
          defaultValue={field.alt}
          aria-invalid={altError ? true : undefined}
          aria-describedby={altDescribed.filter(Boolean).join(" ")}
          className={controlClass}
        />
        <p id={`${altId}-hint`} className="mt-1.5 text-sm text-slate-600">
          {t("content.image.altHint")}
        </p>
        {field.frenchAlt ? (
          <p id={`${altId}-french`} className="mt-1.5 text-sm text-slate-500" lang="fr">
            {t("content.frenchText", { text: field.frenchAlt })}
          </p>
        ) : null}
        <FieldErrors id={`${altId}-error`} errors={altError ? [altError] : undefined} errorText={errorText} />
      </div>
    </fieldset>
  );
}

/** Whether a form holds an image field: it is then posted as multipart, its file with it. */
function hasImage(fields: readonly ContentField[]): boolean {
  return fields.some((field) =>
    field.type === "image" ? true : field.type === "group" ? hasImage(field.children) : false,
  );
}

function Fields({ field, errors }: { field: ContentField; errors: Errors }) {
  const { t } = useTranslation("admin");
  if (field.type === "text") return <TextInput field={field} label={fieldLabel(field.path, t)} errors={errors} />;
  if (field.type === "image") return <ImageInput field={field} errors={errors} />;
  const children = field.type === "group" ? field.children : field.items;
  const inner = (
    <div className="space-y-5">
      {field.type === "list" ? <p className="text-sm text-slate-500">{t("content.listHint")}</p> : null}
      {children.map((child) => (
        <Fields key={child.name} field={child} errors={errors} />
      ))}
    </div>
  );
  // A part is the form's own level; what is nested in it is a fieldset named by its path.
  if (field.path.length === 0) return inner;
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-3 sm:p-4" data-list={field.type === "list" || undefined}>
      <legend className="px-1 text-sm font-semibold text-slate-900">{fieldLabel(field.path, t)}</legend>
      {inner}
    </fieldset>
  );
}

/**
 * The generic editor: the entry's fields as a native form (it works without JavaScript),
 * its version hidden, and two ways to save: a draft, or publish.
 */
export function ContentEditorForm({
  fields,
  errors,
  version,
}: {
  fields: ContentField[];
  errors: Errors;
  version: number;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent");
  return (
    <Form
      method="post"
      encType={hasImage(fields) ? "multipart/form-data" : undefined}
      className="space-y-6"
      data-testid="content-editor"
      noValidate
    >
      <input type="hidden" name="version" value={version} />
      {fields.map((field) => (
        <Fields key={field.name} field={field} errors={errors} />
      ))}
      <div className="sticky bottom-0 flex flex-wrap gap-3 border-t border-slate-200 bg-white/95 py-4">
        <button
          type="submit"
          name="intent"
          value="draft"
          disabled={Boolean(pending)}
          className={buttonClass("secondary", "px-5 py-2.5")}
        >
          {pending === "draft" ? t("content.saving") : t("content.saveDraft")}
        </button>
        <button
          type="submit"
          name="intent"
          value="publish"
          disabled={Boolean(pending)}
          className={buttonClass("primary", "px-5 py-2.5")}
        >
          {pending === "publish" ? t("content.saving") : t("content.publish")}
        </button>
      </div>
    </Form>
  );
}
