import { Prisma } from "~/generated/prisma/client";
import type { Language } from "~/utils/locale";
import { prisma } from "~/platform/db.server";
import { invalidatePageCache } from "~/platform/page-cache.server";
import { caseInsensitive, inDialect } from "~/platform/sql-dialect.server";
import { BLOG_PAGE_SIZE } from "~/utils/pagination";
import { postDocumentFields, readTimeOf, type PostDocumentField } from "~/blog/post-schemas";

// A post is public from its publication date on: one dated in the future stays hidden,
// from the list, the feed, the sitemap and its own address. Writes go through this module:
// each one empties the cache of rendered pages (docs/decisions/026), which may show the post.

function published(now: Date) {
  return { publishedAt: { lte: now } };
}

/** What the public queries return: only published posts, whose date is therefore set. */
function isPublished<Post extends { publishedAt: Date | null }>(post: Post): post is Post & { publishedAt: Date } {
  return post.publishedAt !== null;
}

/** Newest first; the id breaks ties so a page never repeats or skips a post. */
const newestFirst: Prisma.PostOrderByWithRelationInput[] = [{ publishedAt: "desc" }, { id: "asc" }];

/** The fields a blog card and a feed item show. */
const summaryFields = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  imageUrl: true,
  publishedAt: true,
} satisfies Prisma.PostSelect;

/** How many posts of this language are published. */
export async function countPublishedPosts(language: Language, now = new Date()) {
  return prisma.post.count({ where: { lang: language, ...published(now) } });
}

/** One page (1-based) of this language's published posts, newest first. */
export async function findPublishedPostsPage(language: Language, page: number, now = new Date()) {
  return prisma.post
    .findMany({
      where: { lang: language, ...published(now) },
      orderBy: newestFirst,
      skip: (page - 1) * BLOG_PAGE_SIZE,
      take: BLOG_PAGE_SIZE,
      select: summaryFields,
    })
    .then((posts) => posts.filter(isPublished));
}

/** This language's latest published posts, newest first (the RSS feed). */
export async function findLatestPosts(language: Language, limit: number, now = new Date()) {
  return prisma.post
    .findMany({
      where: { lang: language, ...published(now) },
      orderBy: newestFirst,
      take: limit,
      select: summaryFields,
    })
    .then((posts) => posts.filter(isPublished));
}

/** A published post's address in the sitemap, and what pairs it with its translation. */
export type PostLink = { slug: string; lang: string; translationKey: string | null };

/** A date as Prisma stores it in SQLite (text), for raw SQL comparing with stored dates. */
const storedDate = (date: Date) => date.toISOString().replace("Z", "+00:00");

/** The query of `findPublishedPostLinks`, in the engine's JSON functions (docs/decisions/048). */
const publishedPostLinksQuery: (now: string) => Prisma.Sql = inDialect({
  sqlite: (now: string) => Prisma.sql`
    SELECT json_group_array(json_array(slug, lang, translation_key)) AS posts FROM (
      SELECT slug, lang, translation_key FROM posts WHERE published_at <= ${now}
      ORDER BY published_at DESC, lang DESC, slug DESC
    )`,
  postgresql: (now: string) => Prisma.sql`
    SELECT json_agg(json_build_array(slug, lang, translation_key)
      ORDER BY published_at DESC, lang DESC, slug DESC)::text AS posts
    FROM posts WHERE published_at <= ${now}`,
});

/**
 * Every published post of every language, with what pairs translations (the sitemap),
 * newest first. Read from its index alone (no post body) as one JSON row: through Prisma
 * each row costs about 20 µs, 100 ms at 5,000 posts, where one row costs 15 ms
 * (docs/decisions/042).
 */
export async function findPublishedPostLinks(now = new Date()): Promise<PostLink[]> {
  const [row] = await prisma.$queryRaw<Array<{ posts: string | null }>>(publishedPostLinksQuery(storedDate(now)));
  const links = JSON.parse(row?.posts ?? "[]") as Array<[string, string, string | null]>;
  return links.map(([slug, lang, translationKey]) => ({ slug, lang, translationKey }));
}

