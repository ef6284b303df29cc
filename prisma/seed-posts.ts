import { prisma } from "~/models/db.server";
import { englishPosts } from "./seed-data/posts.en";
import { frenchPosts } from "./seed-data/posts.fr";
import type { SeedPost } from "./seed-data/types";

async function seedLanguage(lang: "fr" | "en", posts: SeedPost[]) {
  const existing = await prisma.post.findMany({ where: { lang }, select: { slug: true } });
  const known = new Set(existing.map((post) => post.slug));
  const missing = posts.filter((post) => !known.has(post.slug));
  if (missing.length > 0) {
    await prisma.post.createMany({
      data: missing.map((post) => ({ ...post, lang, publishedAt: new Date(`${post.publishedAt}T12:00:00Z`) })),
    });
  }
  return missing.length;
}

/**
 * Adds the blog posts the site ships with (both languages) that the database lacks; posts
 * already present (same slug and language) are left as they are. Returns how many it added.
 */
export async function seedPosts() {
  return (await seedLanguage("fr", frenchPosts)) + (await seedLanguage("en", englishPosts));
}
