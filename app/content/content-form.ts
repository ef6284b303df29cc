import type { ContentImage, ContentPart } from "~/content/content-kinds";
import { partId } from "~/content/content-kinds";
import { OWN_IMAGE_URL } from "~/config/routes";

// The generic editor's form (docs/decisions/051), made from an entry's document: every text
// a field, lists with their items and one blank item more (a blank item is removed, so lists
// grow and shrink without JavaScript), objects as groups. Field names are "p<part>.<path>",
// array items by index. Shared by the loader (the fields), the action (reading a post
// back) and the page (which only draws what it is given).

/** A text longer than this is refused, whatever the field. */
export const CONTENT_TEXT_MAX = 5_000;
/** What fits a search result (docs/decisions/051): a title, a description's range. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MIN = 70;
export const SEO_DESCRIPTION_MAX = 160;

export const contentFieldErrors = [
  "tooLong",
  "required",
  "titleTooLong",
  "descriptionLength",
  "altRequired",
  "imageInvalid",
  "notImage",
  "imageTooLarge",
] as const;
export type ContentFieldError = (typeof contentFieldErrors)[number];
/** The new glossary term's errors (its texts are content.errors.*, as the editor's). */
export const glossaryErrors = ["required", "tooLong", "translationInvalid", "alreadyTranslated"] as const;
export type GlossaryError = (typeof glossaryErrors)[number];

/** The leaves whose texts are long enough to want a textarea, whatever they hold today. */
const longLeaves = new Set(["text", "description", "intro", "definition", "bio", "answer", "body", "disclaimer"]);

export type ContentField =
  | {
      type: "text";
      name: string;
      /** The path inside its part, for the label ("faqs", "1", "question"). */
      path: string[];
      value: string;
      /** The French text of the same field, on an English entry. */
      french?: string;
      long: boolean;
      limit?: "title" | "description";
    }
  | {
      type: "image";
      /** The address's field; its file input is `<name>.file`, its removal `<name>.remove`. */
      name: string;
      path: string[];
      url: string;
      altName: string;
      alt: string;
      /** The French image and alt text, on an English entry: what the page shows where this one has none. */
      frenchUrl?: string;
      frenchAlt?: string;
    }
  | { type: "group"; name: string; path: string[]; children: ContentField[] }
  | { type: "list"; name: string; path: string[]; items: ContentField[] };

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The search-result limit of a field, by its path: meta.title, meta.description, seoTitle, seoDescription. */
export function limitOf(path: readonly string[]): "title" | "description" | undefined {
  const leaf = path.at(-1);
  const parent = path.at(-2);
  if (leaf === "seoTitle" || (parent === "meta" && leaf === "title")) return "title";
  if (leaf === "seoDescription" || (parent === "meta" && leaf === "description")) return "description";
  return undefined;
}

/** An item like `sample` with every text empty: the blank item a list offers. */
function blankLike(sample: Json): Json {
  if (Array.isArray(sample)) return [];
  if (isObject(sample))
    return Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, blankLike(value)]));
  return "";
}

/**
 * The shape of a value: this language's, with what only the French has added empty (a
 * translation not yet written shows every field). A list this language lacks shows the
 * French items empty, so each can be translated in place.
 */
function shapeOf(own: Json, french: Json): Json {
  if (Array.isArray(own)) return own;
  if (own === undefined && Array.isArray(french)) return french.map(blankLike);
  if (isObject(own) || (own === undefined && isObject(french))) {
    const mine = isObject(own) ? own : {};
    const theirs = isObject(french) ? french : {};
    const keys = [...new Set([...Object.keys(theirs), ...Object.keys(mine)])];
    return Object.fromEntries(keys.map((key) => [key, shapeOf(mine[key], theirs[key])]));
  }
  return typeof own === "string" ? own : own === undefined ? "" : String(own);
}

function fieldsOf(value: Json, french: Json, name: string, path: string[], english: boolean): ContentField {
  if (Array.isArray(value)) {
    const frenchItems = Array.isArray(french) ? french : [];
    const sample = value[0] ?? frenchItems[0] ?? "";
    const items = [...value, blankLike(sample)].map((item, index) =>
      fieldsOf(item, frenchItems[index], `${name}.${index}`, [...path, String(index)], english),
    );
    return { type: "list", name, path, items };
  }
  if (isObject(value)) {
    const frenchObject = isObject(french) ? french : {};
    return {
      type: "group",
      name,
      path,
      children: Object.entries(value).map(([key, child]) =>
        fieldsOf(child, frenchObject[key], `${name}.${key}`, [...path, key], english),
      ),
    };
  }
  const text = typeof value === "string" ? value : "";
  const frenchText = typeof french === "string" ? french : undefined;
  const leaf = path.filter((segment) => !/^\d+$/.test(segment)).at(-1) ?? "";
  return {
    type: "text",
    name,
    path,
    value: text,
    ...(english && frenchText ? { french: frenchText } : {}),
    long: longLeaves.has(leaf) || Math.max(text.length, frenchText?.length ?? 0) > 90,
    ...(limitOf(path) ? { limit: limitOf(path) } : {}),
  };
}

