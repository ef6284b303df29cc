import { expect, test } from "@playwright/test";
import { signIn } from "./fixtures";

// Blog pages answer conditional requests: a repeat view costs a 304, not a render.
// The page may come from the page cache (page-cache.spec.ts) or be rendered.

const pages = ["/blog", "/en/blog?page=2", "/blog/guide-seo-local-pme"];

for (const path of pages) {
  test(`${path} sends validators and answers 304 when the copy is current`, async ({ request }) => {
    const first = await request.get(path);
    expect(first.status()).toBe(200);
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    expect(first.headers()["last-modified"]).toBeTruthy();
    expect(first.headers()["cache-control"]).toBe("private, no-cache");

    const again = await request.get(path, { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status()).toBe(304);
    expect(await again.body()).toHaveLength(0);
    // A fresh nonce would block the copy's scripts: a rendered 304 keeps the copy's policy
    // (sends none); one from the cache sends the cached copy's, whose scripts are allowed by hash.
    const policy = again.headers()["content-security-policy"];
    if (policy !== undefined) {
      expect(policy).not.toContain("nonce-");
      const cached = await request.get(path);
      expect(cached.headers()["x-cache"]).toBe("hit");
      expect(policy).toBe(cached.headers()["content-security-policy"]);
    }

    const stale = await request.get(path, { headers: { "If-None-Match": 'W/"something-else"' } });
    expect(stale.status()).toBe(200);
  });
}

test("a reload served from the browser's copy still runs the page's scripts", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const first = await page.goto("/blog");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const reload = await page.reload();
  // The browser revalidates its copy (the server's 304 is checked above); Chromium then
  // reports the copy it shows.
  expect((await reload?.request().allHeaders())?.["if-none-match"]).toBe(await first?.headerValue("etag"));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(violations).toEqual([]);
});

test("a signed-in visitor's page is personal: no validators", async ({ page, context }) => {
  await signIn(context);
  const response = await page.goto("/blog");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["etag"]).toBeUndefined();
});
