import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { shippedFacts as site } from "../shipped-facts";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// Anonymous pages come from the server's page cache (app/platform/page-cache.server.ts).
// Tests ask for pages with campaign tags of their own: every value shares one copy of a page
// (docs/decisions/042), filled with each request's own tags, so a test may find the copy
// another stored; a parameter the cache does not know gets a render every time.

const fr = locale("fr", "common");
const en = locale("en", "common");

/** A page URL with campaign tags of its own (its copy is the page's one template for tags). */
function freshUrl(path: string) {
  return `${path}?utm_source=e2e-${randomUUID()}`;
}

/** Asks for the page until it comes from the cache (a page is stored once sent and compressed). */
async function cachedResponse(request: APIRequestContext, url: string, headers: Record<string, string> = {}) {
  let response: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        response = await request.get(url, { headers });
        return response.headers()["x-cache"];
      },
      { timeout: 10_000 },
    )
    .toBe("hit");
  return response!;
}

/** The script sources of a response's Content-Security-Policy. */
/**
 * The page as rendered: without the texts of its namespaces (app/utils/translation.tsx),
 * which hold every label of the shell, the account menu's and the toasts' included, for
 * every visitor alike.
 */
async function renderedHtml(response: APIResponse) {
  return (await response.text()).replace(/<script id="page-texts"[^>]*>[\s\S]*?<\/script>/, "");
}

function scriptSources(response: { headers(): Record<string, string> }) {
  const policy = response.headers()["content-security-policy"] ?? "";
  return /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ") ?? [];
}

/** Content-Security-Policy errors the page reports from now on. */
function policyViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("a cached page is sent without rendering: the same bytes each time, its scripts allowed by hash", async ({
  request,
}) => {
  const url = freshUrl("/services/seo");
  // A parameter the cache does not know: rendered.
  const rendered = await request.get(`/services/seo?render=${randomUUID()}`);
  expect(rendered.headers()["x-cache"]).toBeUndefined();
  // Every render has a fresh nonce...
  expect(scriptSources(rendered).some((source) => source.startsWith("'nonce-"))).toBe(true);

  const hit = await cachedResponse(request, url);
  const again = await request.get(url);
  // ...so two identical answers were not rendered.
  expect(again.headers()["x-cache"]).toBe("hit");
  expect(await again.body()).toEqual(await hit.body());
  expect(again.headers()["content-security-policy"]).toBe(hit.headers()["content-security-policy"]);

  const sources = scriptSources(hit);
  expect(sources.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
  expect(sources.join(" ")).not.toMatch(/nonce|unsafe-inline|unsafe-eval|strict-dynamic/);
  // The rest of the policy and the other security headers are those of the rendered page.
  const withoutScripts = (response: APIResponse) =>
    response.headers()["content-security-policy"]?.replace(/script-src [^;]*/, "");
  expect(withoutScripts(hit)).toBe(withoutScripts(rendered));
  // A hit replays them all: those of its first render, not this response's.
  const setPerResponse = new Set(["content-security-policy", "etag", "date", "cache-control", "vary"]);
  // The copy is sent whole, the render streamed.
  const framing = new Set(["content-length", "transfer-encoding"]);
  const kept = (response: APIResponse) =>
    Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !setPerResponse.has(name) && !framing.has(name)),
    );
  expect(kept(rendered)).toHaveProperty("strict-transport-security");
  expect(kept(hit)).toEqual({ ...kept(rendered), "x-cache": "hit" });
  expect(hit.headers()["cache-control"]).toBe("private, no-cache");
  expect(hit.headers()["vary"]).toBe("Accept-Encoding, Cookie");
  expect(hit.headers()["set-cookie"]).toBeUndefined();
  expect(await hit.text()).not.toContain("nonce=");
  expect(await renderedHtml(hit)).toContain(fr.header.login);
});

test("a request the guards refuse gets its 400, not the cached copy", async ({ request }) => {
  const url = freshUrl("/services/seo");
  await cachedResponse(request, url);
  const refused = await request.get(url, { headers: { "X-Forwarded-Host": "vitrine.example/elsewhere" } });
  expect(refused.status()).toBe(400);
  expect(refused.headers()["x-cache"]).toBeUndefined();
});

test("compressed once: brotli, gzip and identity carry the same page, each with its strong ETag", async ({
  request,
}) => {
  const url = freshUrl("/");
  const brotli = await cachedResponse(request, url, { "Accept-Encoding": "br, gzip" });
  const gzip = await request.get(url, { headers: { "Accept-Encoding": "gzip" } });
  const identity = await request.get(url, { headers: { "Accept-Encoding": "identity" } });
  expect([brotli, gzip, identity].map((response) => response.headers()["content-encoding"])).toEqual([
    "br",
    "gzip",
    undefined,
  ]);
  // Playwright decodes the bodies.
  expect(await brotli.text()).toBe(await identity.text());
  expect(await gzip.text()).toBe(await identity.text());
  const etags = [brotli, gzip, identity].map((response) => response.headers()["etag"]);
  for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
  expect(new Set(etags).size).toBe(3);
});