/** The image's fields in a part's value: its address and alt text ("" when unset). */
function imageOf(value: Json, image: ContentImage) {
  const text = (key: string) => (isObject(value) && typeof value[key] === "string" ? value[key] : "");
  return { url: text(image.field), alt: text(image.alt) };
}

/** The name of an image's file input and of its removal box. */
export const imageFileName = (name: string) => `${name}.file`;
export const imageRemoveName = (name: string) => `${name}.remove`;

/**
 * The form's fields for a document: one group per part (its fields named "p<index>..."),
 * shaped by this language's document and, for English, the French one (its hints). The
 * kind's image, if any, is one field of the first part's, shown last.
 */
export function contentFields(
  parts: readonly ContentPart[],
  document: Record<string, Json>,
  french: Record<string, Json> | null,
  image?: ContentImage,
): ContentField[] {
  return parts.map((part, index) => {
    const frenchValue = french?.[partId(part)];
    const value = shapeOf(document[partId(part)], frenchValue);
    const field = fieldsOf(value, frenchValue, `p${index}`, [], french !== null);
    if (index > 0 || !image || field.type !== "group") return field;
    const names = new Set([`${field.name}.${image.field}`, `${field.name}.${image.alt}`]);
    const { url, alt } = imageOf(value, image);
    const frenchImage = french === null ? { url: "", alt: "" } : imageOf(frenchValue, image);
    return {
      ...field,
      children: [
        ...field.children.filter((child) => !names.has(child.name)),
        {
          type: "image",
          name: `${field.name}.${image.field}`,
          path: [image.field],
          url,
          altName: `${field.name}.${image.alt}`,
          alt,
          ...(frenchImage.url ? { frenchUrl: frenchImage.url } : {}),
          ...(frenchImage.alt ? { frenchAlt: frenchImage.alt } : {}),
        },
      ],
    };
  });
}

/** A form post's values: `get` reads one field; `names` lists every field posted. */
export type PostedForm = { get: (name: string) => string | null; names: readonly string[] };

const isBlank = (value: Json): boolean =>
  typeof value === "string"
    ? value.trim() === ""
    : Array.isArray(value)
      ? value.every(isBlank)
      : isObject(value)
        ? Object.values(value).every(isBlank)
        : true;

/** Reads a value shaped like `shape` back from the post; list items as many as were posted, blank ones removed. */
function readValue(shape: Json, form: PostedForm, name: string): Json {
  if (Array.isArray(shape)) {
    const sample = shape[0] ?? "";
    const items: Json[] = [];
    for (let index = 0; index < 500; index += 1) {
      const itemName = `${name}.${index}`;
      const posted = form.names.some((each) => each === itemName || each.startsWith(`${itemName}.`));
      if (!posted) break;
      items.push(readValue(shape[index] ?? blankLike(sample), form, itemName));
    }
    return items.filter((item) => !isBlank(item));
  }
  if (isObject(shape)) {
    return Object.fromEntries(
      Object.entries(shape).map(([key, child]) => [key, readValue(child, form, `${name}.${key}`)]),
    );
  }
  return (form.get(name) ?? "").replace(/\r\n?/g, "\n").trim();
}

function textAt(value: Json, path: readonly string[]): string {
  let node = value;
  for (const key of path)
    node = isObject(node) || Array.isArray(node) ? (node as Record<string, Json>)[key] : undefined;
  return typeof node === "string" ? node : "";
}

/** The errors of a read value, by field name. */
function errorsOf(
  value: Json,
  before: Json,
  name: string,
  path: string[],
  inItem: boolean,
  errors: Record<string, ContentFieldError>,
) {
  if (Array.isArray(value)) {
    value.forEach((item, index) => errorsOf(item, before, `${name}.${index}`, [...path, String(index)], true, errors));
    return;
  }
  if (isObject(value)) {
    for (const [key, child] of Object.entries(value))
      errorsOf(child, before, `${name}.${key}`, [...path, key], inItem, errors);
    return;
  }
  const text = typeof value === "string" ? value : "";
  const limit = limitOf(path);
  if (text.length > CONTENT_TEXT_MAX) errors[name] = "tooLong";
  else if (text === "" && (inItem ? typeof value === "string" : textAt(before, path) !== "")) errors[name] = "required";
  else if (limit === "title" && text.length > SEO_TITLE_MAX) errors[name] = "titleTooLong";
  else if (
    limit === "description" &&
    text !== "" &&
    (text.length < SEO_DESCRIPTION_MIN || text.length > SEO_DESCRIPTION_MAX)
  )
    errors[name] = "descriptionLength";
}

