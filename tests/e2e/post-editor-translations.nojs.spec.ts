import { expect, test } from "@playwright/test";
import { englishPosts } from "../../prisma/seed-data/posts.en";
import { frenchPosts } from "../../prisma/seed-data/posts.fr";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// Without JavaScript nothing redraws the list when the language changes: it offers both
// languages' posts, each group named by the language of the post it suits (the server
// refuses a post of the same language).
const admin = locale("fr", "admin");

test("a new post's translation list names which posts suit which language", async ({ page, context }) => {
  await signIn(context, { role: "staff" });
  await page.goto("/admin/posts/new");
  const select = page.getByLabel(admin.posts.fields.translation);
  const forFrench = select.locator(`optgroup[label="${admin.posts.translationsFor.fr}"] option`);
  const forEnglish = select.locator(`optgroup[label="${admin.posts.translationsFor.en}"] option`);
  await expect(forFrench.filter({ hasText: englishPosts[0]!.title })).toHaveCount(1);
  await expect(forFrench.filter({ hasText: frenchPosts[0]!.title })).toHaveCount(0);
  await expect(forEnglish.filter({ hasText: frenchPosts[0]!.title })).toHaveCount(1);
  await expect(forEnglish.filter({ hasText: englishPosts[0]!.title })).toHaveCount(0);
});
