import { expect, test, type Page } from "@playwright/test";
import { locale } from "./locales";

// The site search without JavaScript (docs/decisions/052): the header's button is a link to
// the search page, whose form is a GET the server answers with an ordered list of links,
// best first, the matched words marked; an empty or absurd query gets help, never an error.

const results = (page: Page) => page.getByRole("main").locator("ol").getByRole("link");

test("fr: from the header's button, a question finds its page first, its words marked; nothing found offers help", async ({
  page,
}) => {
  const search = locale("fr", "search");
  const common = locale("fr", "common");
  await page.goto("/services");
  await page.getByRole("banner").getByRole("link", { name: common.header.search }).click();
  await expect(page).toHaveURL(/\/recherche$/);
  await expect(page.getByTestId("search-suggestions")).toBeVisible();

  await page.getByRole("searchbox", { name: search.label }).fill("c'est quoi le roas");
  await page.getByRole("main").getByRole("button", { name: search.submit }).click();
  await expect(page).toHaveURL(/\/recherche\?q=c%27est\+quoi\+le\+roas$/);
  await expect(results(page).first()).toHaveAttribute("href", "/glossaire#roas");
  await expect(results(page).first().locator("mark").first()).toHaveText(/roas/i);
  await expect(page.getByRole("searchbox", { name: search.label })).toHaveValue("c'est quoi le roas");
  await results(page).first().click();
  await expect(page.locator("#roas")).toBeVisible();

  const nonsense = "zzqx ".repeat(80);
  const response = await page.goto(`/recherche?q=${encodeURIComponent(nonsense)}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("main")).toContainText(search.none.split("«")[0]!.trim());
  await expect(page.getByTestId("search-suggestions").getByRole("link").first()).toBeVisible();
});

test("en: accents, typos and synonyms: a visitor's question finds the page that answers it", async ({ page }) => {
  await page.goto(`/en/search?q=${encodeURIComponent("do i own my websit afterwards")}`);
  const top = await results(page).evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute("href")));
  expect(top).toContain("/en/services/web-design");
  await page.goto(`/recherche?q=${encodeURIComponent("referencement local")}`);
  const french = await results(page).evaluateAll((links) => links.slice(0, 3).map((link) => link.getAttribute("href")));
  expect(french.some((href) => href === "/services/seo" || href === "/glossaire#localSeo")).toBe(true);
  await expect(page.locator("head meta[name=robots]")).toHaveAttribute("content", "noindex");
});
