import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/platform/db.server";
import { englishPosts } from "./seed-data/posts.en";
import { frenchPosts } from "./seed-data/posts.fr";

/** The blog seed's name in the seed_runs table: present once it has run on the database. */
export const BLOG_SEED = "blog-posts";

/**
 * Adds the blog posts the site ships with (both languages), once per database: a database
 * that had its seed (seed_runs) gets nothing more, so a post staff deleted, renamed or
 * whose texts they cleared never comes back at the next start. Returns how many it added.
 * The run's row is written first: a second machine seeding at the same moment (PostgreSQL,
 * docs/decisions/049) waits on it until the first commits, then finds it taken and adds nothing.
 */
export async function seedPosts() {
  return prisma.$transaction(claimedSeed).catch((error: unknown) => {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return 0;
    throw error;
  });
}

async function claimedSeed(tx: Prisma.TransactionClient) {
  if (await tx.seedRun.findUnique({ where: { name: BLOG_SEED } })) return 0;
  await tx.seedRun.create({ data: { name: BLOG_SEED } });
  const present = new Set(
    (await tx.post.findMany({ select: { slug: true, lang: true } })).map(({ slug, lang }) => `${lang} ${slug}`),
  );
  const missing = [
    ...frenchPosts.map((post) => ({ ...post, lang: "fr" })),
    ...englishPosts.map((post) => ({ ...post, lang: "en" })),
  ].filter((post) => !present.has(`${post.lang} ${post.slug}`));
  if (missing.length > 0) {
    await tx.post.createMany({
      data: missing.map((post) => ({ ...post, publishedAt: new Date(`${post.publishedAt}T12:00:00Z`) })),
    });
  }
  return missing.length;
}
