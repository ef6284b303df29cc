import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { countSessions, signIn } from "./fixtures";
import { locale } from "./locales";

// The page shell with JavaScript disabled: everything still works through links,
// <details> menus and forms posted to the server.
const fr = locale("fr", "common");
const en = locale("en", "common");

test("the page is server-rendered with the navigation and the language toggle", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale("fr", "home").title);
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(`${baseURL}/en`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale("en", "home").title);
});

test("the services dropdown and the mobile menu open without JavaScript", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: fr.nav.label });
  await nav.getByText(fr.nav.services, { exact: true }).click();
  await nav.getByRole("link", { name: fr.services.content }).click();
  await expect(page).toHaveURL(`${baseURL}/services/creation-de-contenu`);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel(fr.nav.openMenu).click();
  await page.getByTestId("mobile-menu").getByRole("link", { name: fr.nav.gallery }).click();
  await expect(page).toHaveURL(`${baseURL}/galerie`);
});

test("work-in-progress buttons bring their toast back through a redirect", async ({ page }) => {
  await page.goto("/en/contact");
  await page.getByRole("button", { name: en.footer.social.instagram }).click();
  await expect(page).toHaveURL(`${baseURL}/en/contact`);
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(en.toast.wip.title);
  await expect(toast).toContainText(en.toast.wip.description);
  // The flash toast is shown once.
  await page.reload();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("the newsletter form posts no e-mail address", async ({ page }) => {
  await page.goto("/a-propos");
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posted.push(request.postData() ?? "");
  });
  await page.getByLabel(fr.footer.newsletter.emailLabel).fill("someone@example.com");
  await page.getByRole("button", { name: fr.footer.newsletter.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(fr.toast.wip.title);
  expect(posted).toHaveLength(1);
  expect(posted[0]).not.toContain("someone");
  await expect(page).toHaveURL(`${baseURL}/a-propos`);
});

test("the cookie banner can be refused or accepted, and the answer changed from the footer, without JavaScript", async ({
  page,
}) => {
  await page.goto("/galerie");
  const banner = page.getByTestId("cookie-banner");
  const consentCookie = async () =>
    (await page.context().cookies()).find((cookie) => cookie.name === "cookie_consent")?.value;
  await banner.getByRole("button", { name: fr.cookieBanner.refuse }).click();
  await expect(page).toHaveURL(`${baseURL}/galerie`);
  await expect(banner).toHaveCount(0);
  expect(await consentCookie()).toBe("false");
  await page.goto("/");
  await expect(banner).toHaveCount(0);

  // The footer's cookie settings: the same page with the banner open and the current answer.
  await page.getByTestId("site-footer").getByRole("link", { name: fr.cookieBanner.settings }).click();
  await expect(page).toHaveURL(`${baseURL}/?cookie-settings`);
  await expect(banner.getByTestId("cookie-choice")).toHaveText(fr.cookieBanner.currentRefused);
  await banner.getByRole("button", { name: fr.cookieBanner.accept }).click();
  // Back on the page without ?cookie-settings, so the banner stays closed.
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(banner).toHaveCount(0);
  expect(await consentCookie()).toBe("true");
  await page.goto("/galerie");
  await expect(banner).toHaveCount(0);
});

test("the cookie banner's redirect never leaves the site, even with a tab in it", async ({ page }) => {
  // Browsers drop tabs from URLs: a Location of /<TAB>/evil.example would be //evil.example
  // (Chromium then blocks it by the CSP's form-action, and stays on the page).
  await page.route("**/resources/cookie-consent", (route) =>
    route.continue({ postData: new URLSearchParams({ choice: "accept", redirectTo: "/\t/evil.example" }).toString() }),
  );
  await page.route("http://evil.example/**", (route) => route.fulfill({ body: "another site" }));
  await page.goto("/galerie");
  await page.getByTestId("cookie-banner").getByRole("button", { name: fr.cookieBanner.accept }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale("fr", "home").title);
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
});

test("the floating menu opens, and its assistant option leads to the contact page", async ({ page }) => {
  await page.goto("/en/blog");
  const launcher = page.getByTestId("floating-actions");
  await launcher.getByLabel(en.floating.open).click();
  await expect(launcher.getByRole("link", { name: en.floating.whatsapp })).toHaveAttribute("target", "_blank");
  await launcher.getByRole("link", { name: en.floating.assistant }).click();
  await expect(page).toHaveURL(`${baseURL}/en/contact`);
});

test("signing out works without JavaScript", async ({ page, context }) => {
  const user = await signIn(context);
  await page.goto("/dashboard");
  await page.getByText(fr.header.account).click();
  await page.getByRole("button", { name: fr.header.signOut }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("link", { name: fr.header.login })).toBeVisible();
  expect(await countSessions(user.id)).toBe(0);
});

test("the not-found page renders without JavaScript", async ({ page }) => {
  const response = await page.goto("/en/xx/nothing-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.notFound.title);
});

test("the glossary and the case studies are linked from the footer, the blog and the services page, in both languages", async ({
  page,
}) => {
  for (const language of ["fr", "en"] as const) {
    const common = locale(language, "common");
    const paths =
      language === "fr"
        ? { home: "/", services: "/services", blog: "/blog", glossary: "/glossaire", caseStudies: "/etudes-de-cas" }
        : {
            home: "/en",
            services: "/en/services",
            blog: "/en/blog",
            glossary: "/en/glossary",
            caseStudies: "/en/case-studies",
          };
    await page.goto(paths.home);
    const footer = page.getByTestId("site-footer");
    await expect(footer.getByRole("link", { name: common.footer.glossary })).toHaveAttribute("href", paths.glossary);
    await expect(footer.getByRole("link", { name: common.footer.caseStudies })).toHaveAttribute(
      "href",
      paths.caseStudies,
    );
    await page.goto(paths.services);
    await expect(
      page.getByRole("main").getByRole("link", { name: locale(language, "services").list.caseStudies }),
    ).toHaveAttribute("href", paths.caseStudies);
    await page.goto(paths.blog);
    await page
      .getByRole("main")
      .getByRole("link", { name: locale(language, "blog").list.glossary })
      .click();
    await expect(page).toHaveURL(new RegExp(`${paths.glossary}$`));
  }
});
