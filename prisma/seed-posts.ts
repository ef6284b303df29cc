import { prisma } from "~/models/db.server";
import { englishPosts } from "./seed-data/posts.en";
import { frenchPosts } from "./seed-data/posts.fr";
import type { SeedPost } from "./seed-data/types";

/** A post in the database, as the seed compares it with its own. */
export type PresentPost = { slug: string; lang: string; seoTitle: string | null; seoDescription: string | null };

type Language = "fr" | "en";
const seedPostsByLanguage: [Language, SeedPost[]][] = [
  ["fr", frenchPosts],
  ["en", englishPosts],
];

/**
 * What the seed has to write, given the posts present: the seed posts the database lacks
 * (same slug and language), and the SEO texts of posts seeded before posts had them, only
 * where none is set, so that a text set since is never replaced.
 */
export function seedWork(present: PresentPost[]) {
  const byKey = new Map(present.map((post) => [`${post.lang} ${post.slug}`, post]));
  const missing: (SeedPost & { lang: Language })[] = [];
  const seoTexts: { slug: string; lang: Language; seoTitle: string | null; seoDescription: string | null }[] = [];
  for (const [lang, posts] of seedPostsByLanguage) {
    for (const post of posts) {
      const row = byKey.get(`${lang} ${post.slug}`);
      if (!row) {
        missing.push({ ...post, lang });
        continue;
      }
      const seoTitle = row.seoTitle ?? post.seoTitle ?? null;
      const seoDescription = row.seoDescription ?? post.seoDescription ?? null;
      if (seoTitle !== row.seoTitle || seoDescription !== row.seoDescription) {
        seoTexts.push({ slug: post.slug, lang, seoTitle, seoDescription });
      }
    }
  }
  return { missing, seoTexts };
}

/**
 * Adds the blog posts the site ships with (both languages) that the database lacks; posts
 * already present (same slug and language) are left as they are, but for SEO texts they
 * lack (`seedWork`). Returns how many posts it added.
 */
export async function seedPosts() {
  const present = await prisma.post.findMany({
    select: { slug: true, lang: true, seoTitle: true, seoDescription: true },
  });
  const { missing, seoTexts } = seedWork(present);
  if (missing.length > 0) {
    await prisma.post.createMany({
      data: missing.map((post) => ({ ...post, publishedAt: new Date(`${post.publishedAt}T12:00:00Z`) })),
    });
  }
  for (const { slug, lang, seoTitle, seoDescription } of seoTexts) {
    await prisma.post.update({ where: { slug_lang: { slug, lang } }, data: { seoTitle, seoDescription } });
  }
  return missing.length;
}
