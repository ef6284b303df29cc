import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath } from "~/utils/locale";
import { expectNoticeInPlace, gotoHydrated } from "./fixtures";
import { locale } from "./locales";

test.beforeEach(async ({ context }) => {
  // Keep the cookie banner out of the way of the buttons.
  await context.addCookies([{ name: "cookie_consent", value: "true", url: baseURL }]);
});

for (const language of languages) {
  const thankYou = locale(language, "thank-you");
  const toast = locale(language, "common").toast;
  const path = localizePath("/thank-you", language);

  test(`${language}: success message, next step and a way home, not indexed; the booking button says calendar booking is coming and logs book_call`, async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));
    await gotoHydrated(page, path);
    await test.step("success message, next step and a way home; not indexed", async () => {
      await expect(page.getByTestId("success-icon")).toBeVisible();
      await expect(page.getByTestId("success-icon")).toHaveAttribute("aria-hidden", "true");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(thankYou.title);
      await expect(page.getByText(thankYou.intro)).toBeVisible();
      const nextStep = page.getByRole("region", { name: thankYou.nextStep.title });
      await expect(nextStep).toContainText(thankYou.nextStep.text);
      await expect(nextStep.getByRole("button", { name: thankYou.nextStep.button })).toBeVisible();
      await expect(page.getByRole("link", { name: thankYou.home })).toHaveAttribute(
        "href",
        localizePath("/", language),
      );
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
    await test.step("the booking button says calendar booking is coming and logs book_call", async () => {
      await expectNoticeInPlace(page, page.getByRole("button", { name: thankYou.nextStep.button }), [
        toast.calendarSoon.title,
        toast.calendarSoon.description,
      ]);
      expect(logged.filter((text) => text.startsWith("[analytics] book_call"))).toHaveLength(1);
    });
  });
}
