// Seeds what the site ships with: the blog posts of both languages. Safe to run on
// every start: posts already present (same slug and language) are left as they are.
import "../server/env-file.js";
import { prisma } from "~/models/db.server";
import { englishPosts } from "./seed-data/posts.en";
import { frenchPosts } from "./seed-data/posts.fr";
import type { SeedPost } from "./seed-data/types";

async function seedPosts(lang: "fr" | "en", posts: SeedPost[]) {
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

try {
  const added = (await seedPosts("fr", frenchPosts)) + (await seedPosts("en", englishPosts));
  console.info(`Seed: ${added} blog post(s) added.`);
} finally {
  await prisma.$disconnect();
}