/** The published post with this slug in this language, or null. */
export async function findPost(slug: string, language: Language, now = new Date()) {
  const post = await prisma.post.findFirst({ where: { slug, lang: language, ...published(now) } });
  return post && isPublished(post) ? post : null;
}

/**
 * The current slug of the published post that had this slug in this language before it
 * was renamed (its old address answers 301), or null.
 */
export async function findRenamedPostSlug(slug: string, language: Language, now = new Date()) {
  const old = await prisma.postOldSlug.findUnique({
    where: { slug_lang: { slug, lang: language } },
    select: { post: { select: { slug: true, publishedAt: true } } },
  });
  return old && old.post.publishedAt && old.post.publishedAt <= now ? old.post.slug : null;
}

/** The published version in this language of the post sharing `translationKey`, or null. */
export async function findTranslation(translationKey: string | null, language: Language, now = new Date()) {
  if (!translationKey) return null;
  return prisma.post.findFirst({
    where: { translationKey, lang: language, ...published(now) },
    select: { slug: true, lang: true },
  });
}

/** When the next scheduled post becomes public (the first publication date after `after`), if any. */
export async function findNextPublication(after: Date) {
  const next = await prisma.post.findFirst({
    where: { publishedAt: { gt: after } },
    orderBy: { publishedAt: "asc" },
    select: { publishedAt: true },
  });
  return next?.publishedAt ?? null;
}

export async function createPost(data: Prisma.PostCreateInput) {
  const post = await prisma.post.create({ data });
  await invalidatePageCache();
  return post;
}

export async function updatePost(id: string, data: Prisma.PostUpdateInput) {
  const post = await prisma.post.update({ where: { id }, data });
  await invalidatePageCache();
  return post;
}

export async function deletePost(id: string) {
  await prisma.post.delete({ where: { id } });
  await invalidatePageCache();
}

// The staff's side: every post whatever its state, and the editor's writes.

export type StaffPostFilter = { q?: string; lang?: Language; status?: "draft" | "scheduled" | "published" };

export const STAFF_POST_PAGE_SIZE = 20;

function staffWhere({ q, lang, status }: StaffPostFilter, now: Date): Prisma.PostWhereInput {
  const states = {
    draft: { publishedAt: null },
    scheduled: { publishedAt: { gt: now } },
    published: published(now),
  };
  return {
    lang,
    ...(status ? states[status] : {}),
    OR: q ? [{ title: { contains: q, ...caseInsensitive } }, { slug: { contains: q, ...caseInsensitive } }] : undefined,
  };
}

export async function countStaffPosts(filter: StaffPostFilter, now = new Date()) {
  return prisma.post.count({ where: staffWhere(filter, now) });
}

const staffListFields = {
  id: true,
  slug: true,
  lang: true,
  title: true,
  publishedAt: true,
  updatedAt: true,
  translationKey: true,
  updatedBy: { select: { email: true } },
} satisfies Prisma.PostSelect;

/**
 * One page of posts for staff: drafts first (last changed first), then newest first; each
 * with its translation and last editor. Two reads in the order of one index (drafts, then
 * the others), since SQLite sorts "published first, drafts on top" (nulls first on a
 * descending column) only by reading and sorting every row (docs/decisions/042).
 */
