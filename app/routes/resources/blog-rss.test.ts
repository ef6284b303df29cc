import { expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { loadContext } from "../../../tests/vitest/factories";
import { loader } from "./blog-rss";

// The feed is public but short-lived downstream: a post withdrawn leaves every cache within
// minutes, and a reader's copy is revalidated by its ETag (docs/decisions/042).

const feed = (headers: Record<string, string> = {}) =>
  loader({ request: new Request("http://localhost/blog/rss.xml", { headers }), params: {}, context: loadContext() });

test("a short max-age and a strong ETag; a current copy gets 304; a withdrawn post changes the tag", async () => {
  const post = await prisma.post.create({
    data: {
      slug: "retire-bientot",
      lang: "fr",
      title: "Retiré bientôt",
      excerpt: "Un extrait.",
      content: "<p>x</p>",
      publishedAt: new Date("2026-02-01T12:00:00Z"),
    },
  });
  const first = await feed();
  expect(first.status).toBe(200);
  expect(first.headers.get("Cache-Control")).toBe("public, max-age=300");
  const etag = first.headers.get("ETag") ?? "";
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(await first.text()).toContain("/blog/retire-bientot");

  const again = await feed({ "If-None-Match": `W/"other", ${etag}` });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
  expect(again.headers.get("ETag")).toBe(etag);
  expect(again.headers.get("Cache-Control")).toBe("public, max-age=300");

  await prisma.post.update({ where: { id: post.id }, data: { publishedAt: null } });
  const withdrawn = await feed({ "If-None-Match": etag });
  expect(withdrawn.status).toBe(200);
  expect(withdrawn.headers.get("ETag")).not.toBe(etag);
  expect(await withdrawn.text()).not.toContain("/blog/retire-bientot");
});
