import {
  contentKind,
  contentKinds,
  fixedKeys,
  NEW_ENTRY_KEY,
  partId,
  type ContentKind,
  type ContentKindName,
} from "~/content/content-kinds";
import {
  changedPath,
  contentFields,
  entryTitle,
  imageFileName,
  imageRemoveName,
  readContentForm,
  type ContentField,
  type ContentFieldError,
  type GlossaryError,
  type PostedForm,
} from "~/content/content-form";
import {
  deleteEntry,
  findEntryDocuments,
  listEntries,
  listRevisions,
  nextPosition,
  restoreRevision,
  saveEntry,
  type EntryRef,
} from "~/content/content-entry.server";
import { siteContent, type ContentDocument } from "~/content/site-content.server";
import { uploadFormImage, type MediaFailure } from "~/media/media.server";
import { prisma } from "~/platform/db.server";
import { languages, localizePath, otherLanguage, type Language } from "~/utils/locale";
import { memberOf } from "~/utils/misc";
import { mediaTypeOf, requireFormData } from "~/utils/request-body.server";
import { slugify } from "~/utils/slug";

// The back office's content screens (docs/decisions/051): the list of every entry, the
// generic editor of one entry in one language, and the glossary's new term. Routes check
// that the visitor is staff; this module answers 404 for what does not exist.

const notFound = () => new Response("Not Found", { status: 404, headers: { "Cache-Control": "private, no-store" } });

/** A key in an address: letters, digits and dashes (a part's path splits on dots). */
const KEY = /^[A-Za-z0-9-]{1,80}$/;

export type EditedEntry = { kind: ContentKind; ref: EntryRef; language: Language; isNew?: boolean };

/** The entry an editor's address names (its kind, its key, ?lang=), or 404. */
export async function requireEditedEntry(params: { kind?: string; key?: string }, request: Request) {
  const kind = contentKind(params.kind ?? "");
  const key = params.key ?? "";
  if (!kind || !KEY.test(key)) throw notFound();
  const language = memberOf(languages, new URL(request.url).searchParams.get("lang")) ?? "fr";
  if (key === NEW_ENTRY_KEY && kind.newKeyFrom)
    return { kind, ref: { kind: kind.name, key, language }, language, isNew: true } satisfies EditedEntry;
  const fixed = fixedKeys[kind.name];
  if (fixed ? !fixed.includes(key) : (await prisma.contentEntry.count({ where: { kind: kind.name, key } })) === 0)
    throw notFound();
  return { kind, ref: { kind: kind.name, key, language }, language } satisfies EditedEntry;
}

/** Every text of a document emptied, every list emptied: a new entry's shape. */
function blank(value: unknown): unknown {
  if (typeof value === "string") return "";
  if (Array.isArray(value)) return [];
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, blank(each)]));
  return value;
}

/** A new entry of a collection: shaped as its kind's first entry, every text empty. */
async function newEntryDocument({ kind, ref, language }: EditedEntry): Promise<ContentDocument> {
  const sample =
    (await prisma.contentEntry.findFirst({ where: { kind: kind.name, language }, orderBy: { position: "asc" } })) ??
    (await prisma.contentEntry.findFirst({ where: { kind: kind.name }, orderBy: { position: "asc" } }));
  if (!sample) return {};
  const document = JSON.parse(sample.published) as ContentDocument;
  return rekeyed(kind, sample.key, ref.key, blank(document) as ContentDocument);
}

/** A document's parts moved from one key's part ids to another's. */
function rekeyed(kind: ContentKind, from: string, to: string, document: ContentDocument): ContentDocument {
  const target = kind.parts(to);
  return Object.fromEntries(
    kind.parts(from).flatMap((part, index) => {
      const value = document[partId(part)];
      const moved = target[index];
      return value === undefined || !moved ? [] : [[partId(moved), value]];
    }),
  );
}

/** The entry's documents: this language's (draft first), and the French one's published, on an English entry. */
async function documentsOf(edited: EditedEntry) {
  const { ref, language } = edited;
  if (edited.isNew) return { entry: null, current: await newEntryDocument(edited), french: null };
  const entry = await findEntryDocuments(ref);
  const french = language === "en" ? await findEntryDocuments({ ...ref, language: "fr" }) : null;
  return {
    entry,
    current: entry ? (entry.draftDocument ?? entry.publishedDocument) : {},
    french: language === "en" ? (french?.publishedDocument ?? {}) : null,
  };
}