test("a 304 carries the copy's policy, and the browser's copy still runs its scripts", async ({ page, request }) => {
  const url = freshUrl("/services/seo");
  const hit = await cachedResponse(request, url);
  const etag = hit.headers()["etag"] ?? "";
  const notModified = await request.get(url, { headers: { "If-None-Match": etag } });
  expect(notModified.status()).toBe(304);
  expect(await notModified.body()).toHaveLength(0);
  expect(notModified.headers()["content-security-policy"]).toBe(hit.headers()["content-security-policy"]);
  expect(notModified.headers()["etag"]).toBe(etag);

  const violations = policyViolations(page);
  const first = await page.goto(url);
  expect(first?.headers()["x-cache"]).toBe("hit");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const reload = await page.reload();
  expect((await reload?.request().allHeaders())?.["if-none-match"]).toBe(await first?.headerValue("etag"));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(violations).toEqual([]);
});

test("with JavaScript, a cached page runs without a policy error: the language toggle works", async ({
  page,
  request,
  baseURL,
}) => {
  const url = freshUrl("/services/seo");
  await cachedResponse(request, url);
  const violations = policyViolations(page);
  const response = await page.goto(url);
  expect(response?.headers()["x-cache"]).toBe("hit");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const toggle = page.getByTestId("language-toggle");
  await toggle.click();
  await expect(page).toHaveURL(`${baseURL}${url.replace("/services", "/en/services")}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByTestId("language-toggle")).toHaveText("FR");
  expect(violations).toEqual([]);
});

test("French and English pages, and pages with and without cookie consent, are never mixed", async ({ request }) => {
  const tag = `?utm_source=e2e-${randomUUID()}`;
  const french = await cachedResponse(request, `/services/seo${tag}`);
  const english = await cachedResponse(request, `/en/services/seo${tag}`);
  expect(await french.text()).toContain('<html lang="fr"');
  expect(await english.text()).toContain('<html lang="en"');
  expect(await renderedHtml(english)).toContain(en.header.login);
  expect(await renderedHtml(english)).not.toContain(`>${fr.header.login}<`);

  const consented = await cachedResponse(request, `/services/seo${tag}`, { Cookie: "cookie_consent=true" });
  expect(await consented.text()).not.toContain('data-testid="cookie-banner"');
  expect(await french.text()).toContain('data-testid="cookie-banner"');
  const stillFrench = await request.get(`/services/seo${tag}`);
  expect(await stillFrench.text()).toContain('data-testid="cookie-banner"');

  // A refusal is a page of its own (docs/decisions/046): no banner, and the map waits for a click.
  const refused = await cachedResponse(request, `/contact${tag}`, { Cookie: "cookie_consent=false" });
  const accepted = await cachedResponse(request, `/contact${tag}`, { Cookie: "cookie_consent=true" });
  const unanswered = await cachedResponse(request, `/contact${tag}`);
  expect(await refused.text()).not.toContain('data-testid="cookie-banner"');
  expect(await refused.text()).toContain('data-testid="click-to-load-map"');
  expect(await accepted.text()).not.toContain('data-testid="click-to-load-map"');
  expect(await accepted.text()).toContain(`src="${site.mapEmbedUrl.replaceAll("&", "&amp;")}"`);
  expect(await unanswered.text()).toContain('data-testid="cookie-banner"');
  expect(await unanswered.text()).toContain('data-testid="click-to-load-map"');
});

test("a signed-in visitor gets their own page, never the anonymous copy, and theirs is never cached", async ({
  browser,
  request,
}) => {
  const url = freshUrl("/services/seo");
  await cachedResponse(request, url);

  const context = await browser.newContext();
  await signIn(context);
  const page = await context.newPage();
  for (let visit = 0; visit < 3; visit += 1) {
    const response = await page.goto(url);
    expect(response?.headers()["x-cache"]).toBeUndefined();
    expect(scriptSources(response!).some((source) => source.startsWith("'nonce-"))).toBe(true);
    await expect(page.getByText(fr.header.account)).toBeVisible();
    await expect(page.getByRole("link", { name: fr.header.login })).toHaveCount(0);
  }
  await context.close();

  const anonymous = await request.get(url);
  expect(anonymous.headers()["x-cache"]).toBe("hit");
  expect(await renderedHtml(anonymous)).toContain(fr.header.login);
  expect(await renderedHtml(anonymous)).not.toContain(fr.header.account);
});

test("a flash toast shows once, on a page that is not cached, and never reaches another visitor", async ({
  page,
  request,
}) => {
  const url = freshUrl("/services/seo");
  await cachedResponse(request, url);

  // Without JavaScript, a notice button posts, and the toast comes back with a cookie.
  const flash = await page.request.post("/resources/notice", {
    form: { notice: "wip", redirectTo: url },
    maxRedirects: 0,
  });
  expect(flash.status()).toBe(303);
  const withToast = await page.goto(url);
  expect(withToast?.headers()["x-cache"]).toBeUndefined();
  // The toast's cookie is cleared by the page that shows it: a Set-Cookie the cache never keeps.
  expect(await withToast?.headerValue("set-cookie")).toMatch(/^vitrine_toast=;/);
  await expect(page.getByTestId("toast")).toContainText(fr.toast.wip.title);

  const next = await page.goto(url);
  expect(next?.headers()["x-cache"]).toBe("hit");
  expect(await next?.headerValue("set-cookie")).toBeNull();
  await expect(page.getByTestId("toast")).toHaveCount(0);

  const someoneElse = await request.get(url);
  expect(await renderedHtml(someoneElse)).not.toContain(fr.toast.wip.title);
});
