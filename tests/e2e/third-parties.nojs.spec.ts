import { expect, test } from "@playwright/test";
import { shippedFacts as site } from "../shipped-facts";
import { languages, localizePath } from "~/utils/locale";
import { locale } from "./locales";

// Without JavaScript (docs/decisions/046): the contact page asks Google nothing before an
// answer or after a refusal, and its map placeholder offers the map's own page (the load
// button, which could do nothing, is hidden); accepted, the map is framed by the server.
for (const language of languages) {
  const contact = locale(language, "contact");
  const common = locale(language, "common");

  test(`${language}: the map waits for consent, its own page stays a link, and accepting frames it`, async ({
    page,
    baseURL,
  }) => {
    const foreign: string[] = [];
    await page.context().route(
      (url) => url.protocol.startsWith("http") && url.origin !== new URL(baseURL!).origin,
      async (route) => {
        foreign.push(route.request().url());
        await route.fulfill({ status: 200, contentType: "text/html", body: "" });
      },
    );
    await page.goto(localizePath("/contact", language));
    const placeholder = page.getByTestId("click-to-load-map");
    await expect(placeholder).toContainText(contact.map.notice);
    await expect(placeholder.getByRole("button", { name: contact.map.load })).toBeHidden();
    const link = placeholder.getByRole("link", { name: contact.map.open });
    await expect(link).toHaveAttribute("href", site.mapUrl);
    await expect(link).toHaveAttribute("target", "_blank");

    await page.getByTestId("cookie-banner").getByRole("button", { name: common.cookieBanner.refuse }).click();
    await expect(placeholder).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState("networkidle");
    expect(foreign).toEqual([]);

    // Changed from the footer's cookie settings to an acceptance: the map is in the page.
    await page.getByTestId("site-footer").getByRole("link", { name: common.cookieBanner.settings }).click();
    await page.getByTestId("cookie-banner").getByRole("button", { name: common.cookieBanner.accept }).click();
    await expect(page.locator(`iframe[src="${site.mapEmbedUrl}"]`)).toBeAttached();
    await expect(placeholder).toHaveCount(0);
  });
}
