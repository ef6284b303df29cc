import { expect, test } from "@playwright/test";
import { localizePath } from "~/utils/locale";
import { publicPaths } from "~/utils/sitemap.server";
import { shippedFacts } from "../shipped-facts";
import { frenchWordsIn } from "./french-words";

// English pages live at English addresses (/en/about); the addresses of the first
// release, in French words (/en/a-propos), answer 301 there (docs/decisions/025).

/** Every public page's English address of the first release, beside its new one, where they differ. */
const renamed = publicPaths(shippedFacts.localCities).flatMap((french) => {
  const old = french === "/" ? "/en" : `/en${french}`;
  const current = localizePath(french, "en");
  return old === current ? [] : [[old, current] as const];
});

test("every old English address answers 301 to its English one, query kept; the sitemap lists only the new ones", async ({
  request,
}) => {
  // The seven pages and three services with French slugs, each with its eight cities.
  expect(renamed).toHaveLength(7 + 3 * 9);
  for (const [old, current] of renamed) {
    const response = await request.get(old, { maxRedirects: 0 });
    expect(response.status(), old).toBe(301);
    expect(response.headers().location, old).toBe(current);
  }
  const withQuery = await request.get("/en/glossaire?q=rate#terms", { maxRedirects: 0 });
  expect(withQuery.headers().location).toBe("/en/glossary?q=rate");
  const followed = await request.get("/en/services/creation-sites-web/montreal");
  expect(followed.status()).toBe(200);
  expect(followed.url()).toMatch(/\/en\/services\/web-design\/montreal$/);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  const englishPaths = [...sitemap.matchAll(/<loc>[^<]*?(\/en(?:\/[^<]*)?)<\/loc>/g)].map((match) => match[1] ?? "");
  expect(englishPaths.length).toBeGreaterThan(40);
  for (const path of englishPaths) expect(frenchWordsIn(path), path).toEqual([]);
  for (const [, current] of renamed) expect(englishPaths).toContain(current);
  for (const [old] of renamed) expect(englishPaths).not.toContain(old);
});

test("the English site links only to English addresses, and the toggle pairs French and English pages", async ({
  page,
}) => {
  for (const path of ["/en", "/en/services/web-design", "/en/about"]) {
    await page.goto(path);
    const hrefs = await page
      .locator("a[href^='/en']")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) expect(frenchWordsIn(href), href).toEqual([]);
  }
  await page.goto("/services/creation-de-contenu/trois-rivieres");
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/en\/services\/content-creation\/trois-rivieres$/);
  await expect(page.locator('link[hreflang="fr"]')).toHaveAttribute(
    "href",
    /\/services\/creation-de-contenu\/trois-rivieres$/,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    /\/en\/services\/content-creation\/trois-rivieres$/,
  );
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/services\/creation-de-contenu\/trois-rivieres$/);
});
