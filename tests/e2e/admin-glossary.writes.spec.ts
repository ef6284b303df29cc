import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// Staff add a glossary term in both languages (docs/decisions/051), with and without
// JavaScript, and visitors see each on its own language's glossary at once: a visitor's
// copy of the page, cached before, is gone. Each test deletes its terms afterwards.

test.describe.configure({ timeout: 90_000 });

const admin = locale("fr", "admin");

/** A visitor's glossary (no session: the page cache serves it), its terms' names. */
async function visitorTerms(browser: Browser, path: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  const terms = await page.getByTestId("glossary-term").locator("dt").allTextContents();
  await context.close();
  return { terms, cache: response?.headers()["x-cache"] };
}

async function addTerm(
  page: Page,
  fields: { lang: "fr" | "en"; term: string; definition: string; translationOf?: string },
) {
  await page.goto("/admin/glossary/new");
  await page.getByLabel(admin.content.glossary.lang, { exact: true }).selectOption(fields.lang);
  await page.getByLabel(admin.content.glossary.term, { exact: true }).fill(fields.term);
  await page.getByLabel(admin.content.glossary.definition, { exact: true }).fill(fields.definition);
  if (fields.translationOf)
    await page
      .getByLabel(admin.content.glossary.translationOf, { exact: true })
      .selectOption({ label: fields.translationOf });
  await page.getByRole("button", { name: admin.content.glossary.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/content\/glossary-term\/[\w-]+\?lang=(fr|en)$/);
  return page.url();
}

async function deleteTerm(page: Page, editor: string) {
  await page.goto(editor);
  await page.getByTestId("delete-entry").locator("summary").click();
  await page.getByRole("button", { name: admin.content.deleteButton, exact: true }).click();
  await expect(page.getByText(admin.content.deleted)).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("staff add a term in French, then its English translation; each glossary shows its own at once", async ({
      page,
      context,
      browser,
    }) => {
      const suffix = javaScriptEnabled ? "JS" : "HTML";
      const french = {
        term: `Zéro clic ${suffix}`,
        definition: "Recherche dont la réponse s'affiche sur la page de résultats.",
      };
      const english = { term: `Zero-click ${suffix}`, definition: "A search answered on the results page itself." };
      // Visitors' copies of both glossaries, made before the terms exist.
      await visitorTerms(browser, "/glossaire");
      expect((await visitorTerms(browser, "/glossaire")).cache).toBe("hit");
      await visitorTerms(browser, "/en/glossary");

      await signIn(context, { role: "staff" });
      const frenchEditor = await addTerm(page, { lang: "fr", ...french });
      const englishEditor = await addTerm(page, { lang: "en", ...english, translationOf: french.term });
      // The translation shares its original's key.
      expect(new URL(englishEditor).pathname).toBe(new URL(frenchEditor).pathname);

      const frenchTerms = (await visitorTerms(browser, "/glossaire")).terms;
      expect(frenchTerms).toContain(french.term);
      expect(frenchTerms).not.toContain(english.term);
      const englishTerms = (await visitorTerms(browser, "/en/glossary")).terms;
      expect(englishTerms).toContain(english.term);
      expect(englishTerms).not.toContain(french.term);

      await deleteTerm(page, englishEditor);
      await deleteTerm(page, frenchEditor);
      expect((await visitorTerms(browser, "/glossaire")).terms).not.toContain(french.term);
      expect((await visitorTerms(browser, "/en/glossary")).terms).not.toContain(english.term);
    });
  });
}
