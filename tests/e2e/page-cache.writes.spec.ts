import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { createPost, deletePost } from "~/blog/post.server";

// A scheduled post shows on the cached blog list, and in the sitemap, when its publication
// time comes (the cached list expires then). Writes to posts: runs after the other specs.

test("a scheduled post shows on the cached blog list and in the sitemap at its publication time", async ({
  request,
}) => {
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
    // The list of a campaign tag of its own, so no other test has cached it.
    const list = `/blog?utm_source=e2e-${randomUUID()}`;
    await expect.poll(async () => (await request.get(list)).headers()["x-cache"], { timeout: 4_000 }).toBe("hit");
    const before = await request.get(list);
    expect(Date.now()).toBeLessThan(publishedAt.getTime());
    expect(await before.text()).not.toContain(post.title);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(post.slug);

    await expect
      .poll(async () => (await request.get(list)).text(), { timeout: 10_000, intervals: [250] })
      .toContain(post.title);
    // Not before its time, and within a moment of it.
    expect(Date.now()).toBeGreaterThanOrEqual(publishedAt.getTime());
    expect(Date.now()).toBeLessThan(publishedAt.getTime() + 2_000);
    expect(await (await request.get("/sitemap.xml")).text()).toContain(post.slug);
  } finally {
    await deletePost(post.id);
  }
});
