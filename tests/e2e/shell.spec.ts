import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { countSessions, expectNoticeInPlace, gotoHydrated, signIn } from "./fixtures";
import { locale } from "./locales";

const fr = locale("fr", "common");
const en = locale("en", "common");

// The French home page: one visit checks what every page's shell carries (a fresh page
// costs more than the checks); the steps that change the page come last.
test("/ is French, with alternates, the navigation, the login link, the footer, the security headers, the newsletter notice, the cookie banner, the services dropdown and a safe flash cookie", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const response = await gotoHydrated(page, "/");
  await test.step("language: / is French with hreflang alternates, a canonical link and the navigation", async () => {
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(head.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${baseURL}/en`);
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/`);
    const nav = page.getByRole("navigation", { name: fr.nav.label });
    for (const key of ["home", "gallery", "blog", "contact", "appointment"]) {
      await expect(nav.getByRole("link", { name: fr.nav[key], exact: true })).toBeVisible();
    }
    await expect(nav.getByText(fr.nav.services, { exact: true })).toBeVisible();
  });
  await test.step("header: signed out, the header offers the login link", async () => {
    await expect(page.getByRole("link", { name: fr.header.login })).toHaveAttribute("href", "/login");
    await expect(page.getByText(fr.header.account)).toHaveCount(0);
  });
  await test.step("footer: has the service links, the company links and the legal link", async () => {
    const footer = page.getByTestId("site-footer");
    for (const key of ["websites", "seo", "ads", "content"]) {
      await expect(footer.getByRole("link", { name: fr.services[key] })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: fr.footer.about_link })).toHaveAttribute("href", "/a-propos");
    await expect(footer.getByRole("link", { name: fr.nav.blog })).toHaveAttribute("href", "/blog");
    await expect(footer.getByRole("link", { name: fr.nav.contact })).toHaveAttribute("href", "/contact");
    await expect(footer.getByRole("link", { name: fr.nav.appointment })).toHaveAttribute("href", "/rendez-vous");
    await expect(footer.getByRole("link", { name: fr.footer.legal })).toHaveAttribute("href", "/mentions-legales");
    // The glossary and the case studies, linked from every page, not only from the sitemap.
    await expect(footer.getByRole("link", { name: fr.footer.glossary })).toHaveAttribute("href", "/glossaire");
    await expect(footer.getByRole("link", { name: fr.footer.caseStudies })).toHaveAttribute("href", "/etudes-de-cas");
  });
  // Before any reload: the nonce is the first response's.
  await test.step("responses carry the security headers; every inline script runs by the response's nonce, or by its hash (a page from the cache)", async () => {
    const headers = response?.headers() ?? {};
    const csp = headers["content-security-policy"] ?? "";
    const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSources).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Data blocks (JSON-LD, the page's texts) do not run.
    const inlineScripts = page.locator(
      'script:not([src]):not([type="application/ld+json"]):not([type="application/json"])',
    );
    expect(await inlineScripts.count()).toBeGreaterThan(0);
    if (headers["x-cache"] === "hit") {
      expect(scriptSources).not.toContain("nonce-");
      const hashes = await inlineScripts.evaluateAll((scripts) =>
        Promise.all(
          scripts.map(async (script) => {
            const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script.textContent ?? ""));
            return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
          }),
        ),
      );
      for (const hash of hashes) expect(scriptSources.split(" ")).toContain(hash);
    } else {
      const nonce = /'nonce-([^']+)'/.exec(scriptSources)?.[1];
      expect(nonce).toBeTruthy();
      const nonces = await inlineScripts.evaluateAll((scripts) =>
        scripts.map((script) => (script as HTMLScriptElement).nonce),
      );
      for (const scriptNonce of nonces) expect(scriptNonce).toBe(nonce);
    }
  });
  await test.step("footer: the newsletter form sends nothing and shows the work-in-progress toast", async () => {
    await page.getByLabel(fr.footer.newsletter.emailLabel).fill("someone@example.com");
    await expectNoticeInPlace(page, page.getByRole("button", { name: fr.footer.newsletter.submit }), [
      fr.toast.wip.title,
      fr.toast.wip.description,
    ]);
  });
  await test.step("the cookie banner offers accept and refuse alike; an answer hides it, stays, and can be changed from the footer", async () => {
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    const accept = banner.getByRole("button", { name: fr.cookieBanner.accept });
    const refuse = banner.getByRole("button", { name: fr.cookieBanner.refuse });
    // Equally visible (Law 25, docs/decisions/046): the same size, weight and colours.
    const looks = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [style.fontSize, style.fontWeight, style.color, style.backgroundColor, style.borderWidth, box.height];
      });
    expect(await looks(refuse)).toEqual(await looks(accept));
    await accept.click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie_consent"))).toBe("true");
    await page.reload();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByTestId("site-footer").getByRole("link", { name: fr.cookieBanner.settings }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(banner).toBeFocused();
    await expect(banner.getByTestId("cookie-choice")).toHaveText(fr.cookieBanner.currentAccepted);
    await banner.getByRole("button", { name: fr.cookieBanner.refuse }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookie_consent"))).toBe("false");
    await page.reload();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  });
  await test.step("header: the services dropdown lists the four service pages and closes on a choice", async () => {
    // The page was reloaded: live again before the click.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const nav = page.getByRole("navigation", { name: fr.nav.label });
    await nav.getByText(fr.nav.services, { exact: true }).click();
    for (const key of ["websites", "seo", "ads", "content"]) {
      await expect(nav.getByRole("link", { name: fr.services[key] })).toBeVisible();
    }
    await nav.getByRole("link", { name: fr.services.seo }).click();
    await expect(page).toHaveURL(`${baseURL}/services/seo`);
    await expect(nav.getByRole("link", { name: fr.services.websites })).toBeHidden();
  });
  // Last: the flash cookie it sets would show a toast on the next page load.
  await test.step("the flash-toast cookie is HttpOnly, SameSite=Lax and Secure; static files carry the headers too", async () => {
    const flash = await page.request.post("/resources/notice", {
      form: { notice: "wip", redirectTo: "/" },
      maxRedirects: 0,
    });
    expect(flash.status()).toBe(303);
    const flashCookie = flash.headers()["set-cookie"] ?? "";
    expect(flashCookie).toMatch(/^vitrine_toast=/);
    for (const flag of ["HttpOnly", "SameSite=Lax", "Secure"]) expect(flashCookie).toContain(flag);

    const asset = await page.request.get("/favicon.svg");
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});

