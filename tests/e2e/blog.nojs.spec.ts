import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath } from "~/utils/locale";
import { blogPath, cards, expectCards, expectedPage, pagination } from "./blog-expected";
import { locale } from "./locales";

// Without JavaScript, paging is plain links: each click loads the page from the server.
for (const language of languages) {
  const blog = locale(language, "blog");

  test(`${language}: the pagination links page through the list, and a card's read-more link opens its post`, async ({
    page,
  }) => {
    await test.step("the pagination links page through the list", async () => {
      const nav = pagination(page, language);
      const current = nav.locator('[aria-current="page"]');

      await page.goto(blogPath(language));
      await expectCards(page, language, expectedPage(language, 1));
      await nav.getByRole("link", { name: blog.pagination.next }).click();
      await expect(page).toHaveURL(`${baseURL}${blogPath(language, 2)}`);
      await expectCards(page, language, expectedPage(language, 2));
      await expect(current).toHaveText("2");

      await nav.getByRole("link", { name: blog.pagination.page.replace("{{page}}", "3") }).click();
      await expect(page).toHaveURL(`${baseURL}${blogPath(language, 3)}`);
      await expectCards(page, language, expectedPage(language, 3));
      await expect(nav.getByTestId("next")).toHaveAttribute("aria-disabled", "true");

      await nav.getByRole("link", { name: blog.pagination.previous }).click();
      await expect(page).toHaveURL(`${baseURL}${blogPath(language, 2)}`);
      await nav.getByRole("link", { name: blog.pagination.page.replace("{{page}}", "1") }).click();
      await expect(page).toHaveURL(`${baseURL}${blogPath(language)}`);
      await expect(current).toHaveText("1");
      await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(0);
    });
    await test.step("a card's read-more link opens its post", async () => {
      const [post] = expectedPage(language, 1);
      await page.goto(blogPath(language));
      await cards(page)
        .first()
        .getByRole("link", { name: blog.list.readMoreLabel.replace("{{title}}", post?.title ?? "") })
        .click();
      await expect(page).toHaveURL(`${baseURL}${localizePath(`/blog/${post?.slug}`, language)}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(post?.title ?? "");
    });
  });
}
