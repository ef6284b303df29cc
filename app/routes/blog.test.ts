import { beforeAll, expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { loadContext } from "../../tests/vitest/factories";
import { loader } from "./blog";

// A `?page=` the list does not write itself is answered with a redirect to the page meant,
// never a page the page cache would keep under that address (docs/decisions/042).

beforeAll(async () => {
  // 14 French posts: three pages of six.
  await prisma.post.createMany({
    data: Array.from({ length: 14 }, (_, index) => ({
      slug: `billet-${index}`,
      lang: "fr",
      title: `Billet ${index}`,
      excerpt: "Un extrait.",
      content: "<p>x</p>",
      publishedAt: new Date(Date.UTC(2026, 0, index + 1)),
    })),
  });
});

async function answer(url: string) {
  try {
    return await loader({ request: new Request(`http://localhost${url}`), params: {}, context: loadContext() });
  } catch (thrown) {
    return thrown;
  }
}

async function redirectOf(url: string) {
  const response = await answer(url);
  expect(response).toBeInstanceOf(Response);
  return { status: (response as Response).status, location: (response as Response).headers.get("Location") };
}

test("a page number written as the list writes it, within 1..total, is that page", async () => {
  for (const [url, page] of [
    ["/blog", 1],
    ["/blog?page=2", 2],
    ["/blog?page=3&utm_source=infolettre", 3],
  ] as const) {
    const listing = await answer(url);
    expect(listing).not.toBeInstanceOf(Response);
    expect((listing as Awaited<ReturnType<typeof loader>>).data.page).toBe(page);
  }
});

test("another spelling of a page, or a value that names none, moves for good to the page meant", async () => {
  expect(await redirectOf("/blog?page=02")).toEqual({ status: 301, location: "/blog?page=2" });
  expect(await redirectOf("/blog?page=2&page=3")).toEqual({ status: 301, location: "/blog?page=2" });
  for (const value of ["abc", "0", "1", "", "-1", "2.5", "1e309", "%00"]) {
    expect(await redirectOf(`/blog?page=${value}`)).toEqual({ status: 301, location: "/blog" });
  }
  expect(await redirectOf("/en/blog?page=0")).toEqual({ status: 301, location: "/en/blog" });
});

test("a page past the last is sent to page 1 for now (it may exist later)", async () => {
  expect(await redirectOf("/blog?page=4")).toEqual({ status: 302, location: "/blog" });
  expect(await redirectOf("/blog?page=99999")).toEqual({ status: 302, location: "/blog" });
});

test("the redirect keeps the campaign tags and click ids, for the visit's attribution", async () => {
  expect(await redirectOf("/blog?utm_source=infolettre&page=abc&gclid=Cj0")).toEqual({
    status: 301,
    location: "/blog?utm_source=infolettre&gclid=Cj0",
  });
  expect(await redirectOf("/blog?page=03&utm_campaign=hiver")).toEqual({
    status: 301,
    location: "/blog?page=3&utm_campaign=hiver",
  });
});
