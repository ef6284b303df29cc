import { expect, test } from "@playwright/test";
import { languages, localizePath } from "~/utils/locale";
import { expectNoticeInPlace, gotoHydrated } from "./fixtures";
import { locale } from "./locales";

// Case studies: three cases, each with company, title, description,
// two metrics, a logo, a video-testimonial button and a call to action.
const caseIds = ["bakery", "renovation", "clinic"] as const;

for (const language of languages) {
  const copy = locale(language, "case-studies");
  const common = locale(language, "common");
  const path = localizePath("/etudes-de-cas", language);
  const contact = localizePath("/contact", language);

  // One visit per language (a fresh page costs more than the checks); the toast, then the
  // call to action, which leaves the page, come last.
  test(`case studies (${language}): three cases with their texts, metrics, logo, video button and call to action`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    await test.step("show three cases with their texts, two metrics, a logo and a call to action", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.title);
      const cases = page.getByTestId("case-study");
      await expect(cases).toHaveCount(caseIds.length);

      for (const [index, id] of caseIds.entries()) {
        const item = copy.cases[id];
        const card = cases.nth(index);
        await expect(card.getByTestId("case-company")).toHaveText(item.company);
        await expect(card.getByText(item.sector)).toBeVisible();
        await expect(card.getByRole("heading", { level: 3 })).toHaveText(item.title);
        await expect(card.getByText(item.description)).toBeVisible();
        await expect(card).toHaveAccessibleName(item.title);

        const logo = card.getByTestId("case-logo");
        await expect(logo).toHaveCount(1);
        await expect(logo).toBeVisible();
        expect(await logo.evaluate((element) => element.tagName.toLowerCase())).toBe("svg");

        const metrics = card.getByTestId("case-metric");
        await expect(metrics).toHaveCount(2);
        for (const [metricIndex, metric] of (["first", "second"] as const).entries()) {
          await expect(metrics.nth(metricIndex).locator("dd")).toHaveText(item.metrics[metric].value);
          await expect(metrics.nth(metricIndex).locator("dt")).toHaveText(item.metrics[metric].label);
        }

        await expect(card.getByRole("link", { name: copy.labels.cta })).toHaveAttribute("href", contact);
        const video = card.getByRole("button", { name: copy.labels.videoLabel.replace("{{company}}", item.company) });
        await expect(video).toBeVisible();
        await expect(video).toContainText(copy.labels.video);
      }

      const closing = page.getByRole("region", { name: copy.closing.title });
      await expect(closing.getByText(copy.closing.text)).toBeVisible();
      await expect(closing.getByRole("link", { name: copy.closing.cta })).toHaveAttribute("href", contact);
    });
    await test.step("a video-testimonial button shows the work-in-progress toast in place", async () => {
      const company = copy.cases.renovation.company as string;
      await expectNoticeInPlace(
        page,
        page.getByRole("button", { name: copy.labels.videoLabel.replace("{{company}}", company) }),
        [common.toast.wip.title, common.toast.wip.description],
      );
    });
    await test.step("the call to action leads to the contact page", async () => {
      await page.getByTestId("case-study").first().getByRole("link", { name: copy.labels.cta }).click();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale(language, "contact").title);
    });
  });
}
