import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath, otherLanguage } from "~/utils/locale";
import { snippetTitle } from "~/utils/snippet";
import { blogPath, cards, expectCards, expectedPage, expectedPosts, pagination, totalPages } from "./blog-expected";
import { gotoHydrated } from "./fixtures";
import { locale } from "./locales";

for (const language of languages) {
  const blog = locale(language, "blog");

  // One page walks the list pages (a fresh page costs more than the checks).
  test(`${language}: the list pages: cards, pagination, RSS feed, alternates, and ignored page numbers`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await test.step("page 1 shows the six newest posts as cards", async () => {
      const response = await page.goto(blogPath(language));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(blog.title);
      const posts = expectedPage(language, 1);
      await expect(cards(page)).toHaveCount(6);
      await expectCards(page, language, posts);

      for (const [index, post] of posts.entries()) {
        const card = cards(page).nth(index);
        await expect(card.locator("time")).toHaveAttribute("datetime", `${post.publishedAt}T12:00:00.000Z`);
        await expect(card).toContainText(post.excerpt);
        const image = card.locator("img");
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
        // The post's cover, or the fallback artwork when it has none.
        const cover = post.imageUrl ? post.imageUrl.replace(/\.jpg$/, "") : "/images/blog/fallback";
        await expect(card.locator('source[type="image/avif"]')).toHaveAttribute(
          "srcset",
          new RegExp(`^${cover}\\.avif\\?v=`),
        );
        const readMore = card.getByRole("link", { name: blog.list.readMoreLabel.replace("{{title}}", post.title) });
        await expect(readMore).toHaveText(blog.list.readMore);
        await expect(readMore).toHaveAttribute("href", localizePath(`/blog/${post.slug}`, language));
      }
      expect(posts.some((post) => post.imageUrl === null)).toBe(true);
    });
    await test.step("the RSS feed lists the language's 15 posts, newest first", async () => {
      const feedLink = page.locator('link[rel="alternate"][type="application/rss+xml"]');
      await expect(feedLink).toHaveAttribute("href", localizePath("/blog/rss.xml", language));
      await expect(feedLink).toHaveAttribute("title", blog.rss.title);
      await expect(page.getByRole("link", { name: blog.list.feed })).toHaveAttribute(
        "href",
        localizePath("/blog/rss.xml", language),
      );

      const response = await request.get(localizePath("/blog/rss.xml", language));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
      expect(response.headers()["cache-control"]).toContain("max-age=");
      const feed = await page.evaluate(
        (source) => {
          const document = new DOMParser().parseFromString(source, "application/xml");
          if (document.querySelector("parsererror")) throw new Error("the feed is not well-formed XML");
          const text = (node: Element | Document, selector: string) => node.querySelector(selector)?.textContent ?? "";
          return {
            version: document.documentElement.getAttribute("version"),
            title: text(document, "channel > title"),
            link: text(document, "channel > link"),
            description: text(document, "channel > description"),
            language: text(document, "channel > language"),
            items: Array.from(document.querySelectorAll("item")).map((item) => ({
              title: text(item, "title"),
              link: text(item, "link"),
              guid: text(item, "guid"),
              permaLink: item.querySelector("guid")?.getAttribute("isPermaLink"),
              pubDate: text(item, "pubDate"),
              description: text(item, "description"),
            })),
          };
        },
        await response.text(),
      );

      expect(feed).toMatchObject({
        version: "2.0",
        title: blog.rss.title,
        link: `${baseURL}${blogPath(language)}`,
        description: blog.meta.description,
        language: `${language}-CA`,
      });
      const posts = expectedPosts(language);
      expect(feed.items).toHaveLength(15);
      expect(feed.items).toEqual(
        posts.map((post) => {
          const link = `${baseURL}${localizePath(`/blog/${post.slug}`, language)}`;
          return {
            title: post.title,
            link,
            guid: link,
            permaLink: "true",
            pubDate: new Date(`${post.publishedAt}T12:00:00Z`).toUTCString(),
            description: post.excerpt,
          };
        }),
      );
      const firstPost = await request.get(feed.items[0]?.link ?? "");
      expect(firstPost.status()).toBe(200);
    });
    await test.step("pagination marks the current page, and previous/next stop at the ends", async () => {
      const nav = pagination(page, language);
      const pageLink = (number: number) =>
        nav.getByRole("link", { name: blog.pagination.page.replace("{{page}}", number) });

      await expect(nav.getByRole("link")).toHaveText(["1", "2", "3", blog.pagination.next]);
      await expect(pageLink(1)).toHaveAttribute("aria-current", "page");
      await expect(pageLink(2)).not.toHaveAttribute("aria-current", /.*/);
      for (const number of [1, 2, 3])
        await expect(pageLink(number)).toHaveAttribute("href", blogPath(language, number));
      await expect(nav.getByTestId("prev")).toHaveAttribute("aria-disabled", "true");
      await expect(nav.getByTestId("prev")).not.toHaveAttribute("href", /.*/);
      await expect(nav.getByRole("link", { name: blog.pagination.next })).toHaveAttribute(
        "href",
        blogPath(language, 2),
      );
      await expect(nav).not.toContainText("…");

      await page.goto(blogPath(language, 2));
      await expect(pageLink(2)).toHaveAttribute("aria-current", "page");
      await expect(nav.getByRole("link", { name: blog.pagination.previous })).toHaveAttribute(
        "href",
        blogPath(language),
      );
      await expect(nav.getByRole("link", { name: blog.pagination.next })).toHaveAttribute(
        "href",
        blogPath(language, 3),
      );

      await page.goto(blogPath(language, 3));
      await expect(pageLink(3)).toHaveAttribute("aria-current", "page");
      await expect(nav.getByTestId("next")).toHaveAttribute("aria-disabled", "true");
      await expect(nav.getByRole("link", { name: blog.pagination.next })).toHaveCount(0);
    });
    await test.step("pages 2 and 3 continue the list, newest first", async () => {
      expect(totalPages(language)).toBe(3);
      for (const number of [2, 3]) {
        const response = await page.goto(blogPath(language, number));
        expect(response?.status()).toBe(200);
        await expectCards(page, language, expectedPage(language, number));
      }
      await expect(cards(page)).toHaveCount(expectedPosts(language).length - 12);
      const dates = await cards(page)
        .locator("time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
      expect(dates).toEqual([...dates].sort().reverse());
    });
    await test.step("page N names page N in the other language, and the toggle keeps the page", async () => {
      const other = otherLanguage(language);
      await page.goto(blogPath(language, 2));
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${blogPath(language, 2)}`);
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        "href",
        `${baseURL}${blogPath(other, 2)}`,
      );
      await expect(page.getByTestId("language-toggle").first()).toHaveAttribute("href", blogPath(other, 2));
      await expect(page).toHaveTitle(snippetTitle(blog.list.pageMeta.title.replace("{{page}}", "2")));
    });
    for (const value of ["999", "abc", "0"]) {
      await test.step(`?page=${value} is ignored: it redirects to page 1, /blog`, async () => {
        const response = await page.goto(`${blogPath(language)}?page=${value}`);
        expect(response?.status()).toBe(200);
        expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}${blogPath(language)}?page=${value}`);
        expect(page.url()).toBe(`${baseURL}${blogPath(language)}`);
        await expectCards(page, language, expectedPage(language, 1));
        await expect(
          pagination(page, language).getByRole("link", { name: blog.pagination.page.replace("{{page}}", "1") }),
        ).toHaveAttribute("aria-current", "page");
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${blogPath(language)}`);
      });
    }
  });

  test(`${language}: with JavaScript, next page scrolls to the top and shows the skeleton while loading`, async ({
    page,
  }) => {
    // Hold the next page's data until the loading state has been seen.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/blog\.data/, async (route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, blogPath(language));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await pagination(page, language).getByRole("link", { name: blog.pagination.next }).click();
    await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(6);
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: blog.list.loading })).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    release();
    await expect(page).toHaveURL(`${baseURL}${blogPath(language, 2)}`);
    await expectCards(page, language, expectedPage(language, 2));
    await expect(page.getByTestId("blog-card-skeleton")).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${blogPath(language, 2)}`);
  });
}
