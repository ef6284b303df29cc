import type { ContentDocument } from "~/content/site-content.server";
import { siteContent } from "~/content/site-content.server";
import { prisma } from "~/platform/db.server";
import { invalidatePageCache } from "~/platform/page-cache.server";

// Writing content entries (docs/decisions/051): every save is a revision (who, when, which
// fields changed, the whole document); a save carries the version its form was made from,
// and one made from an older version is refused, so two staff never overwrite each other
// in silence. A publication reaches visitors at once: the content is read again and every
// machine's page cache emptied.

export type EntryRef = { kind: string; key: string; language: string };

export type SaveOutcome =
  | { ok: true; id: string; version: number }
  | { ok: false; conflict: { version: number; updatedBy: string | null; updatedAt: Date } };

/** The names ("part:path.to.field") of the texts that differ between two documents. */
export function changedFields(before: unknown, after: unknown, prefix = ""): string[] {
  if (typeof before !== "object" || typeof after !== "object" || before === null || after === null)
    return before === after ? [] : [prefix];
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) =>
    changedFields(
      (before as Record<string, unknown>)[key],
      (after as Record<string, unknown>)[key],
      prefix ? `${prefix}.${key}` : key,
    ),
  );
}

export function findEntry(ref: EntryRef) {
  return prisma.contentEntry.findUnique({
    where: { kind_key_language: ref },
    include: { updatedBy: { select: { email: true } } },
  });
}

export async function findEntryDocuments(ref: EntryRef) {
  const entry = await findEntry(ref);
  if (!entry) return null;
  return {
    ...entry,
    publishedDocument: JSON.parse(entry.published) as ContentDocument,
    draftDocument: entry.draft === null ? null : (JSON.parse(entry.draft) as ContentDocument),
  };
}

/** Every entry, for the back office's list: no documents. */
export function listEntries() {
  return prisma.contentEntry.findMany({
    select: {
      id: true,
      kind: true,
      key: true,
      language: true,
      version: true,
      position: true,
      updatedAt: true,
      draft: true,
      updatedBy: { select: { email: true } },
    },
    orderBy: [{ kind: "asc" }, { position: "asc" }, { key: "asc" }, { language: "asc" }],
  });
}

export function listRevisions(entryId: string) {
  return prisma.revision.findMany({
    where: { entryId },
    select: {
      id: true,
      version: true,
      published: true,
      changed: true,
      createdAt: true,
      author: { select: { email: true } },
    },
    orderBy: { version: "desc" },
    take: 50,
  });
}

export function findRevision(entryId: string, revisionId: string) {
  return prisma.revision.findFirst({ where: { id: revisionId, entryId } });
}

async function published() {
  await siteContent.load();
  await invalidatePageCache();
}

/**
 * Saves a document as the entry's draft or publishes it, if the entry is still at
 * `version` (the version the form was made from); a new entry when it has none.
 */
export async function saveEntry(
  ref: EntryRef,
  {
    document,
    version,
    publish,
    authorId,
    position,
  }: { document: ContentDocument; version: number; publish: boolean; authorId: string; position?: number },
): Promise<SaveOutcome> {
  const json = JSON.stringify(document);
  const outcome = await prisma.$transaction(async (tx) => {
    const current = await tx.contentEntry.findUnique({
      where: { kind_key_language: ref },
      include: { updatedBy: { select: { email: true } } },
    });
    if ((current?.version ?? 0) !== version)
      return {
        ok: false as const,
        conflict: {
          version: current?.version ?? 0,
          updatedBy: current?.updatedBy?.email ?? null,
          updatedAt: current?.updatedAt ?? new Date(),
        },
      };
    const before = current ? JSON.parse(current.draft ?? current.published) : {};
    const next = version + 1;
    const fields = { version: next, updatedAt: new Date(), updatedById: authorId };
    const saved = current
      ? await tx.contentEntry.update({
          where: { id: current.id, version },
          data: publish ? { ...fields, published: json, draft: null } : { ...fields, draft: json },
          select: { id: true },
        })
      : await tx.contentEntry.create({
          data: {
            ...ref,
            ...fields,
            version: 1,
            position: position ?? 0,
            // A new entry is public only once published.
            published: publish ? json : "{}",
            draft: publish ? null : json,
          },
          select: { id: true },
        });
    await tx.revision.create({
      data: {
        entryId: saved.id,
        version: current ? next : 1,
        document: json,
        published: publish,
        changed: JSON.stringify(changedFields(before, document)),
        authorId,
      },
    });
    return { ok: true as const, id: saved.id, version: current ? next : 1 };
  });
  if (outcome.ok && publish) await published();
  return outcome;
}

/** Publishes the entry's draft as it stands, if the entry is still at `version`. */
export async function publishDraft(ref: EntryRef, version: number, authorId: string): Promise<SaveOutcome | null> {
  const entry = await findEntry(ref);
  if (!entry?.draft) return null;
  return saveEntry(ref, { document: JSON.parse(entry.draft) as ContentDocument, version, publish: true, authorId });
}

/** Makes an earlier revision's document the entry's draft (a revision of its own). */
export async function restoreRevision(ref: EntryRef, revisionId: string, version: number, authorId: string) {
  const entry = await findEntry(ref);
  const revision = entry ? await findRevision(entry.id, revisionId) : null;
  if (!revision) return null;
  return saveEntry(ref, {
    document: JSON.parse(revision.document) as ContentDocument,
    version,
    publish: false,
    authorId,
  });
}

/** Deletes an entry of a collection (a glossary term) and its revisions. */
export async function deleteEntry(ref: EntryRef, version: number): Promise<boolean> {
  const { count } = await prisma.contentEntry.deleteMany({ where: { ...ref, version } });
  if (count > 0) await published();
  return count > 0;
}

/** The next position at the end of a collection. */
export async function nextPosition(kind: string, language: string) {
  const last = await prisma.contentEntry.findFirst({
    where: { kind, language },
    orderBy: { position: "desc" },
    select: { position: true },
  });
  return (last?.position ?? -1) + 1;
}
