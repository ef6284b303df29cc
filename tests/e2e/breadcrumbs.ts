import { expect, type Page } from "@playwright/test";
import type { Language } from "~/utils/locale";
import { locale } from "./locales";

/**
 * The page shows this breadcrumb trail (home first, the page itself last and marked current)
 * and gives search engines the same one as a BreadcrumbList with absolute URLs.
 */
export async function expectBreadcrumbs(
  page: Page,
  language: Language,
  baseURL: string,
  trail: Array<{ name: string; path: string }>,
) {
  const nav = page.getByRole("navigation", { name: locale(language, "common").breadcrumb.label });
  const steps = nav.getByRole("listitem");
  await expect(steps).toHaveText(trail.map((step) => step.name));
  for (const [index, step] of trail.slice(0, -1).entries()) {
    await expect(steps.nth(index).getByRole("link", { name: step.name })).toHaveAttribute("href", step.path);
  }
  await expect(steps.last().getByRole("link")).toHaveCount(0);
  await expect(steps.last().locator('[aria-current="page"]')).toHaveText(trail.at(-1)?.name ?? "");

  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const lists = blocks.map((block) => JSON.parse(block)).filter((item) => item["@type"] === "BreadcrumbList");
  expect(lists).toEqual([
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: trail.map((step, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: step.name,
        item: `${baseURL}${step.path}`,
      })),
    },
  ]);
  return nav;
}
