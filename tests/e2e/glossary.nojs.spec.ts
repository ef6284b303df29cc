import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath } from "~/utils/locale";
import { expectedTerms, termName } from "./glossary-expected";
import { locale } from "./locales";

// Without JavaScript the search form is a GET to the page, and the server filters.
const shownTerms = (page: Page) => page.getByTestId("glossary-term").locator("dt");

for (const language of languages) {
  const glossary = locale(language, "glossary");
  const path = localizePath("/glossaire", language);

  test(`${language}: the search form filters on the server, and no match is said in the server-rendered page`, async ({
    page,
  }) => {
    await test.step("the search form filters on the server", async () => {
      await page.goto(path);
      await expect(shownTerms(page)).toHaveCount(expectedTerms(language).length);
      await page.getByRole("searchbox", { name: glossary.search.label }).fill("CPC");
      await page.getByRole("main").getByRole("button", { name: glossary.search.submit }).click();
      await expect(page).toHaveURL(`${baseURL}${path}?q=CPC`);
      const expected = expectedTerms(language, "CPC");
      expect(expected).toContain(termName(language, "cpc"));
      await expect(shownTerms(page)).toHaveText(expected);
      await expect(page.getByRole("searchbox", { name: glossary.search.label })).toHaveValue("CPC");
    });
    await test.step("no match is said in the server-rendered page", async () => {
      await page.goto(`${path}?q=zzqx`);
      await expect(shownTerms(page)).toHaveCount(0);
      await expect(page.getByTestId("glossary-status")).toHaveText(
        glossary.search.noMatch.replace("{{query}}", "zzqx"),
      );
      await page.getByRole("link", { name: glossary.search.showAll }).click();
      await expect(shownTerms(page)).toHaveCount(expectedTerms(language).length);
    });
  });
}

test("an accent-less French query finds the accented terms without JavaScript", async ({ page }) => {
  const glossary = locale("fr", "glossary");
  await page.goto("/glossaire");
  await page.getByRole("searchbox", { name: glossary.search.label }).fill("referencement");
  await page.getByRole("searchbox", { name: glossary.search.label }).press("Enter");
  await expect(page).toHaveURL(`${baseURL}/glossaire?q=referencement`);
  await expect(shownTerms(page)).toHaveText(expectedTerms("fr", "referencement"));
  await expect(shownTerms(page).filter({ hasText: termName("fr", "seo") })).toHaveCount(1);
});