export async function findStaffPostsPage(filter: StaffPostFilter, page: number, now = new Date()) {
  const where = staffWhere(filter, now);
  const offset = (page - 1) * STAFF_POST_PAGE_SIZE;
  const draftsWhere = { AND: [where, { publishedAt: null }] };
  const drafts =
    filter.status === undefined || filter.status === "draft" ? await prisma.post.count({ where: draftsWhere }) : 0;
  const firstPosts =
    offset < drafts
      ? await prisma.post.findMany({
          where: draftsWhere,
          orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
          skip: offset,
          take: STAFF_POST_PAGE_SIZE,
          select: staffListFields,
        })
      : [];
  const rest = STAFF_POST_PAGE_SIZE - firstPosts.length;
  const laterPosts =
    rest > 0
      ? await prisma.post.findMany({
          where: { AND: [where, { publishedAt: { not: null } }] },
          orderBy: [{ publishedAt: "desc" }, { updatedAt: "desc" }, { id: "asc" }],
          skip: Math.max(0, offset - drafts),
          take: rest,
          select: staffListFields,
        })
      : [];
  const posts = [...firstPosts, ...laterPosts];
  const keys = posts.flatMap(({ translationKey }) => (translationKey ? [translationKey] : []));
  const pairs = keys.length
    ? await prisma.post.findMany({
        where: { translationKey: { in: keys } },
        select: { id: true, title: true, lang: true, translationKey: true },
      })
    : [];
  return posts.map((post) => ({
    ...post,
    translation:
      pairs.find(
        (each) => each.translationKey === post.translationKey && each.lang !== post.lang && post.translationKey,
      ) ?? null,
  }));
}

/** Any post (drafts too) with its last editor and its translation, for the editor. */
export async function findPostForStaff(id: string) {
  const post = await prisma.post.findUnique({ where: { id }, include: { updatedBy: { select: { email: true } } } });
  if (!post) return null;
  const translation = post.translationKey
    ? await prisma.post.findFirst({
        where: { translationKey: post.translationKey, lang: { not: post.lang } },
        select: { id: true },
      })
    : null;
  return { ...post, translationId: translation?.id ?? null };
}

/** The posts of a language, for the editor's translation choice. */
export async function findPostTitles(language: Language) {
  return prisma.post.findMany({
    where: { lang: language },
    orderBy: [{ publishedAt: { sort: "desc", nulls: "first" } }, { id: "asc" }],
    select: { id: true, title: true },
  });
}

/** Whether another post of this language has this slug. */
export async function isSlugTaken(slug: string, language: string, exceptId?: string) {
  return (
    (await prisma.post.count({ where: { slug, lang: language, id: exceptId ? { not: exceptId } : undefined } })) > 0
  );
}

/** Whether this post exists and is in this language (a translation must be in the other). */
export async function isPostInLanguage(id: string, language: Language) {
  return (await prisma.post.count({ where: { id, lang: language } })) > 0;
}

/** The post a form created (its one-time key), if it already did: a second submit finds it. */
export async function findPostByCreateKey(createKey: string) {
  return prisma.post.findUnique({ where: { createKey }, select: { id: true } });
}

/** What the editor saves; `translationId`: the post in the other language it translates, or null. */
export type EditorPost = {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  imageAlt: string | null;
  publishedAt: Date | null;
  readTime: number;
  translationId: string | null;
};

type Transaction = Prisma.TransactionClient;

type PostDocument = {
  [Field in PostDocumentField]: Field extends "title" | "slug" | "excerpt" | "content" ? string : string | null;
};

const documentSelect = Object.fromEntries(postDocumentFields.map((field) => [field, true])) as Record<
  PostDocumentField,
  true
>;

function documentOf(post: {
  [Field in PostDocumentField]: Field extends "publishedAt" ? Date | null : PostDocument[Field];
}) {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    imageUrl: post.imageUrl,
    imageAlt: post.imageAlt,
    seoTitle: post.seoTitle,
    seoDescription: post.seoDescription,
    publishedAt: post.publishedAt?.toISOString() ?? null,
  } satisfies PostDocument;
}

/** The fields whose value differs between two documents (all of them for a first revision). */
function changedFields(before: PostDocument | null, after: PostDocument) {
  return postDocumentFields.filter((field) => before?.[field] !== after[field]);
}

/** Who saved the post last and when: what a refused save tells its author (docs/decisions/051). */
export type PostConflict = { version: number; updatedBy: string | null; updatedAt: Date };

async function conflictOf(tx: Transaction, id: string): Promise<{ ok: false; conflict: PostConflict }> {
  const current = await tx.post.findUniqueOrThrow({
    where: { id },
    select: { version: true, updatedAt: true, updatedBy: { select: { email: true } } },
  });
  return {
    ok: false,
    conflict: { version: current.version, updatedBy: current.updatedBy?.email ?? null, updatedAt: current.updatedAt },
  };
}

