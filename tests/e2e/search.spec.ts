import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./fixtures";
import { locale } from "./locales";

// The header's instant search (docs/decisions/052): its code comes on first use; results
// follow what is typed; Enter opens the search page, whose own results also follow typing.

test("the header's search opens a dialog whose results follow typing; a result and the full page are one step away", async ({
  page,
}) => {
  const search = locale("en", "search");
  const common = locale("en", "common");
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await gotoHydrated(page, "/en/services");
  expect(requested.filter((url) => /search-dialog/.test(url))).toEqual([]);

  await page.getByRole("banner").getByRole("link", { name: common.header.search }).click();
  const dialog = page.getByRole("dialog", { name: search.dialog.title });
  await expect(dialog).toBeVisible();
  expect(requested.filter((url) => /search-dialog/.test(url))).toHaveLength(1);
  const input = dialog.getByRole("searchbox", { name: search.label });
  await expect(input).toBeFocused();
  await input.pressSequentially("do I own my website");
  await expect(dialog.getByRole("list").getByRole("link").first()).toHaveAttribute("href", "/en/services/web-design");
  await expect(page).toHaveURL(/\/en\/services$/);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("banner").getByRole("link", { name: common.header.search }).click();
  await dialog.getByRole("searchbox", { name: search.label }).fill("roas");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/search\?q=roas$/);
  await expect(dialog).toBeHidden();
  const results = page.getByTestId("search-results").getByRole("link");
  await expect(results.first()).toHaveAttribute("href", "/en/glossary#roas");

  // On the page, the results follow typing too, without leaving it.
  const pageInput = page.getByRole("main").getByRole("searchbox", { name: search.label });
  await pageInput.fill("opening hours");
  await expect(results.first()).toHaveAttribute("href", "/en/contact");
  await expect(page).toHaveURL(/\/en\/search\?q=roas$/);
});
