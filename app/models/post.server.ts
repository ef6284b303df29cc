import type { Prisma } from "~/generated/prisma/client";
import type { Language } from "~/utils/locale";
import { prisma } from "~/models/db.server";
import { invalidatePageCache } from "~/utils/page-cache.server";
import { BLOG_PAGE_SIZE } from "~/utils/pagination";

// A post is public from its publication date on: one dated in the future stays hidden,
// from the list, the feed, the sitemap and its own address. Writes go through this module:
// each one empties the cache of rendered pages (docs/decisions/026), which may show the post.

function published(now: Date) {
  return { publishedAt: { lte: now } };
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
  return prisma.post.findMany({
    where: { lang: language, ...published(now) },
    orderBy: newestFirst,
    skip: (page - 1) * BLOG_PAGE_SIZE,
    take: BLOG_PAGE_SIZE,
    select: summaryFields,
  });
}

/** This language's latest published posts, newest first (the RSS feed). */
export async function findLatestPosts(language: Language, limit: number, now = new Date()) {
  return prisma.post.findMany({
    where: { lang: language, ...published(now) },
    orderBy: newestFirst,
    take: limit,
    select: summaryFields,
  });
}

/** Every published post of every language, with what pairs translations (the sitemap). */
export async function findPublishedPostLinks(now = new Date()) {
  return prisma.post.findMany({
    where: published(now),
    orderBy: newestFirst,
    select: { slug: true, lang: true, translationKey: true, publishedAt: true },
  });
}

/** The published post with this slug in this language, or null. */
export async function findPost(slug: string, language: Language, now = new Date()) {
  return prisma.post.findFirst({ where: { slug, lang: language, ...published(now) } });
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
  invalidatePageCache();
  return post;
}

export async function updatePost(id: string, data: Prisma.PostUpdateInput) {
  const post = await prisma.post.update({ where: { id }, data });
  invalidatePageCache();
  return post;
}

export async function deletePost(id: string) {
  await prisma.post.delete({ where: { id } });
  invalidatePageCache();
}
