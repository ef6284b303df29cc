import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath } from "~/utils/locale";
import { locale } from "./locales";

for (const language of languages) {
  const thankYou = locale(language, "thank-you");
  const toast = locale(language, "common").toast;
  const path = localizePath("/thank-you", language);

  test(`${language}: the booking button posts and the calendar-soon toast comes back`, async ({ page, context }) => {
    await context.addCookies([{ name: "cookie_consent", value: "true", url: baseURL }]);
    await page.goto(path);
    await page.getByRole("button", { name: thankYou.nextStep.button }).click();
    await expect(page).toHaveURL(`${baseURL}${path}`);
    const shown = page.getByTestId("toast");
    await expect(shown).toContainText(toast.calendarSoon.title);
    await expect(shown).toContainText(toast.calendarSoon.description);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.title);
  });
}
