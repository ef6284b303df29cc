import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { locale } from "./locales";

const fr = locale("fr", "common");
const en = locale("en", "common");

/** Presses Tab until the element is focused, as a keyboard user would, and checks the focus is visible. */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>, maxPresses = 40) {
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) {
      const outline = await target.evaluate((element) => getComputedStyle(element).outlineStyle);
      expect(outline, "focus is visible").not.toBe("none");
      return;
    }
  }
  throw new Error(`not reachable with Tab: ${target.toString()}`);
}

test("the skip link comes first and moves past the header", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: fr.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${baseURL}/#main`);
});

test("the services menu opens and is followed with the keyboard", async ({ page }) => {
  await page.goto("/en");
  const nav = page.getByRole("navigation", { name: en.nav.label });
  const summary = nav.locator("summary").filter({ hasText: en.nav.services });
  await tabTo(page, summary);
  await page.keyboard.press("Enter");
  const seo = nav.getByRole("link", { name: en.services.seo });
  await expect(seo).toBeVisible();
  await tabTo(page, seo, 5);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${baseURL}/en/services/seo`);
});

test("the mobile menu opens and is followed with the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const toggle = page.getByLabel(fr.nav.openMenu);
  await tabTo(page, toggle);
  await page.keyboard.press("Enter");
  const contact = page.getByTestId("mobile-menu").getByRole("link", { name: fr.nav.contact, exact: true });
  await tabTo(page, contact, 20);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${baseURL}/contact`);
});
