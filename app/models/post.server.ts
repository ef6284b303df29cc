import type { Language } from "~/utils/locale";
import { prisma } from "~/utils/db.server";

/** The post with this slug in this language, or null. */
export async function findPost(slug: string, language: Language) {
  return prisma.post.findUnique({ where: { slug_lang: { slug, lang: language } } });
}

// --- A post's versions in other languages (blog post page) ---

/** The published version in this language of the post sharing `translationKey`, or null. */
export async function findTranslation(translationKey: string | null, language: Language) {
  if (!translationKey) return null;
  return prisma.post.findFirst({
    where: { translationKey, lang: language, publishedAt: { lte: new Date() } },
    select: { slug: true, lang: true },
  });
}
