import { expect, test } from "@playwright/test";
import { SESSION_COOKIE } from "~/utils/cookie-names";
import { signIn } from "./fixtures";

// What a signed-in visitor's pages and posts may not do (docs/decisions/041): be kept by a
// shared cache (a CDN put in front), or be posted from another site.

test("every answer to a signed-in visitor is private and not stored, documents and .data alike; anonymous pages are unchanged", async ({
  context,
  request,
}) => {
  const user = await signIn(context);
  for (const path of ["/", "/contact", "/_root.data", "/contact.data", "/en/about"]) {
    const response = await context.request.get(path);
    expect(response.status(), path).toBe(200);
    // The page holds the visitor's address: the reason it must stay private.
    if (!path.endsWith(".data")) expect(await response.text(), path).toContain(user.email);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["vary"], path).toMatch(/\bCookie\b/);
  }
  // Anonymous pages keep the page cache's headers (docs/decisions/026): none on the render
  // that fills the cache, the browser's private copy to revalidate on a hit.
  for (const path of ["/", "/contact"]) {
    for (let visit = 0; visit < 3; visit += 1) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect([undefined, "private, no-cache"], path).toContain(response.headers()["cache-control"]);
    }
  }
});

test("a post without Origin from another site's page is refused; from this site's it goes through", async ({
  context,
  request,
  baseURL,
}) => {
  const user = await signIn(context);
  const session = (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE);
  const cookie = `${SESSION_COOKIE}=${session?.value}`;
  const deleteAccount = (headers: Record<string, string>) =>
    request.post("/compte/supprimer", { headers: { Cookie: cookie, ...headers }, form: {}, maxRedirects: 0 });
  const { prisma } = await import("~/platform/db.server");
  const exists = async () => (await prisma.user.count({ where: { id: user.id } })) === 1;

  expect((await deleteAccount({ Referer: "https://evil.example/" })).status()).toBe(403);
  expect((await deleteAccount({ "Sec-Fetch-Site": "cross-site" })).status()).toBe(403);
  expect((await deleteAccount({ Origin: "https://evil.example" })).status()).toBe(403);
  expect(await exists()).toBe(true);

  const deleted = await deleteAccount({ Referer: `${baseURL}/compte/supprimer` });
  expect(deleted.status()).toBe(303);
  expect(await exists()).toBe(false);
});
