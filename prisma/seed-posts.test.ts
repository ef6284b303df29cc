import { expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { englishPosts } from "./seed-data/posts.en";
import { frenchPosts } from "./seed-data/posts.fr";
import { BLOG_SEED, seedPosts } from "./seed-posts";

const withSeoTitle = frenchPosts.find((post) => post.seoTitle);

test("seeds every post once; a second run adds none and keeps what was changed since", async () => {
  expect(await seedPosts()).toBe(frenchPosts.length + englishPosts.length);
  const where = { slug_lang: { slug: frenchPosts[0]?.slug ?? "", lang: "fr" } };
  await prisma.post.update({ where, data: { title: "Changed", seoTitle: "Changed too" } });
  expect(await seedPosts()).toBe(0);
  expect(await prisma.post.findUnique({ where, select: { title: true, seoTitle: true } })).toEqual({
    title: "Changed",
    seoTitle: "Changed too",
  });
});

test("a second start brings back nothing staff deleted, renamed or cleared", async () => {
  await seedPosts();
  const [deleted, renamed] = frenchPosts;
  const cleared = withSeoTitle;
  await prisma.post.delete({ where: { slug_lang: { slug: deleted?.slug ?? "", lang: "fr" } } });
  await prisma.post.update({
    where: { slug_lang: { slug: renamed?.slug ?? "", lang: "fr" } },
    data: { slug: "renamed-by-staff" },
  });
  await prisma.post.update({
    where: { slug_lang: { slug: cleared?.slug ?? "", lang: "fr" } },
    data: { seoTitle: null },
  });
  expect(await seedPosts()).toBe(0);
  const slugs = (await prisma.post.findMany({ where: { lang: "fr" }, select: { slug: true } })).map(({ slug }) => slug);
  expect(slugs).not.toContain(deleted?.slug);
  expect(slugs).not.toContain(renamed?.slug);
  expect(await prisma.post.count()).toBe(frenchPosts.length + englishPosts.length - 1);
  expect(
    await prisma.post.findUnique({
      where: { slug_lang: { slug: cleared?.slug ?? "", lang: "fr" } },
      select: { seoTitle: true },
    }),
  ).toEqual({ seoTitle: null });
});

// Last: it leaves the file's database without posts.
test("records that it ran: a database seeded once is never seeded again", async () => {
  await seedPosts();
  expect(await prisma.seedRun.findUnique({ where: { name: BLOG_SEED } })).not.toBeNull();
  await prisma.post.deleteMany();
  expect(await seedPosts()).toBe(0);
  expect(await prisma.post.count()).toBe(0);
});

test("two machines starting at once on a new database: one adds the posts, the other nothing", async () => {
  await prisma.seedRun.deleteMany();
  await prisma.post.deleteMany();
  const added = await Promise.all([seedPosts(), seedPosts()]);
  expect(added.sort((x, y) => x - y)).toEqual([0, frenchPosts.length + englishPosts.length]);
  expect(await prisma.post.count()).toBe(frenchPosts.length + englishPosts.length);
});
