import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createPost, deletePost } from "~/blog/post.server";

// A scheduled post shows on the cached blog list, and in the sitemap, when its publication
// time comes (the cached list expires then). Writes to posts: runs after the other specs.

test("a scheduled post shows on the cached blog list and in the sitemap at its publication time", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const publishedAt = new Date(Date.now() + 5_000);
  const post = await createPost({
    slug: `e2e-scheduled-${randomUUID()}`,
    lang: "fr",
    title: `Billet programmé ${randomUUID()}`,
    excerpt: "Publié plus tard.",
    content: "<p>Bientôt.</p>",
    publishedAt,
  });
  try {
    // A copy no other test asks for (campaign tags with the cookie banner accepted), so none
    // was kept before the post was written (straight to the database, which the server does
    // not see: its copies of pages go at their TTL).
    const list = `/blog?utm_source=e2e-${randomUUID()}`;
    const consented = { headers: { Cookie: "cookie_consent=true" } };
    await expect
      .poll(async () => (await request.get(list, consented)).headers()["x-cache"], { timeout: 4_000 })
      .toBe("hit");
    const before = await request.get(list, consented);
    expect(Date.now()).toBeLessThan(publishedAt.getTime());
    expect(await before.text()).not.toContain(post.title);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(post.slug);

    await expect
      .poll(async () => (await request.get(list, consented)).text(), { timeout: 10_000, intervals: [250] })
      .toContain(post.title);
    // Not before its time, and within a moment of it.
    expect(Date.now()).toBeGreaterThanOrEqual(publishedAt.getTime());
    expect(Date.now()).toBeLessThan(publishedAt.getTime() + 2_000);
    // The sitemap is kept like a page: a copy made before the post was written goes at the
    // TTL (60 s), one made since at the publication time.
    await expect
      .poll(async () => (await request.get("/sitemap.xml")).text(), { timeout: 65_000, intervals: [1_000] })
      .toContain(post.slug);
  } finally {
    await deletePost(post.id);
  }
});
