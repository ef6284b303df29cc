import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath } from "~/utils/locale";
import { locale } from "./locales";

// The home and service pages with JavaScript disabled.
for (const language of languages) {
  test(`the home WhatsApp button brings the work-in-progress toast back in ${language}`, async ({ page }) => {
    const home = locale(language, "home");
    const toastTexts = locale(language, "common").toast.wip;
    const path = localizePath("/", language);
    await page.goto(path);
    await page.getByRole("button", { name: home.hero.whatsapp }).click();
    await expect(page).toHaveURL(`${baseURL}${path}`);
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText(toastTexts.title);
    await expect(toast).toContainText(toastTexts.description);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.title);
  });
}

test("a service page's FAQ opens and closes by its questions, one answer at a time", async ({ page }) => {
  const [first, second] = locale("en", "service-details").seo.faqs;
  await page.goto("/en/services/seo");
  const faq = page.getByTestId("faq");
  const firstAnswer = faq.getByText(first.answer);
  const secondAnswer = faq.getByText(second.answer);
  await expect(firstAnswer).toBeHidden();
  await expect(secondAnswer).toBeHidden();

  await faq.getByText(first.question).click();
  await expect(firstAnswer).toBeVisible();
  await faq.getByText(second.question).click();
  await expect(secondAnswer).toBeVisible();
  await expect(firstAnswer).toBeHidden();
  await faq.getByText(second.question).click();
  await expect(secondAnswer).toBeHidden();
});