/** Everything the editor's page shows: the fields, the state, the history. */
export async function editorData(edited: EditedEntry) {
  const { kind, ref } = edited;
  const { entry, current, french } = await documentsOf(edited);
  const parts = kind.parts(ref.key);
  const revisions = entry ? await listRevisions(entry.id) : [];
  const other = await prisma.contentEntry.count({ where: { ...ref, language: otherLanguage(edited.language) } });
  return {
    entry: {
      kind: kind.name,
      key: ref.key,
      language: edited.language,
      id: entry?.id ?? null,
      version: entry?.version ?? 0,
      hasDraft: entry?.draft != null,
      updatedAt: entry?.updatedAt.toISOString() ?? null,
      editor: entry?.updatedBy?.email ?? null,
      title: entryTitle(parts, current) ?? entryTitle(parts, french ?? undefined) ?? null,
      collection: "collection" in kind,
      otherLanguageExists: other > 0,
      page: localizePath(kind.page(ref.key), edited.language),
    },
    fields: contentFields(parts, current, french, kind.image),
    revisions: revisions.map((revision) => ({
      id: revision.id,
      version: revision.version,
      published: revision.published,
      createdAt: revision.createdAt.toISOString(),
      author: revision.author?.email ?? null,
      changed: (JSON.parse(revision.changed) as string[]).map((name) => changedPath(parts, name)),
    })),
  };
}

export type EditorOutcome =
  | { ok: true; published: boolean; key: string }
  | { ok: false; fields: ContentField[]; errors: Record<string, ContentFieldError>; version: number }
  | {
      ok: false;
      fields: ContentField[];
      errors: Record<string, ContentFieldError>;
      version: number;
      conflict: { updatedBy: string | null; updatedAt: string };
    };

/** The editor's texts with their limits; a whole page's document stays far under this. */
const MAX_EDITOR_BYTES = 2 * 1024 * 1024;

/**
 * The editor's post: multipart for a kind with an image (its file goes to the staff member's
 * media, as the media page's uploads do, and its address into the image's field), else
 * url-encoded. A file refused (not an image, over the size limit) is its field's error, the
 * rest of the form kept; a body that cannot be read is refused as the media page refuses it.
 */
export async function readEditorPost(
  request: Request,
  edited: EditedEntry,
  staff: { id: string; role: string },
): Promise<
  { form: PostedForm; imageError?: ContentFieldError } | { form?: undefined; refused: MediaFailure; status: number }
> {
  const image = edited.kind.image;
  if (!image || mediaTypeOf(request) !== "multipart/form-data")
    return { form: postedForm(await requireFormData(request, MAX_EDITOR_BYTES)) };
  const name = `p0.${image.field}`;
  const upload = await uploadFormImage(request, staff, { field: imageFileName(name), maxFieldBytes: MAX_EDITOR_BYTES });
  if (!upload.ok) return { refused: upload.reason, status: upload.status };
  if (upload.url) {
    upload.fields.set(name, upload.url);
    upload.fields.delete(imageRemoveName(name));
  }
  const form = postedForm(upload.fields);
  if (upload.error === "not_image") return { form, imageError: "notImage" };
  if (upload.error === "too_large") return { form, imageError: "imageTooLarge" };
  return { form };
}

/** The form's fields as posted: FormData's texts. */
export function postedForm(formData: FormData): PostedForm {
  const names = [...formData.keys()];
  return {
    names,
    get: (name) => {
      const value = formData.get(name);
      return typeof value === "string" ? value : null;
    },
  };
}

/**
 * Saves the editor's post as the draft or publishes it. Errors and a conflict (the entry
 * saved by someone else since the form was made) come back with what was typed; after a
 * conflict the form carries the newer version, so saving again is a choice made knowingly.
 */
