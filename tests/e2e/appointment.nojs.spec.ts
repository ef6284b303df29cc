import { expect, test } from "@playwright/test";
import { shippedFacts as site } from "../shipped-facts";
import { languages, localizePath } from "~/utils/locale";
import { locale } from "./locales";

// Without JavaScript the calendar cannot load: the page says so and links to the booking page.
for (const language of languages) {
  const appointment = locale(language, "appointment");

  test(`${language}: the no-script message links to the booking page in a new tab`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(localizePath("/rendez-vous", language));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(appointment.title);
    // Playwright's text locators skip <noscript>; the test id reaches into it.
    const message = page.getByTestId("booking-noscript");
    await expect(message).toBeVisible();
    await expect(message).toContainText(appointment.calendar.noscript);
    const link = message.getByRole("link", { name: appointment.calendar.link });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("href", site.bookingUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    // The calendar's place (its click-to-load placeholder before consent) is hidden.
    await expect(page.locator("#booking-calendar")).toBeHidden();
    expect(scripts.filter((url) => url.includes("calendly"))).toEqual([]);
  });
}
