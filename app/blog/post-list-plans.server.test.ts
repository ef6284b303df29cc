import { beforeAll, expect, test, vi } from "vitest";
import { plansOf } from "../../tests/vitest/query-plans";
import { countStaffPosts, findPublishedPostLinks, findStaffPostsPage, type StaffPostFilter } from "./post.server";

// The sitemap and the staff's list read posts through an index, never every row with its
// body then a sort (docs/decisions/042): each statement they send is checked with SQLite's
// EXPLAIN QUERY PLAN. A scan of the table or a sort of its rows costs, at 6,000 posts of
// 4 KB, what reading 24 MB costs.

vi.mock("~/platform/db.server", async (importOriginal) =>
  (await import("../../tests/vitest/query-plans")).withStatementLog(await importOriginal()),
);

const { prisma } = await import("~/platform/db.server");

beforeAll(async () => {
  await prisma.post.createMany({
    data: Array.from({ length: 60 }, (_, index) => ({
      slug: `billet-${index}`,
      lang: index % 2 ? "en" : "fr",
      title: `Billet ${index}`,
      excerpt: "Un extrait.",
      content: `<p>${"Un long contenu. ".repeat(250)}</p>`,
      publishedAt: index % 10 === 0 ? null : new Date(Date.UTC(2026, 0, index + 1)),
    })),
  });
});

test("the sitemap reads every published post's address from one index, without the table", async () => {
  for (const plan of await plansOf(() => findPublishedPostLinks(new Date("2026-12-01T00:00:00Z")), /\bposts\b/)) {
    expect(plan).toMatch(/USING COVERING INDEX posts_published_at_lang_slug_translation_key_idx/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  }
});

test("the staff's list finds a page of any filter by walking an index, sorting nothing", async () => {
  const now = new Date("2026-02-15T00:00:00Z");
  const filters: StaffPostFilter[] = [
    {},
    { lang: "en" },
    { status: "draft" },
    { status: "published" },
    { status: "scheduled" },
    { q: "Billet 1" },
  ];
  for (const filter of filters) {
    for (const page of [1, 2, 3]) {
      for (const plan of await plansOf(() => findStaffPostsPage(filter, page, now), /\bposts\b/)) {
        expect(plan, JSON.stringify(filter)).not.toMatch(/TEMP B-TREE/);
        expect(plan, JSON.stringify(filter)).not.toMatch(/^SCAN posts$/m);
      }
    }
    for (const plan of await plansOf(() => countStaffPosts(filter, now), /\bposts\b/)) {
      expect(plan, JSON.stringify(filter)).not.toMatch(/^SCAN posts$/m);
    }
  }
});

test("drafts first, last changed first; then newest first: the order is the same as one sort", async () => {
  const now = new Date("2026-02-15T00:00:00Z");
  const pages = [];
  for (const page of [1, 2, 3, 4]) pages.push(...(await findStaffPostsPage({}, page, now)));
  const expected = await prisma.post.findMany({
    orderBy: [{ publishedAt: { sort: "desc", nulls: "first" } }, { updatedAt: "desc" }, { id: "asc" }],
    select: { id: true },
  });
  expect(pages.map((post) => post.id)).toEqual(expected.map((post) => post.id));
});
