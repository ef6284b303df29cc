import { beforeAll, describe, expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { pageCache } from "~/platform/page-cache.server";
import {
  countPublishedPosts,
  createPost,
  deletePost,
  findLatestPosts,
  findNextPublication,
  findPublishedPostLinks,
  findPublishedPostsPage,
  updatePost,
} from "./post.server";

const now = new Date("2026-06-15T12:00:00Z");

function day(date: string) {
  return new Date(`${date}T12:00:00Z`);
}

/** A post row with just what these tests look at. */
function post(lang: "fr" | "en", slug: string, publishedAt: string, translationKey: string | null = null) {
  return {
    lang,
    slug,
    translationKey,
    title: slug,
    excerpt: `${slug} excerpt`,
    content: "<p>x</p>",
    publishedAt: day(publishedAt),
  };
}

// 14 French posts on distinct days (fr-01 oldest), two more sharing a day, one scheduled
// for after `now`; 2 English posts.
beforeAll(async () => {
  await prisma.post.createMany({
    data: [
      ...Array.from({ length: 14 }, (_, index) => {
        const n = String(index + 1).padStart(2, "0");
        return post("fr", `fr-${n}`, `2026-01-${n}`, index === 0 ? "first" : null);
      }),
      post("fr", "same-day-a", "2026-02-01"),
      post("fr", "same-day-b", "2026-02-01"),
      post("fr", "scheduled", "2026-07-01"),
      post("en", "en-first", "2026-01-01", "first"),
      post("en", "en-second", "2026-03-01"),
    ],
  });
});

describe("blog list", () => {
  test("counts only the published posts of the language", async () => {
    expect(await countPublishedPosts("fr", now)).toBe(16);
    expect(await countPublishedPosts("en", now)).toBe(2);
    expect(await countPublishedPosts("fr", day("2026-12-01"))).toBe(17);
  });

  test("pages hold six posts, newest first, and together list each post once", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => findPublishedPostsPage("fr", page, now)));
    expect(pages.map((page) => page.length)).toEqual([6, 6, 4]);
    const all = pages.flat();
    expect(new Set(all.map((item) => item.slug)).size).toBe(16);
    expect(all.slice(2).map((item) => item.slug)).toEqual(
      Array.from({ length: 14 }, (_, index) => `fr-${String(14 - index).padStart(2, "0")}`),
    );
    expect(
      all
        .slice(0, 2)
        .map((item) => item.slug)
        .sort(),
    ).toEqual(["same-day-a", "same-day-b"]);
    const dates = all.map((item) => item.publishedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(all.map((item) => item.slug)).not.toContain("scheduled");
  });

  test("posts published the same day keep one order from query to query", async () => {
    const first = await findPublishedPostsPage("fr", 1, now);
    const again = await findPublishedPostsPage("fr", 1, now);
    expect(again.map((item) => item.id)).toEqual(first.map((item) => item.id));
  });

  test("a page past the end is empty; the other language is not mixed in", async () => {
    expect(await findPublishedPostsPage("fr", 4, now)).toEqual([]);
    expect((await findPublishedPostsPage("en", 1, now)).map((item) => item.slug)).toEqual(["en-second", "en-first"]);
  });

  test("cards get the fields they show, not the post body", async () => {
    const [latest] = await findPublishedPostsPage("en", 1, now);
    expect(Object.keys(latest ?? {}).sort()).toEqual(["excerpt", "id", "imageUrl", "publishedAt", "slug", "title"]);
  });
});

test("the feed takes the latest published posts of the language", async () => {
  const latest = await findLatestPosts("fr", 3, now);
  const firstPage = await findPublishedPostsPage("fr", 1, now);
  expect(latest.map((item) => item.slug)).toEqual(firstPage.slice(0, 3).map((item) => item.slug));
  expect(latest.map((item) => item.slug)).not.toContain("scheduled");
});

test("the sitemap gets every published post of both languages with its translation key", async () => {
  const links = await findPublishedPostLinks(now);
  expect(links).toHaveLength(18);
  expect(links.filter((link) => link.translationKey === "first").map((link) => [link.lang, link.slug])).toEqual(
    expect.arrayContaining([
      ["fr", "fr-01"],
      ["en", "en-first"],
    ]),
  );
  expect(links.map((link) => link.slug)).not.toContain("scheduled");
});

test("the sitemap's own SQL keeps the public rule: a post is public from its publication date on, to the millisecond", async () => {
  const at = new Date("2026-06-15T12:00:00.123Z");
  const created = await prisma.post.create({
    data: { ...post("fr", "a-la-milliseconde", "2026-06-15"), publishedAt: at },
  });
  try {
    expect((await findPublishedPostLinks(new Date(at.getTime() - 1))).map((link) => link.slug)).not.toContain(
      "a-la-milliseconde",
    );
    expect((await findPublishedPostLinks(at)).map((link) => link.slug)).toContain("a-la-milliseconde");
  } finally {
    await prisma.post.delete({ where: { id: created.id } });
  }
});

test("the next publication is the first scheduled post after the given date", async () => {
  expect(await findNextPublication(now)).toEqual(day("2026-07-01"));
  expect(await findNextPublication(day("2026-07-01"))).toBeNull();
});

test("each post write empties the page cache, whose pages may show the post", async () => {
  const cached = () =>
    pageCache.store(
      { key: "- /blog", query: "", tagged: false },
      {
        status: 200,
        headers: { "content-type": "text/html; charset=utf-8" },
        html: Buffer.from("<p>Blog</p>"),
        nonce: "n",
      },
      pageCache.begin(),
      async () => null,
    );
  await cached();
  expect("page" in pageCache.lookup("- /blog", { claim: false })).toBe(true);
  const created = await createPost(post("en", "written-by-the-editor", "2030-01-01"));
  expect("page" in pageCache.lookup("- /blog", { claim: false })).toBe(false);

  await cached();
  await updatePost(created.id, { title: "Edited" });
  expect("page" in pageCache.lookup("- /blog", { claim: false })).toBe(false);

  await cached();
  await deletePost(created.id);
  expect("page" in pageCache.lookup("- /blog", { claim: false })).toBe(false);
  expect(await prisma.post.count({ where: { slug: "written-by-the-editor" } })).toBe(0);
});