export async function saveFromEditor(
  edited: EditedEntry,
  form: PostedForm,
  { publish, authorId, imageError }: { publish: boolean; authorId: string; imageError?: ContentFieldError },
): Promise<EditorOutcome> {
  const { kind, ref } = edited;
  const parts = kind.parts(ref.key);
  const { entry, current, french } = await documentsOf(edited);
  const version = Number.parseInt(form.get("version") ?? "", 10);
  const read = readContentForm(parts, current, french, form, kind.image);
  if (imageError && kind.image) read.errors[`p0.${kind.image.field}`] = imageError;
  const fields = () => contentFields(parts, read.typed, french, kind.image);
  if (Object.keys(read.errors).length > 0)
    return { ok: false, fields: fields(), errors: read.errors, version: Number.isSafeInteger(version) ? version : 0 };
  let saved = { ref, document: read.document as ContentDocument };
  if (edited.isNew && kind.newKeyFrom) {
    // A new entry's key: a slug of its name, its company (`newKeyFrom`), unique in its kind.
    const [first] = parts;
    const named = first ? (saved.document[partId(first)] as Record<string, unknown> | undefined) : undefined;
    const name = String(named?.[kind.newKeyFrom] ?? "").trim();
    if (!name) return { ok: false, fields: fields(), errors: { [`p0.${kind.newKeyFrom}`]: "required" }, version: 0 };
    const key = await freeKey(kind.name, name);
    saved = { ref: { ...ref, key }, document: rekeyed(kind, ref.key, key, saved.document) };
  }
  const position = entry
    ? undefined
    : ((
        await prisma.contentEntry.findFirst({
          where: { kind: saved.ref.kind, key: saved.ref.key },
          select: { position: true },
        })
      )?.position ?? (await nextPosition(saved.ref.kind, saved.ref.language)));
  const outcome = await saveEntry(saved.ref, {
    document: saved.document,
    version: Number.isSafeInteger(version) ? version : -1,
    publish,
    authorId,
    position,
  });
  if (outcome.ok) return { ok: true, published: publish, key: saved.ref.key };
  return {
    ok: false,
    fields: fields(),
    errors: {},
    version: outcome.conflict.version,
    conflict: { updatedBy: outcome.conflict.updatedBy, updatedAt: outcome.conflict.updatedAt.toISOString() },
  };
}

/** Makes a revision the draft: false when the form was made from an older version (or no such revision). */
export async function restoreFromEditor(edited: EditedEntry, form: PostedForm, authorId: string) {
  const version = Number.parseInt(form.get("version") ?? "", 10);
  const outcome = await restoreRevision(edited.ref, form.get("revision") ?? "", version, authorId);
  return outcome?.ok === true;
}

/** Deletes an entry of a collection kind in this language: false when it changed since the form was made. */
export async function deleteFromEditor(edited: EditedEntry, form: PostedForm) {
  if (!("collection" in edited.kind)) throw notFound();
  return deleteEntry(edited.ref, Number.parseInt(form.get("version") ?? "", 10));
}

/** A row of the back office's content list: one kind's key, in both languages. */
export type ContentRow = {
  kind: string;
  key: string;
  title: string | null;
  languages: Record<Language, boolean>;
  draft: boolean;
  updatedAt: string | null;
  editor: string | null;
};

/**
 * Every entry of every kind, one row a key: its name (its title read from its document, in
 * the page's language first), which languages it has, whether a draft waits, its last change.
 */
