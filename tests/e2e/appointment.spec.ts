import { expect, test, type Page } from "@playwright/test";
import { shippedFacts as site } from "../shipped-facts";
import { languages, localizePath } from "~/utils/locale";
import { gotoHydrated } from "./fixtures";
import { locale } from "./locales";

const widgetScript = "https://assets.calendly.com/assets/external/widget.js";

/**
 * Stands in for Calendly's embed script (the network is closed): like the real one, it
 * fills the inline widgets present when it runs, and offers initInlineWidget for later.
 */
const stubScript = `
  window.calendlyCalls = [];
  window.Calendly = {
    initInlineWidget: function (options) {
      window.calendlyCalls.push(options.url);
      options.parentElement.setAttribute("data-filled", "by-init");
    },
  };
  document.querySelectorAll(".calendly-inline-widget").forEach(function (element) {
    element.setAttribute("data-filled", "on-load");
  });
`;

async function stubCalendly(page: Page) {
  const requested: string[] = [];
  await page.route("https://assets.calendly.com/**", async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: stubScript });
  });
  return requested;
}

for (const language of languages) {
  const appointment = locale(language, "appointment");
  const nav = locale(language, "common").nav;
  const contact = locale(language, "contact");
  const path = localizePath("/rendez-vous", language);

  test(`${language}: title, what the consultation covers and the 900 px booking calendar, whose embed script loads once across client-side visits`, async ({
    page,
    baseURL,
  }) => {
    // The visitor accepted cookies: the calendar loads without a click (docs/decisions/046).
    await page.context().addCookies([{ name: "cookie_consent", value: "true", url: baseURL }]);
    const requested = await stubCalendly(page);
    await gotoHydrated(page, path);
    await test.step("title, what the consultation covers and the 900 px booking calendar", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(appointment.title);
      await expect(page.getByText(appointment.intro)).toBeVisible();
      const covers = page.getByRole("region", { name: appointment.covers.title });
      await expect(covers.getByRole("listitem")).toHaveText(Object.values(appointment.covers.items) as string[]);

      const widget = page.locator("div.calendly-inline-widget");
      await expect(widget).toHaveCount(1);
      await expect(widget).toHaveAttribute("data-url", site.bookingUrl);
      await expect(widget).toHaveCSS("height", "900px");
      await expect(widget).toHaveCSS("min-width", "320px");
      await expect(widget).toHaveAttribute("data-filled", "on-load");

      // The no-script message is in the page, inert while JavaScript runs.
      const calendar = page.getByRole("region", { name: appointment.calendar.title });
      const noscript = await calendar.locator("noscript").innerHTML();
      expect(noscript).toContain(appointment.calendar.noscript);
      expect(noscript).toContain(`href="${site.bookingUrl}"`);
      expect(noscript).toContain('target="_blank"');
      expect(noscript).toContain("noopener");
    });
    await test.step("the embed script loads once across client-side visits", async () => {
      await expect(page.locator("div.calendly-inline-widget")).toHaveAttribute("data-filled", "on-load");
      await page.evaluate(() => document.documentElement.setAttribute("data-same-document", "yes"));

      const header = page.getByRole("navigation", { name: nav.label });
      for (let visit = 0; visit < 2; visit++) {
        await header.getByRole("link", { name: nav.contact, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${localizePath("/contact", language)}$`));
        // The contact page shows in place of this one (its calendar gone).
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(contact.title);
        await header.getByRole("link", { name: nav.appointment, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        // Back on the page, the already loaded script is asked to draw the calendar again.
        await expect(page.locator("div.calendly-inline-widget")).toHaveAttribute("data-filled", "by-init");
      }

      await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
      expect(requested).toEqual([widgetScript]);
      await expect(page.locator(`script[src="${widgetScript}"]`)).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { calendlyCalls: string[] }).calendlyCalls)).toEqual([
        site.bookingUrl,
        site.bookingUrl,
      ]);
      // One calendar in the page, not one per visit.
      await expect(page.locator("div.calendly-inline-widget")).toHaveCount(1);
    });
  });
}

for (const language of languages) {
  const appointment = locale(language, "appointment");
  test(`${language}: before consent the calendar is a placeholder naming Calendly; a click loads it, and the booking page stays a link`, async ({
    page,
  }) => {
    const requested = await stubCalendly(page);
    await gotoHydrated(page, localizePath("/rendez-vous", language));
    const placeholder = page.getByTestId("click-to-load-calendar");
    await expect(placeholder).toContainText(appointment.calendar.notice);
    await expect(page.locator("div.calendly-inline-widget")).toHaveCount(0);
    await expect(page.getByRole("link", { name: appointment.calendar.link })).toHaveAttribute("href", site.bookingUrl);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    await placeholder.getByRole("button", { name: appointment.calendar.load }).click();
    await expect(page.locator("div.calendly-inline-widget")).toHaveAttribute("data-filled", "on-load");
    expect(requested).toEqual([widgetScript]);
  });
}

test("the Content-Security-Policy lets the embed script and its stylesheet load", async ({ request }) => {
  const response = await request.get("/rendez-vous");
  const headers = response.headers();
  const policy = headers["content-security-policy"] ?? headers["content-security-policy-report-only"] ?? "";
  const directive = (name: string) => policy.split(";").find((part) => part.trim().startsWith(`${name} `)) ?? "";
  expect(directive("script-src")).toContain("https://assets.calendly.com");
  expect(directive("style-src")).toContain("https://assets.calendly.com");
  expect(directive("frame-src")).toContain("https://calendly.com");
});
