import type { Language } from "~/utils/locale";
import { prisma } from "~/utils/db.server";

/** The post with this slug in this language, or null. */
export async function findPost(slug: string, language: Language) {
  return prisma.post.findUnique({ where: { slug_lang: { slug, lang: language } } });
}