/** A revision of the post: the document it now holds, what changed, who saved it. */
async function recordRevision(
  tx: Transaction,
  postId: string,
  {
    version,
    document,
    before,
    authorId,
    createdAt,
  }: {
    version: number;
    document: PostDocument;
    before: PostDocument | null;
    authorId: string | null;
    createdAt?: Date;
  },
) {
  await tx.revision.create({
    data: {
      postId,
      version,
      document: JSON.stringify(document),
      published: document.publishedAt !== null,
      changed: JSON.stringify(changedFields(before, document)),
      authorId,
      createdAt,
    },
  });
}

/**
 * Pairs a post with its translation (one shared translationKey), or unpairs it; a post
 * the pair replaces loses the key, so each language has one version at most.
 */
async function pairTranslation(tx: Transaction, post: { id: string; lang: string }, translationId: string | null) {
  if (!translationId) {
    await tx.post.update({ where: { id: post.id }, data: { translationKey: null } });
    return;
  }
  const [self, other] = await Promise.all([
    tx.post.findUniqueOrThrow({ where: { id: post.id }, select: { translationKey: true } }),
    tx.post.findUniqueOrThrow({ where: { id: translationId }, select: { translationKey: true } }),
  ]);
  const key = other.translationKey ?? self.translationKey ?? crypto.randomUUID();
  await tx.post.updateMany({
    where: { translationKey: key, id: { notIn: [post.id, translationId] } },
    data: { translationKey: null },
  });
  await tx.post.updateMany({ where: { id: { in: [post.id, translationId] } }, data: { translationKey: key } });
}

/** A new post from the editor, once per form (createKey), and its first revision; the cache of pages is emptied. */
export async function createEditorPost(
  { translationId, ...fields }: EditorPost,
  { lang, createKey, editorId }: { lang: Language; createKey: string; editorId: string },
) {
  const post = await prisma.$transaction(async (tx) => {
    const created = await tx.post.create({ data: { ...fields, lang, createKey, updatedById: editorId } });
    // A slug freed by a renamed post now belongs to this one.
    await tx.postOldSlug.deleteMany({ where: { slug: fields.slug, lang } });
    if (translationId) await pairTranslation(tx, created, translationId);
    await recordRevision(tx, created.id, {
      version: 1,
      document: documentOf(created),
      before: null,
      authorId: editorId,
    });
    return created;
  });
  await invalidatePageCache();
  return post;
}

type SaveOptions = {
  editorId: string;
  /** The version the editor's form was made from: a save made from an older one is refused. */
  version: number;
  now?: Date;
};

/**
 * Writes a post's new text as its next version and revision, if it is still at the
 * version the save was made from. A published post that gets a new slug keeps its old
 * one as a redirect (301) to the new; the cache of pages is emptied. A post no editor
 * has saved yet (the seed's) first gets its text as it was as revision 1, so the first
 * save's changes are named and the text before them can be restored.
 * `translationId` undefined: the pairing stays as it is (a restore).
 */
