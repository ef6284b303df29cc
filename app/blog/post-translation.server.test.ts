import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { findPost, findTranslation } from "./post.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A post in the test file's database; slugs and keys are unique so tests do not meet. */
function createPost(data: { lang: string; translationKey?: string | null; publishedAt?: Date }) {
  return prisma.post.create({
    data: {
      slug: `post-${randomUUID()}`,
      title: "Titre",
      excerpt: "Résumé",
      content: "<p>Contenu</p>",
      publishedAt: new Date(Date.now() - DAY_MS),
      ...data,
    },
  });
}

test("findPost finds a post by its slug in its own language only", async () => {
  const french = await createPost({ lang: "fr" });
  expect(await findPost(french.slug, "fr")).toMatchObject({ id: french.id });
  expect(await findPost(french.slug, "en")).toBeNull();
});

test("a translated post's version in the other language is found, in either direction", async () => {
  const translationKey = randomUUID();
  const french = await createPost({ lang: "fr", translationKey });
  const english = await createPost({ lang: "en", translationKey });
  expect(await findTranslation(translationKey, "en")).toEqual({ slug: english.slug, lang: "en" });
  expect(await findTranslation(translationKey, "fr")).toEqual({ slug: french.slug, lang: "fr" });
});

test("a post in one language only has no translation", async () => {
  const translationKey = randomUUID();
  await createPost({ lang: "fr", translationKey });
  expect(await findTranslation(translationKey, "en")).toBeNull();
  await createPost({ lang: "en", translationKey: null });
  expect(await findTranslation(null, "fr")).toBeNull();
});

test("a translation dated in the future is not published yet, so not offered", async () => {
  const translationKey = randomUUID();
  await createPost({ lang: "fr", translationKey });
  await createPost({ lang: "en", translationKey, publishedAt: new Date(Date.now() + DAY_MS) });
  expect(await findTranslation(translationKey, "en")).toBeNull();
});
