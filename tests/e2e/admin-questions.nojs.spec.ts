import { expect, test } from "@playwright/test";
import { localizePath } from "~/utils/locale";
import { createUnansweredQuestions, deleteQuestions, signIn } from "./fixtures";
import { locale } from "./locales";

// The unanswered questions (docs/decisions/053) without JavaScript, on a phone: a plain
// page, each question with how often it was asked, in which languages and when last.

test.use({ viewport: { width: 390, height: 844 } });

test("staff without script read the unanswered questions on a phone; visitors get the not-found page", async ({
  page,
  context,
}) => {
  for (const path of ["/admin/questions", "/en/admin/questions"]) {
    expect((await page.goto(path))?.status()).toBe(404);
  }
  const tag = await createUnansweredQuestions();
  try {
    await signIn(context, { role: "staff" });
    for (const language of ["fr", "en"] as const) {
      const { questions, locales } = locale(language, "admin");
      expect((await page.goto(localizePath("/admin/questions", language)))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(questions.title);
      const rows = page.getByTestId("question-row").filter({ hasText: tag });
      await expect(rows).toHaveCount(2);
      // Most asked first: the long question, three times, in both languages.
      await expect(rows.first().locator("td").nth(1)).toHaveText("3");
      await expect(rows.first().locator("td").nth(2)).toHaveText(`${locales.fr}, ${locales.en}`);
      // The other was answered after it was last left unanswered: it says so.
      const answered = questions.answeredSince.split("{{")[0].trim();
      await expect(rows.nth(1)).toContainText(answered);
      await expect(page.getByRole("link", { name: questions.content })).toHaveAttribute(
        "href",
        localizePath("/admin/content", language),
      );
    }
  } finally {
    await deleteQuestions(tag);
  }
});
