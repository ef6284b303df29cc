import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { shippedFacts as site } from "../shipped-facts";
import { languages, localizePath, type Language } from "~/utils/locale";
import { locale } from "./locales";
import { addressOf, personOf, publicSamples, screens } from "./screens";

// Québec's Law 25 (docs/decisions/046): before the visitor answers the cookie banner, no
// page asks another host for anything. Every public screen of the route table (the layout
// walk's list), in both languages, is visited as a first visit: a fresh browser context,
// no answer, scrolled to its end (lazy frames and images), until the network is idle. The
// default configuration runs here (no reCAPTCHA keys). Then: after "accept" the map and
// Calendly load by themselves; after "refuse" they do not.

/** Records every request of a context to another host (once each); the route answers them, as the network is closed. */
async function recordForeignRequests(context: BrowserContext, ownOrigin: string) {
  const foreign = new Set<string>();
  const isForeign = (url: URL) => url.protocol.startsWith("http") && url.origin !== ownOrigin;
  // The event sees every request, the route only those it can answer (not a service worker's, say).
  context.on("request", (request) => {
    if (isForeign(new URL(request.url()))) foreign.add(request.url());
  });
  await context.route(isForeign, (route) => route.fulfill({ status: 200, contentType: "text/plain", body: "" }));
  return foreign;
}

/** A first visit of a page: what it asked of other hosts. */
async function firstVisit(browser: Browser, ownOrigin: string, url: string) {
  const context = await browser.newContext();
  const foreign = await recordForeignRequests(context, ownOrigin);
  const page = await context.newPage();
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState("networkidle");
  await context.close();
  return foreign;
}

const addresses = async () => {
  const samples = await publicSamples();
  return screens
    .filter((route) => personOf(route) === "visitor")
    .flatMap((route) => languages.map((language) => addressOf(route, language, samples)));
};

// Three tests, so that the workers share the pages (one context each, about a second a page).
const groups = 3;
for (let group = 0; group < groups; group++) {
  test(`a first visit of every public page asks no other host for anything (group ${group + 1} of ${groups})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const ownOrigin = new URL(baseURL!).origin;
    const all = await addresses();
    expect(all.length).toBeGreaterThan(30);
    const found: Record<string, string[]> = {};
    for (const url of all.filter((_, index) => index % groups === group)) {
      const foreign = await firstVisit(browser, ownOrigin, url);
      if (foreign.size > 0) found[url] = [...foreign];
    }
    expect(found).toEqual({});
  });
}

const mapRequest = (url: string) => url.startsWith("https://www.google.com/maps");
const calendlyRequest = (url: string) => new URL(url).host.endsWith("calendly.com");

/** Answers the banner on the contact page, then goes to the appointment page by the header's link. */
async function answerThenVisit(browser: Browser, baseURL: string, language: Language, answer: "accept" | "refuse") {
  const common = locale(language, "common");
  const context = await browser.newContext();
  const foreign = await recordForeignRequests(context, new URL(baseURL).origin);
  const page = await context.newPage();
  await page.goto(localizePath("/contact", language));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByTestId("cookie-banner").getByRole("button", { name: common.cookieBanner[answer] }).click();
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  return { context, page, foreign, common };
}

for (const language of languages) {
  test(`${language}: after "accept" the map and the booking calendar load by themselves; after "refuse" neither does`, async ({
    browser,
    baseURL,
  }) => {
    const accepted = await answerThenVisit(browser, baseURL!, language, "accept");
    await expect.poll(() => [...accepted.foreign].some(mapRequest)).toBe(true);
    const nav = accepted.page.getByRole("navigation", { name: accepted.common.nav.label });
    await nav.getByRole("link", { name: accepted.common.nav.appointment, exact: true }).click();
    await expect.poll(() => [...accepted.foreign].some(calendlyRequest)).toBe(true);
    // A new document of the visit too: the server knows the answer.
    await accepted.page.goto(localizePath("/contact", language));
    await expect(accepted.page.locator(`iframe[src="${site.mapEmbedUrl}"]`)).toBeAttached();
    await accepted.context.close();

    const refused = await answerThenVisit(browser, baseURL!, language, "refuse");
    await expect(refused.page.getByTestId("click-to-load-map")).toBeVisible();
    const refusedNav = refused.page.getByRole("navigation", { name: refused.common.nav.label });
    await refusedNav.getByRole("link", { name: refused.common.nav.appointment, exact: true }).click();
    await expect(refused.page.getByTestId("click-to-load-calendar")).toBeVisible();
    await refused.page.reload();
    await refused.page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(refused.page.getByTestId("click-to-load-calendar")).toBeVisible();
    await refused.page.waitForLoadState("networkidle");
    expect([...refused.foreign]).toEqual([]);
    await refused.context.close();
  });
}
