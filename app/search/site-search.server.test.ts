import { beforeAll, expect, test } from "vitest";
import { createPost, deletePost, updatePost } from "~/blog/post.server";
import { saveEntry } from "~/content/content-entry.server";
import { siteContent } from "~/content/site-content.server";
import { prisma } from "~/platform/db.server";
import { siteSearch } from "~/search/site-search.server";

// The index follows what visitors can read, at once (docs/decisions/052): a post published,
// renamed, scheduled or deleted, a glossary term published; and what it answers.

beforeAll(() => siteContent.load());

const urls = async (query: string, language: "fr" | "en" = "fr") =>
  (await siteSearch.search(query, language)).map((result) => result.url);

const post = (slug: string, title: string, publishedAt: Date | null) => ({
  slug,
  lang: "fr",
  title,
  excerpt: "Un article pour les tests de la recherche.",
  content: "<p>Le zythophile aime les bières de microbrasserie et les pages rapides.</p>",
  publishedAt,
});

test("a post is found once published, under its new title once renamed, and no more once deleted; a scheduled one waits", async () => {
  expect(await urls("zythophile")).toEqual([]);
  const created = await createPost(post("zythophile-guide", "Le guide du zythophile", new Date(Date.now() - 60_000)));
  const found = await siteSearch.search("zythophile", "fr");
  expect(found.map((result) => result.url)).toEqual(["/blog/zythophile-guide"]);
  expect(found[0]!.snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())).toContain("zythophile");

  await updatePost(created.id, { title: "Le carnet de l'œnophile", content: "<p>Des vins et des pages rapides.</p>" });
  expect(await urls("zythophile")).toEqual([]);
  expect(await urls("oenophile")).toEqual(["/blog/zythophile-guide"]);

  await deletePost(created.id);
  expect(await urls("oenophile")).toEqual([]);

  await createPost(post("zythophile-plus-tard", "Le zythophile, plus tard", new Date(Date.now() + 86_400_000)));
  expect(await urls("zythophile")).toEqual([]);
});

test("a glossary term is found in its language as soon as it is published", async () => {
  expect(await urls("brasseroscope", "en")).toEqual([]);
  const staff = await prisma.user.create({
    data: { email: `search-${crypto.randomUUID()}@x.example`, passwordHash: "x", role: "staff" },
  });
  const saved = await saveEntry(
    { kind: "glossary-term", key: "brasseroscope", language: "en" },
    {
      document: {
        "glossary:terms.brasseroscope": { term: "Brasseroscope", definition: "A made-up word for a test." },
      },
      version: 0,
      publish: true,
      authorId: staff.id,
    },
  );
  expect(saved.ok).toBe(true);
  expect(await urls("brasseroscope", "en")).toEqual(["/en/glossary#brasseroscope"]);
  expect(await urls("brasseroscope", "fr")).toEqual([]);
});

test("the assistant answers from the best passage, or says it has none", async () => {
  expect(await siteSearch.answer("c'est quoi le roas", "fr")).toMatchObject({ answered: true, url: "/glossaire#roas" });
  expect(await siteSearch.answer("do I own my website afterwards?", "en")).toMatchObject({
    answered: true,
    url: "/en/services/web-design",
    heading: "Do I own the website?",
  });
  expect(await siteSearch.answer("quelles sont vos heures d'ouverture", "fr")).toMatchObject({
    answered: true,
    url: "/contact",
    text: "Du lundi au vendredi, de 9 h à 17 h",
  });
  expect(await siteSearch.answer("xqzzy blorp", "en")).toEqual({ answered: false });
  expect(await siteSearch.answer("le la les de", "fr")).toEqual({ answered: false });
});
