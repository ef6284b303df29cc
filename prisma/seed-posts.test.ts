import { expect, test } from "vitest";
import { prisma } from "~/models/db.server";
import { englishPosts } from "./seed-data/posts.en";
import { frenchPosts } from "./seed-data/posts.fr";
import { seedPosts, seedWork } from "./seed-posts";

const withSeoTitle = frenchPosts.find((post) => post.seoTitle);
const withSeoDescription = englishPosts.find((post) => post.seoDescription);

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

test("posts seeded before SEO texts existed get the seed's, where none is set", async () => {
  await seedPosts();
  const titled = { slug_lang: { slug: withSeoTitle?.slug ?? "", lang: "fr" } };
  const described = { slug_lang: { slug: withSeoDescription?.slug ?? "", lang: "en" } };
  await prisma.post.update({ where: titled, data: { seoTitle: null } });
  await prisma.post.update({ where: described, data: { seoTitle: "Set by staff", seoDescription: null } });
  await seedPosts();
  expect(await prisma.post.findUnique({ where: titled, select: { seoTitle: true } })).toEqual({
    seoTitle: withSeoTitle?.seoTitle,
  });
  expect(await prisma.post.findUnique({ where: described, select: { seoTitle: true, seoDescription: true } })).toEqual({
    seoTitle: "Set by staff",
    seoDescription: withSeoDescription?.seoDescription,
  });
});

test("a seeded database leaves the seed nothing to do, so a start need not run it", async () => {
  await seedPosts();
  const present = await prisma.post.findMany({
    select: { slug: true, lang: true, seoTitle: true, seoDescription: true },
  });
  expect(seedWork(present)).toEqual({ missing: [], seoTexts: [] });
  const first = frenchPosts[0];
  const withoutFirst = present.filter((post) => !(post.lang === "fr" && post.slug === first?.slug));
  expect(seedWork(withoutFirst).missing.map((post) => [post.lang, post.slug])).toEqual([["fr", first?.slug]]);
});
