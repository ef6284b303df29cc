import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath } from "~/utils/locale";
import { expectedTerms, namedTermIds, termName } from "./glossary-expected";
import { gotoHydrated } from "./fixtures";
import { locale } from "./locales";

const shownTerms = (page: Page) => page.getByTestId("glossary-term").locator("dt");

/** Marks the document, so that a test can tell a full page load (the mark is gone) from an in-page update. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute("data-same-document", "yes"));
}

for (const language of languages) {
  const glossary = locale(language, "glossary");
  const path = localizePath("/glossaire", language);

  // One page per language: the list, then searches that each end with every term shown.
  test(`${language}: every term alphabetically; typing filters as you type without reloading; no match says so and a link brings every term back`, async ({
    page,
  }) => {
    await gotoHydrated(page, path);
    await test.step("every term, alphabetically, including the six the spec names", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(glossary.title);
      const all = expectedTerms(language);
      expect(all.length).toBeGreaterThanOrEqual(12);
      await expect(shownTerms(page)).toHaveText(all);
      for (const id of namedTermIds) {
        await expect(shownTerms(page).filter({ hasText: termName(language, id) })).toHaveCount(1);
      }
      await expect(page.getByTestId("glossary-term").first().locator("dd")).not.toBeEmpty();
      await expect(page.getByTestId("glossary-status")).toHaveText(
        glossary.search.results_other.replace("{{count}}", String(all.length)),
      );
    });
    await test.step('typing "CPC" filters the list as you type, without reloading', async () => {
      await markDocument(page);
      const status = page.getByTestId("glossary-status");
      await expect(status).toHaveAttribute("aria-live", "polite");
      await page.getByRole("searchbox", { name: glossary.search.label }).pressSequentially("CPC");

      const expected = expectedTerms(language, "CPC");
      expect(expected).toContain(termName(language, "cpc"));
      expect(expected.length).toBeLessThan(expectedTerms(language).length);
      await expect(shownTerms(page)).toHaveText(expected);
      await expect(status).toHaveText(
        (expected.length === 1 ? glossary.search.results_one : glossary.search.results_other).replace(
          "{{count}}",
          String(expected.length),
        ),
      );
      await expect(page).toHaveURL(`${baseURL}${path}?q=CPC`);
      await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");

      await page.getByRole("searchbox", { name: glossary.search.label }).fill("");
      await expect(shownTerms(page)).toHaveCount(expectedTerms(language).length);
      await expect(page).toHaveURL(`${baseURL}${path}`);
    });
    await test.step("a query that matches nothing says so, and a link brings every term back", async () => {
      await page.getByRole("searchbox", { name: glossary.search.label }).fill("zzqx");
      await expect(shownTerms(page)).toHaveCount(0);
      await expect(page.getByTestId("glossary-status")).toHaveText(
        glossary.search.noMatch.replace("{{query}}", "zzqx"),
      );
      await page.getByRole("link", { name: glossary.search.showAll }).click();
      await expect(page).toHaveURL(`${baseURL}${path}`);
      await expect(shownTerms(page)).toHaveCount(expectedTerms(language).length);
      await expect(page.getByRole("searchbox", { name: glossary.search.label })).toHaveValue("");
    });
  });
}

test("a French query without accents finds the accented terms", async ({ page }) => {
  const glossary = locale("fr", "glossary");
  await gotoHydrated(page, "/glossaire");
  await markDocument(page);
  await page.getByRole("searchbox", { name: glossary.search.label }).pressSequentially("referencement");
  const expected = expectedTerms("fr", "referencement");
  expect(expected).toEqual(expect.arrayContaining([termName("fr", "seo"), termName("fr", "localSeo")]));
  await expect(shownTerms(page)).toHaveText(expected);
  await expect(page).toHaveURL(`${baseURL}/glossaire?q=referencement`);
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
});

test("a URL with a query opens on the filtered list, and the search goes on from there", async ({ page }) => {
  const glossary = locale("en", "glossary");
  await gotoHydrated(page, "/en/glossary?q=rate");
  const search = page.getByRole("searchbox", { name: glossary.search.label });
  await expect(search).toHaveValue("rate");
  await expect(shownTerms(page)).toHaveText(expectedTerms("en", "rate"));
  await search.press("End");
  await search.pressSequentially(" of");
  await expect(shownTerms(page)).toHaveText(expectedTerms("en", "rate of"));
  // Enter does not reload: the list is already filtered.
  await markDocument(page);
  await search.press("Enter");
  await expect(page.locator("html")).toHaveAttribute("data-same-document", "yes");
  await expect(page).toHaveURL(`${baseURL}/en/glossary?q=rate+of`);
});
