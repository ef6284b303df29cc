import { expect, test } from "@playwright/test";
import { languages } from "~/utils/locale";
import { englishPosts } from "../../prisma/seed-data/posts.en";
import { frenchPosts } from "../../prisma/seed-data/posts.fr";
import { expectBreadcrumbs } from "./breadcrumbs";
import { locale } from "./locales";

// Without JavaScript a post is complete as the server sent it, and its links work.
const posts = {
  fr: {
    post: frenchPosts.find((post) => post.slug === "guide-seo-local-pme")!,
    path: "/blog/guide-seo-local-pme",
    date: "12 novembre 2026",
    blog: "/blog",
    translation: "/en/blog/local-seo-guide-small-business",
  },
  en: {
    post: englishPosts.find((post) => post.slug === "local-seo-guide-small-business")!,
    path: "/en/blog/local-seo-guide-small-business",
    date: "November 12, 2026",
    blog: "/en/blog",
    translation: "/blog/guide-seo-local-pme",
  },
} as const;

for (const language of languages) {
  const expected = posts[language];
  const texts = locale(language, "blog").post as { readTime_other: string };
  const blogName = locale(language, "common").nav.blog as string;

  test(`a post renders fully without JavaScript, its breadcrumb leads to the blog and the language toggle reaches the translated post (${language})`, async ({
    page,
    baseURL,
  }) => {
    await test.step("a post renders fully without JavaScript and its breadcrumb leads to the blog", async () => {
      await page.goto(expected.path);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.post.title);
      await expect(main.locator("time")).toHaveText(expected.date);
      await expect(main.getByTestId("read-time")).toHaveText(texts.readTime_other.replace("{{count}}", "4"));
      await expect(main.locator("picture img")).toHaveAttribute("width", "1280");
      const content = main.getByTestId("post-content");
      expect(await content.locator("p").count()).toBe((expected.post.content.match(/<p>/g) ?? []).length);
      expect(await content.locator("h2").count()).toBe((expected.post.content.match(/<h2>/g) ?? []).length);

      const breadcrumbs = await expectBreadcrumbs(page, language, baseURL!, [
        { name: "Vitrine", path: language === "fr" ? "/" : "/en" },
        { name: blogName, path: expected.blog },
        { name: expected.post.title, path: expected.path },
      ]);
      await breadcrumbs.getByRole("link", { name: blogName }).click();
      await expect(page).toHaveURL(`${baseURL}${expected.blog}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
    });
    await test.step("the language toggle reaches the translated post without JavaScript", async () => {
      await page.goto(expected.path);
      await page.getByTestId("language-toggle").click();
      await expect(page).toHaveURL(`${baseURL}${expected.translation}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        posts[language === "fr" ? "en" : "fr"].post.title,
      );
    });
  });
}