async function revisePost(
  id: string,
  fields: Omit<EditorPost, "translationId"> & { seoTitle?: string | null; seoDescription?: string | null },
  translationId: string | null | undefined,
  { editorId, version, now = new Date() }: SaveOptions,
) {
  const outcome = await prisma.$transaction(async (tx) => {
    const before = await tx.post.findUniqueOrThrow({
      where: { id },
      select: { ...documentSelect, lang: true, version: true, updatedAt: true, updatedById: true },
    });
    if (before.version !== version) return conflictOf(tx, id);
    // Conditional on the version read: of two saves at once (PostgreSQL), the second finds none.
    const { count } = await tx.post.updateMany({
      where: { id, version },
      data: { ...fields, version: version + 1, updatedById: editorId },
    });
    if (count === 0) return conflictOf(tx, id);
    const updated = await tx.post.findUniqueOrThrow({
      where: { id },
      select: { ...documentSelect, id: true, lang: true },
    });
    await tx.postOldSlug.deleteMany({ where: { slug: fields.slug, lang: before.lang } });
    if (before.slug !== fields.slug && before.publishedAt && before.publishedAt <= now) {
      await tx.postOldSlug.upsert({
        where: { slug_lang: { slug: before.slug, lang: before.lang } },
        create: { slug: before.slug, lang: before.lang, postId: id },
        update: { postId: id },
      });
    }
    if (translationId !== undefined) await pairTranslation(tx, updated, translationId);
    const previous = documentOf(before);
    if (version === 1 && !(await tx.revision.findFirst({ where: { postId: id }, select: { id: true } }))) {
      await recordRevision(tx, id, {
        version: 1,
        document: previous,
        before: null,
        authorId: before.updatedById,
        createdAt: before.updatedAt,
      });
    }
    await recordRevision(tx, id, {
      version: version + 1,
      document: documentOf(updated),
      before: previous,
      authorId: editorId,
    });
    return { ok: true as const, id, version: version + 1 };
  });
  if (outcome.ok) await invalidatePageCache();
  return outcome;
}

/** Saves the editor's changes, if the post is still at the version its form was made from. */
export async function updateEditorPost(id: string, { translationId, ...fields }: EditorPost, options: SaveOptions) {
  return revisePost(id, fields, translationId, options);
}

/** A post's revisions, newest first: who, when, which fields changed. */
export async function findPostRevisions(postId: string) {
  const revisions = await prisma.revision.findMany({
    where: { postId },
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
  return revisions.map(({ changed, author, ...revision }) => ({
    ...revision,
    author: author?.email ?? null,
    changed: (JSON.parse(changed) as string[]).filter((field): field is PostDocumentField =>
      (postDocumentFields as readonly string[]).includes(field),
    ),
  }));
}

/**
 * Makes an earlier revision's text the post's current text, as a new revision; the post
 * stays as public as it is (its publication date is not the revision's): posts have no
 * draft apart from the published text, so restoring is a save like the editor's.
 * Null: no such revision of this post; `restored`: the version restored.
 */
export async function restorePostRevision(postId: string, revisionId: string, options: SaveOptions) {
  const revision = await prisma.revision.findFirst({
    where: { id: revisionId, postId },
    select: { document: true, version: true },
  });
  const current = await prisma.post.findUnique({ where: { id: postId }, select: { lang: true, publishedAt: true } });
  if (!revision || !current) return null;
  const document = JSON.parse(revision.document) as PostDocument;
  const slugTaken = { ok: false as const, slugTaken: true as const };
  // Its slug may belong to another post since; the unique index decides between two saves at once.
  if (await isSlugTaken(document.slug, current.lang, postId)) return slugTaken;
  try {
    const outcome = await revisePost(
      postId,
      {
        title: document.title,
        slug: document.slug,
        excerpt: document.excerpt,
        content: document.content,
        imageUrl: document.imageUrl,
        imageAlt: document.imageAlt,
        seoTitle: document.seoTitle,
        seoDescription: document.seoDescription,
        publishedAt: current.publishedAt,
        readTime: readTimeOf(document.content),
      },
      undefined,
      options,
    );
    return outcome.ok ? { ...outcome, restored: revision.version } : outcome;
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return slugTaken;
    throw error;
  }
}

/**
 * Every public or scheduled post's id and last save: what the site search compares to
 * find the posts to index again (docs/decisions/052). Read from an index alone.
 */
export function findPublicPostStamps() {
  return prisma.post.findMany({
    where: { publishedAt: { not: null } },
    select: { id: true, updatedAt: true },
  });
}

/** These posts' texts, for the site search: the public or scheduled ones among them. */
export function findPostsForSearch(ids: readonly string[]) {
  return prisma.post.findMany({
    where: { id: { in: [...ids] }, publishedAt: { not: null } },
    select: { id: true, slug: true, lang: true, title: true, excerpt: true, content: true, publishedAt: true },
  });
}
