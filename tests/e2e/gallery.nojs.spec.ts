import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath } from "~/utils/locale";
import { faqOpenStates } from "./fixtures";
import { locale } from "./locales";

// The gallery with JavaScript disabled: the FAQ is native <details>, and the
// transparency button posts its notice, which comes back as a flash toast.
const faqIds = ["realProjects", "ownership", "reporting", "timeline"] as const;

for (const language of languages) {
  const copy = locale(language, "gallery");
  const common = locale(language, "common");
  const path = localizePath("/galerie", language);

  test(`the FAQ opens one question at a time and collapses, and the transparency button brings the toast back through a redirect, without JavaScript (${language})`, async ({
    page,
  }) => {
    await page.goto(path);
    await test.step("the FAQ opens one question at a time and collapses without JavaScript", async () => {
      const faq = page.getByTestId("faq");
      const questions = faqIds.map((id) => copy.faq.items[id]);
      await faq.getByText(questions[1].question).click();
      await expect(faq.getByText(questions[1].answer)).toBeVisible();
      await faq.getByText(questions[3].question).click();
      await expect(faq.getByText(questions[3].answer)).toBeVisible();
      await expect(faq.getByText(questions[1].answer)).toBeHidden();
      expect(await faqOpenStates(page)).toEqual([false, false, false, true]);
      await faq.getByText(questions[3].question).click();
      await expect(faq.getByText(questions[3].answer)).toBeHidden();
      expect(await faqOpenStates(page)).toEqual([false, false, false, false]);
    });
    await test.step("the transparency button brings the toast back through a redirect", async () => {
      await page.getByRole("button", { name: copy.transparency.button }).click();
      await expect(page).toHaveURL(`${baseURL}${path}`);
      const toast = page.getByTestId("toast");
      await expect(toast).toContainText(common.toast.wip.title);
      await expect(toast).toContainText(common.toast.wip.description);
      await page.reload();
      await expect(page.getByTestId("toast")).toHaveCount(0);
    });
  });
}