export async function contentList(language: Language): Promise<Array<{ kind: ContentKindName; rows: ContentRow[] }>> {
  const entries = await listEntries();
  if (!siteContent.published(language)) await siteContent.load();
  const documents = new Map<string, ContentDocument>();
  for (const each of languages)
    for (const published of siteContent.published(each) ?? [])
      documents.set(`${published.kind}/${published.key}/${each}`, published.document);
  return contentKinds.map((kind) => {
    const ofKind = entries.filter((entry) => entry.kind === kind.name);
    const keys = fixedKeys[kind.name] ?? [...new Set(ofKind.map((entry) => entry.key))];
    const rows = keys.map((key): ContentRow => {
      const ofKey = ofKind.filter((entry) => entry.key === key);
      const last = ofKey.reduce<(typeof ofKey)[number] | undefined>(
        (latest, entry) => (!latest || entry.updatedAt > latest.updatedAt ? entry : latest),
        undefined,
      );
      const title = [language, otherLanguage(language)]
        .map((each) => {
          const entry = ofKey.find((candidate) => candidate.language === each);
          const document = entry?.draft
            ? (JSON.parse(entry.draft) as ContentDocument)
            : documents.get(`${kind.name}/${key}/${each}`);
          return entryTitle(kind.parts(key), document);
        })
        .find(Boolean);
      return {
        kind: kind.name,
        key,
        title: kind.name === "page" ? null : (title ?? null),
        languages: {
          fr: ofKey.some((entry) => entry.language === "fr"),
          en: ofKey.some((entry) => entry.language === "en"),
        },
        draft: ofKey.some((entry) => entry.draft !== null),
        updatedAt: last?.updatedAt.toISOString() ?? null,
        editor: last?.updatedBy?.email ?? null,
      };
    });
    return { kind: kind.name, rows };
  });
}

/** The glossary's terms of a language, for the "translation of" choice. */
export async function glossaryTerms(language: Language) {
  if (!siteContent.published(language)) await siteContent.load();
  const kind = contentKind("glossary-term") as ContentKind;
  return (siteContent.published(language) ?? [])
    .filter((entry) => entry.kind === kind.name)
    .map((entry) => ({ key: entry.key, term: entryTitle(kind.parts(entry.key), entry.document) ?? entry.key }));
}

type GlossaryField = "lang" | "term" | "definition" | "translationOf";
const TERM_MAX = 120;
const DEFINITION_MAX = 5_000;

/** A key for a new entry of a collection: a slug of its name, unique in its kind in both languages. */
async function freeKey(kind: string, name: string) {
  const base = slugify(name, 60) || "element";
  const taken = new Set(
    (
      await prisma.contentEntry.findMany({
        where: { kind, key: { startsWith: base } },
        select: { key: true },
      })
    ).map((entry) => entry.key),
  );
  taken.add(NEW_ENTRY_KEY);
  let key = base;
  for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}-${suffix}`;
  return key;
}

/**
 * Creates and publishes a glossary term (/admin/glossary/new): in `lang`, under the key of
 * the term it translates (one of the other language without this one), or a slug of its own.
 */
export async function createGlossaryTerm(form: PostedForm, authorId: string) {
  const values = {
    lang: memberOf(languages, form.get("lang")) ?? "fr",
    term: (form.get("term") ?? "").trim(),
    definition: (form.get("definition") ?? "").replace(/\r\n?/g, "\n").trim(),
    translationOf: (form.get("translationOf") ?? "").trim(),
  };
  const errors: Partial<Record<GlossaryField, GlossaryError>> = {};
  if (!values.term) errors.term = "required";
  else if (values.term.length > TERM_MAX) errors.term = "tooLong";
  if (!values.definition) errors.definition = "required";
  else if (values.definition.length > DEFINITION_MAX) errors.definition = "tooLong";
  if (values.translationOf) {
    const original = KEY.test(values.translationOf)
      ? await prisma.contentEntry.findMany({
          where: { kind: "glossary-term", key: values.translationOf },
          select: { language: true },
        })
      : [];
    if (!original.some((entry) => entry.language === otherLanguage(values.lang)))
      errors.translationOf = "translationInvalid";
    else if (original.some((entry) => entry.language === values.lang)) errors.translationOf = "alreadyTranslated";
  }
  if (Object.keys(errors).length > 0) return { ok: false as const, values, errors };
  const key = values.translationOf || (await freeKey("glossary-term", values.term));
  const kind = contentKind("glossary-term") as ContentKind;
  const [part] = kind.parts(key);
  const ref = { kind: kind.name, key, language: values.lang };
  const saved = await saveEntry(ref, {
    document: { [part ? partId(part) : key]: { term: values.term, definition: values.definition } },
    version: 0,
    publish: true,
    authorId,
    position: await nextPosition(kind.name, values.lang),
  });
  // Taken meanwhile (the same translation posted twice at once): said on its field.
  if (!saved.ok) return { ok: false as const, values, errors: { translationOf: "alreadyTranslated" as const } };
  return { ok: true as const, key, language: values.lang };
}