test.describe("language", () => {
  test("alternates of an English page point to both versions", async ({ page }) => {
    await page.goto("/en/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/en/contact`);
    await expect(page.locator('link[hreflang="fr"]')).toHaveAttribute("href", `${baseURL}/contact`);
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute("href", `${baseURL}/en/contact`);
    await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}/contact`);
  });

  test("the toggle shows the other language, goes to the same page there and remembers the choice", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/contact?ref=test");
    const toggle = page.getByTestId("language-toggle");
    await expect(toggle).toHaveText("EN");
    await toggle.click();
    await expect(page).toHaveURL(`${baseURL}/en/contact?ref=test`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByTestId("language-toggle")).toHaveText("FR");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");

    // The toggle remembers the choice once the English page is live (a plain link before).
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByTestId("language-toggle").click();
    await expect(page).toHaveURL(`${baseURL}/contact?ref=test`);
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("fr");
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("fr");
  });
});

test.describe("header", () => {
  // Lighthouse's forced reflow: a script that reads layout (window.scrollY, a size)
  // while styles are stale makes the browser lay out the page there and then. Seen in a
  // trace as a style or layout event with the page's script on its stack; the header
  // read window.scrollY as it hydrated. Whether styles are stale then varies, hence loads.
  test("no script of the page forces a layout while it loads", async ({ browser, baseURL }) => {
    for (let load = 0; load < 4; load++) {
      const page = await browser.newPage();
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline.stack"],
      });
      await page.goto("/");
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
        traceEvents: Array<{ name: string; args?: { beginData?: { stackTrace?: Array<{ url: string }> } } }>;
      };
      const forced = traceEvents
        .filter((event) => event.name === "UpdateLayoutTree" || event.name === "Layout")
        .flatMap((event) => event.args?.beginData?.stackTrace ?? [])
        .filter((frame) => frame.url.startsWith(baseURL ?? ""));
      expect(forced, `load ${load + 1}`).toEqual([]);
      await page.close();
    }
  });

  test("is sticky, 6rem high, and turns translucent after 10 px of scroll", async ({ page }) => {
    await page.goto("/blog");
    const header = page.getByTestId("site-header");
    expect((await header.boundingBox())?.height).toBe(96);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    const opaque = await header.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(opaque).toBe("rgb(255, 255, 255)");

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // bg-white/75: the same white at 75 % opacity, however the browser writes it.
    await expect.poll(() => header.evaluate((element) => getComputedStyle(element).backgroundColor)).toContain("0.75");
    expect((await header.boundingBox())?.y).toBe(0);
  });

  test("the mobile menu mirrors the navigation", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/en");
    await page.getByLabel(en.nav.openMenu).click();
    const menu = page.getByTestId("mobile-menu");
    for (const key of ["home", "services", "gallery", "blog", "contact", "appointment"]) {
      await expect(menu.getByRole("link", { name: en.nav[key], exact: true })).toBeVisible();
    }
    for (const key of ["websites", "seo", "ads", "content"]) {
      await expect(menu.getByRole("link", { name: en.services[key] })).toBeVisible();
    }
    await expect(menu.getByRole("link", { name: en.header.login })).toHaveAttribute("href", "/en/login");
    await menu.getByRole("link", { name: en.nav.blog, exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/en/blog`);
    await expect(menu).toBeHidden();
  });

  test("signed in, My account offers the dashboard, the media library, the account page and sign out", async ({
    page,
    context,
  }) => {
    const user = await signIn(context);
    await gotoHydrated(page, "/en/services");
    await expect(page.getByRole("link", { name: en.header.login })).toHaveCount(0);
    await page.getByText(en.header.account).click();
    const menu = page.getByRole("navigation", { name: en.header.account });
    await expect(menu.getByRole("link", { name: en.header.dashboard })).toHaveAttribute("href", "/en/dashboard");
    await expect(menu.getByRole("link", { name: en.header.media })).toHaveAttribute("href", "/en/media");
    await expect(menu.getByRole("link", { name: en.header.accountSettings })).toHaveAttribute("href", "/en/account");
    expect(await countSessions(user.id)).toBe(1);
    await menu.getByRole("button", { name: en.header.signOut }).click();
    await expect(page).toHaveURL(`${baseURL}/en`);
    await expect(page.getByRole("link", { name: en.header.login })).toBeVisible();
    expect(await countSessions(user.id)).toBe(0);
  });
});

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
  return toast;
}

