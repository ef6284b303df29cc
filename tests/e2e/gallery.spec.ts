import { expect, test } from "@playwright/test";
import { languages, localizePath } from "~/utils/locale";
import { expectNoticeInPlace, faqOpenStates, gotoHydrated } from "./fixtures";
import { locale } from "./locales";

// Gallery: five deliverable examples, three demo cases (objectives,
// actions, results), a transparency block with a button, an FAQ accordion of four
// questions (single item open, collapsible) and a disclaimer.
const exampleIds = ["website", "seoReport", "adCreative", "socialGrid", "dashboard"] as const;
const demoCaseIds = ["retail", "professional", "restaurant"] as const;
const faqIds = ["realProjects", "ownership", "reporting", "timeline"] as const;

for (const language of languages) {
  const copy = locale(language, "gallery");
  const common = locale(language, "common");
  const path = localizePath("/galerie", language);

  // One visit per language checks the whole page (a fresh page costs more than the checks);
  // the FAQ starts closed, and the toast comes last.
  test(`gallery (${language}): examples, demo cases, disclaimer, FAQ and its JSON-LD, transparency toast`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, path);
    await test.step("shows five deliverable examples with lazy images of a set size", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      const examples = page.getByRole("region", { name: copy.examples.title }).getByTestId("gallery-example");
      await expect(examples).toHaveCount(exampleIds.length);
      for (const [index, id] of exampleIds.entries()) {
        const item = copy.examples.items[id];
        const example = examples.nth(index);
        await expect(example.getByRole("heading", { level: 3 })).toHaveText(item.title);
        await expect(example.getByText(item.description)).toBeVisible();
        const image = example.getByRole("img", { name: item.alt });
        await expect(image).toHaveAttribute("loading", "lazy");
        await expect(image).toHaveAttribute("width", "640");
        await expect(image).toHaveAttribute("height", "400");
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(1280);
      }
    });
    await test.step("shows three demo cases with their objectives, actions and results, and the disclaimer", async () => {
      const cases = page.getByRole("region", { name: copy.demoCases.title }).getByTestId("demo-case");
      await expect(cases).toHaveCount(demoCaseIds.length);
      for (const [index, id] of demoCaseIds.entries()) {
        const item = copy.demoCases.items[id];
        const card = cases.nth(index);
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(item.name);
        await expect(card.getByText(item.context)).toBeVisible();
        for (const step of ["objectives", "actions", "results"] as const) {
          const list = card.getByRole("list", { name: copy.demoCases[step] });
          await expect(list.getByRole("listitem")).toHaveText(item[step]);
        }
      }
      const disclaimer = page.getByTestId("disclaimer");
      await expect(disclaimer).toContainText(copy.disclaimer.title);
      await expect(disclaimer).toContainText(copy.disclaimer.text);
    });
    await test.step("describes its four questions as FAQPage JSON-LD", async () => {
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const faqPage = scripts
        .map((text) => JSON.parse(text) as { "@type"?: string; mainEntity?: unknown })
        .find((data) => data["@type"] === "FAQPage");
      expect(faqPage?.mainEntity).toEqual(
        faqIds.map((id) => ({
          "@type": "Question",
          name: copy.faq.items[id].question,
          acceptedAnswer: { "@type": "Answer", text: copy.faq.items[id].answer },
        })),
      );
    });
    await test.step("the FAQ opens one question at a time, and a second click closes it", async () => {
      const faq = page.getByRole("region", { name: copy.faq.title });
      const questions = faqIds.map((id) => copy.faq.items[id]);
      await expect(faq.locator("summary")).toHaveText(questions.map((item) => item.question));
      expect(await faqOpenStates(page)).toEqual([false, false, false, false]);

      await faq.getByText(questions[0].question).click();
      await expect(faq.getByText(questions[0].answer)).toBeVisible();
      await faq.getByText(questions[2].question).click();
      await expect(faq.getByText(questions[2].answer)).toBeVisible();
      await expect(faq.getByText(questions[0].answer)).toBeHidden();
      expect(await faqOpenStates(page)).toEqual([false, false, true, false]);

      await faq.getByText(questions[2].question).click();
      await expect(faq.getByText(questions[2].answer)).toBeHidden();
      expect(await faqOpenStates(page)).toEqual([false, false, false, false]);
    });
    await test.step("the transparency block's button shows the work-in-progress toast", async () => {
      const block = page.getByRole("region", { name: copy.transparency.title });
      await expect(block.getByText(copy.transparency.text)).toBeVisible();
      await expectNoticeInPlace(page, block.getByRole("button", { name: copy.transparency.button }), [
        common.toast.wip.title,
        common.toast.wip.description,
      ]);
    });
  });
}