/** What is kept: texts left empty are dropped (an English one then shows the French), and groups left empty. */
function kept(value: Json, keepEmptyLists: boolean): Json {
  if (Array.isArray(value)) return value.length === 0 && !keepEmptyLists ? undefined : value;
  if (isObject(value)) {
    const entries = Object.entries(value)
      .map(([key, child]) => [key, kept(child, keepEmptyLists)] as const)
      .filter(([, child]) => child !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value === "" ? undefined : value;
}

export type ReadContent = {
  /** The document as typed (blank list items removed), to show again with its errors. */
  typed: Record<string, Json>;
  /** The document to save: empty texts left out. */
  document: Record<string, Json>;
  errors: Record<string, ContentFieldError>;
};

/**
 * Reads the editor's post against the entry's current document (and the French one, for
 * English): every text at most CONTENT_TEXT_MAX; a text that had a value may not be emptied,
 * unless it is a list item's (emptying the whole item removes it; an item kept needs all its
 * texts); search titles and descriptions within their lengths.
 */
export function readContentForm(
  parts: readonly ContentPart[],
  current: Record<string, Json>,
  french: Record<string, Json> | null,
  form: PostedForm,
  image?: ContentImage,
): ReadContent {
  const typed: Record<string, Json> = {};
  const document: Record<string, Json> = {};
  const errors: Record<string, ContentFieldError> = {};
  parts.forEach((part, index) => {
    const id = partId(part);
    const shape = shapeOf(current[id], french?.[id]);
    const value = readValue(
      index === 0 && image && isObject(shape) ? { ...shape, [image.field]: "", [image.alt]: "" } : shape,
      form,
      `p${index}`,
    );
    typed[id] = value;
    errorsOf(value, current[id], `p${index}`, [], false, errors);
    if (index === 0 && image && isObject(value)) readImage(value, image, `p${index}`, form, errors);
    const saved = kept(value, french === null);
    if (saved !== undefined) document[id] = saved;
  });
  return { typed, document, errors };
}

/**
 * An image's fields, read in place in its part's value: removed (both emptied) when its box
 * is ticked; else an address of the site's own media with its alt text, or neither. They
 * may be emptied, unlike other texts: an entry needs no image.
 */
function readImage(
  value: Record<string, Json>,
  image: ContentImage,
  partName: string,
  form: PostedForm,
  errors: Record<string, ContentFieldError>,
) {
  const name = `${partName}.${image.field}`;
  const altName = `${partName}.${image.alt}`;
  delete errors[name];
  delete errors[altName];
  if (form.get(imageRemoveName(name))) {
    value[image.field] = "";
    value[image.alt] = "";
    return;
  }
  const url = String(value[image.field] ?? "");
  const alt = String(value[image.alt] ?? "");
  if (url && (url.length > 500 || !OWN_IMAGE_URL.test(url))) errors[name] = "imageInvalid";
  if (alt.length > CONTENT_TEXT_MAX) errors[altName] = "tooLong";
  else if (url && !alt) errors[altName] = "altRequired";
}

/** The readable name a back-office list gives an entry: its term, name, company (a case study) or title. */
export function entryTitle(
  parts: readonly ContentPart[],
  document: Record<string, Json> | undefined,
): string | undefined {
  const first = parts[0] ? document?.[partId(parts[0])] : undefined;
  if (!isObject(first)) return undefined;
  for (const key of ["term", "name", "company", "title"]) {
    const value = first[key];
    if (typeof value === "string" && value.trim()) return value;
  }
  return undefined;
}

/** A changed field's name ("part:path.to.field") as its part index's path, for its label. */
export function changedPath(parts: readonly ContentPart[], changed: string): string[] {
  for (const part of parts) {
    const id = partId(part);
    if (changed === id) return [];
    if (changed.startsWith(`${id}.`)) return changed.slice(id.length + 1).split(".");
  }
  return changed.split(".");
}

/** An entry's editor, in the back office's French path (localize it for the page's language). */
export function contentEditorPath(kind: string, key: string, language: string) {
  return `/admin/content/${kind}/${key}?lang=${language}`;
}
