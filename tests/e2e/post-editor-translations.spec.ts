import { expect, test } from "@playwright/test";
import { englishPosts } from "../../prisma/seed-data/posts.en";
import { frenchPosts } from "../../prisma/seed-data/posts.fr";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// A post translates a post of the other language: the list offered follows the language
// chosen in the form, at once.
const admin = locale("fr", "admin");

test("a new post's translation list follows the language chosen in the form", async ({ page, context }) => {
  await signIn(context, { role: "staff" });
  await page.goto("/admin/posts/new");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const options = page.getByLabel(admin.posts.fields.translation).locator("option");

  await expect(options.filter({ hasText: englishPosts[0]!.title })).toHaveCount(1);
  await expect(options.filter({ hasText: frenchPosts[0]!.title })).toHaveCount(0);

  await page.locator('select[name="lang"]').selectOption("en");
  await expect(options.filter({ hasText: frenchPosts[0]!.title })).toHaveCount(1);
  await expect(options.filter({ hasText: englishPosts[0]!.title })).toHaveCount(0);
});
