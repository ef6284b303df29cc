import { prisma } from "~/models/db.server";
import { englishPosts } from "./seed-data/posts.en";
import { frenchPosts } from "./seed-data/posts.fr";
import type { SeedPost } from "./seed-data/types";

async function seedLanguage(lang: "fr" | "en", posts: SeedPost[]) {
  const existing = await prisma.post.findMany({
    where: { lang },
    select: { slug: true, seoTitle: true, seoDescription: true },
  });
  const present = new Map(existing.map((post) => [post.slug, post]));
  const missing = posts.filter((post) => !present.has(post.slug));
  if (missing.length > 0) {
    await prisma.post.createMany({
      data: missing.map((post) => ({ ...post, lang, publishedAt: new Date(`${post.publishedAt}T12:00:00Z`) })),
    });
  }
  // Posts seeded before posts had SEO texts get the seed's: only where none is set, so a
  // text set since is never replaced.
  for (const post of posts) {
    const row = present.get(post.slug);
    if (!row) continue;
    const seoTitle = row.seoTitle ?? post.seoTitle;
    const seoDescription = row.seoDescription ?? post.seoDescription;
    if (seoTitle !== row.seoTitle || seoDescription !== row.seoDescription) {
      await prisma.post.update({ where: { slug_lang: { slug: post.slug, lang } }, data: { seoTitle, seoDescription } });
    }
  }
  return missing.length;
}

/**
 * Adds the blog posts the site ships with (both languages) that the database lacks; posts
 * already present (same slug and language) are left as they are, but for SEO texts they
 * lack. Returns how many posts it added.
 */
export async function seedPosts() {
  return (await seedLanguage("fr", frenchPosts)) + (await seedLanguage("en", englishPosts));
}