test.describe("footer and toasts", () => {
  test("a toast stays 5000 ms, and only one shows at a time", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/en");
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByRole("button", { name: en.footer.social.linkedin }).click();
    await expectToast(page, en.toast.wip.title);
    await page.getByRole("button", { name: en.header.notifications }).click();
    await page.getByRole("button", { name: en.footer.social.instagram }).click();
    await expectToast(page, en.toast.wip.title);
    await page.clock.runFor(4_900);
    await expect(page.getByTestId("toast")).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});

test.describe("global widgets", () => {
  test("the floating button offers the assistant and WhatsApp, and closes on a choice", async ({ page }) => {
    await gotoHydrated(page, "/en");
    const launcher = page.getByTestId("floating-actions");
    await launcher.getByLabel(en.floating.open).click();
    const whatsapp = launcher.getByRole("link", { name: en.floating.whatsapp });
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await launcher.getByRole("link", { name: en.floating.assistant }).click();
    await expect(whatsapp).toBeHidden();
    // The panel itself: tests/e2e/chatbot.spec.ts.
  });

  test("with ALTCHA, bot protection runs nothing on page views: no challenge, no solver, on load or path change", async ({
    page,
  }) => {
    // reCAPTCHA's page_view check on each path change: tests/e2e/bot-protection.spec.ts.
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: fr.nav.label }).getByRole("link", { name: fr.nav.blog }).click();
    await expect(page).toHaveURL(`${baseURL}/blog`);
    await page.waitForLoadState("networkidle");
    expect(requests.filter((url) => /bot-challenge|altcha/.test(url))).toEqual([]);
  });
});

test.describe("client-side navigation", () => {
  test("the URL changes with the page, when the new page's texts load slowly too", async ({ page }) => {
    const contact = locale("en", "contact");
    // A screen's locale files are chunks that import nothing (its module and components
    // import others): they answer 4 s late, as on a slow connection.
    await page.route(/\/assets\/contact-[\w-]+\.js$/, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (!body.startsWith("import")) await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.fulfill({ response, body });
    });
    await gotoHydrated(page, "/en/appointment");
    await page
      .getByRole("navigation", { name: en.nav.label })
      .getByRole("link", { name: en.nav.contact, exact: true })
      .click();
    await expect(page).toHaveURL(`${baseURL}/en/contact`, { timeout: 10_000 });
    // Not the previous page under the new URL while the texts are on their way.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.title, { timeout: 2000 });
  });
});
