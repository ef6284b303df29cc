import { expect, test, type Page } from "@playwright/test";
import { languages, otherLanguage, type Language } from "~/utils/locale";
import { englishPosts } from "../../prisma/seed-data/posts.en";
import { frenchPosts } from "../../prisma/seed-data/posts.fr";
import { createPost, deletePosts } from "./fixtures";
import { expectBreadcrumbs } from "./breadcrumbs";
import { expectCachedForAYear, publicFileVersion } from "./image-versions";
import { locale } from "./locales";

// A translated seed post with every field, in each language, and how it must read.
const localSeo = {
  fr: {
    post: frenchPosts.find((post) => post.slug === "guide-seo-local-pme")!,
    path: "/blog/guide-seo-local-pme",
    date: "12 novembre 2026",
    heading: "1. Soignez votre Profil d'entreprise Google",
    internalLink: { name: "service de référencement", href: "/services/seo" },
  },
  en: {
    post: englishPosts.find((post) => post.slug === "local-seo-guide-small-business")!,
    path: "/en/blog/local-seo-guide-small-business",
    date: "November 12, 2026",
    heading: "1. Claim and complete your Google Business Profile",
    internalLink: { name: "Discover our SEO service", href: "/en/services/seo" },
  },
} as const;

/** Seed posts that exist in one language only, without image. */
const singleLanguagePosts = {
  fr: "/blog/campagnes-temps-des-fetes",
  en: "/en/blog/email-marketing-basics",
} as const;

const blogList = { fr: "/blog", en: "/en/blog" } as const;

function blogTexts(language: Language) {
  return locale(language, "blog").post as {
    readTime_other: string;
    loading: string;
    embed: { notice: string; load: string; open: string };
  };
}

/** The page's JSON-LD objects. */
async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

for (const language of languages) {
  const expected = localSeo[language];
  const texts = blogTexts(language);

  test.describe(`blog post (${language})`, () => {
    // The seed posts: one page walks them (a fresh page costs more than the checks).
    test("a translated post shows its fields, BlogPosting data, canonical and hreflang links and a toggle to its translation; a one-language post its fallback cover and a toggle to the other blog", async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(60_000);
      await test.step("shows its breadcrumb, date, read time, title, cover and content", async () => {
        const response = await page.goto(expected.path);
        expect(response?.status()).toBe(200);
        const main = page.getByRole("main");
        await expectBreadcrumbs(page, language, baseURL!, [
          { name: "Vitrine", path: language === "fr" ? "/" : "/en" },
          { name: locale(language, "common").nav.blog, path: blogList[language] },
          { name: expected.post.title, path: expected.path },
        ]);
        const time = main.locator("time");
        await expect(time).toHaveText(expected.date);
        await expect(time).toHaveAttribute("datetime", /^2026-11-12T/);
        await expect(main.getByTestId("read-time")).toHaveText(texts.readTime_other.replace("{{count}}", "4"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected.post.title);

        const cover = main.locator("picture img");
        await expect(cover).toHaveAttribute("width", "1280");
        await expect(cover).toHaveAttribute("height", "672");
        await expect(cover).toHaveAttribute("src", /^\/images\/blog\/local-seo\.webp\?v=/);
        await expect(cover).toHaveAttribute("loading", "eager");
        await expect(main.locator('picture source[type="image/avif"]')).toHaveAttribute(
          "srcset",
          /^\/images\/blog\/local-seo\.avif\?v=/,
        );
        expect(await cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

        const content = main.getByTestId("post-content");
        await expect(content.getByRole("heading", { level: 2, name: expected.heading })).toBeVisible();
        expect(await content.locator("p").count()).toBe((expected.post.content.match(/<p>/g) ?? []).length);
        await expect(content.getByRole("link", { name: expected.internalLink.name })).toHaveAttribute(
          "href",
          expected.internalLink.href,
        );
        await expect(main.getByText(texts.loading)).toHaveCount(0);
      });
      await test.step("search engines get BlogPosting data; social networks an article with its cover", async () => {
        // The cover's URL carries its current version, so that it is cached for a year.
        const cover = `${baseURL}/images/blog/local-seo.jpg?v=${publicFileVersion("/images/blog/local-seo.jpg")}`;
        const posting = (await structuredData(page)).find((item) => item["@type"] === "BlogPosting");
        expect(posting).toMatchObject({
          "@context": "https://schema.org",
          headline: expected.post.title,
          description: expected.post.excerpt,
          datePublished: "2026-11-12T12:00:00.000Z",
          dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          image: cover,
          inLanguage: language,
          url: `${baseURL}${expected.path}`,
          mainEntityOfPage: { "@id": `${baseURL}${expected.path}` },
          author: { "@type": "LocalBusiness", "@id": `${baseURL}/#business`, name: "Vitrine" },
          publisher: { "@type": "LocalBusiness", "@id": `${baseURL}/#business`, name: "Vitrine" },
        });
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", cover);
        await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
          "content",
          "2026-11-12T12:00:00.000Z",
        );
        // Its excerpt is too long for a search result: its SEO description stands in.
        await expect(page.locator('meta[name="description"]')).toHaveAttribute(
          "content",
          expected.post.seoDescription ?? expected.post.excerpt,
        );
        await expectCachedForAYear(page.request, cover);

        await page.goto(singleLanguagePosts[language]);
        const fallback = `${baseURL}/images/blog/fallback.jpg?v=${publicFileVersion("/images/blog/fallback.jpg")}`;
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", fallback);
        await expectCachedForAYear(page.request, fallback);
      });
      await test.step("a post without image shows the fallback cover", async () => {
        await expect(page.getByRole("main").locator("picture img")).toHaveAttribute(
          "src",
          /^\/images\/blog\/fallback\.webp\?v=/,
        );
      });
      await test.step("canonical and hreflang links name the post in each language it exists in", async () => {
        await page.goto(`${expected.path}?utm_source=newsletter`);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${expected.path}`);
        const alternates = page.locator('link[rel="alternate"][hreflang]');
        await expect(alternates).toHaveCount(3);
        await expect(page.locator('link[hreflang="fr"]')).toHaveAttribute("href", `${baseURL}${localSeo.fr.path}`);
        await expect(page.locator('link[hreflang="en"]')).toHaveAttribute("href", `${baseURL}${localSeo.en.path}`);
        await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
          "href",
          `${baseURL}${localSeo.fr.path}`,
        );

        const single = singleLanguagePosts[language];
        await page.goto(single);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${single}`);
        await expect(page.locator(`link[hreflang="${language}"]`)).toHaveAttribute("href", `${baseURL}${single}`);
        await expect(page.locator(`link[hreflang="${otherLanguage(language)}"]`)).toHaveCount(0);
        await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute("href", `${baseURL}${single}`);
      });
      await test.step("the language toggle goes to the translation, or to the other language's blog", async () => {
        const other = otherLanguage(language);
        const toggle = page.getByTestId("language-toggle");
        await page.goto(expected.path);
        await expect(toggle).toHaveAttribute("href", localSeo[other].path);
        await toggle.click();
        await expect(page).toHaveURL(`${baseURL}${localSeo[other].path}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(localSeo[other].post.title);

        await page.goto(singleLanguagePosts[language]);
        await expect(toggle).toHaveAttribute("href", blogList[other]);
        await toggle.click();
        await expect(page).toHaveURL(`${baseURL}${blogList[other]}`);
        await expect(page.locator("html")).toHaveAttribute("lang", other);
      });
    });

    test("a post without read time, content or local image, and a post with scripts, handlers, javascript: links and unknown iframes; a video waits for consent", async ({
      page,
    }) => {
      await test.step("a post without read time or content shows neither, but the loading paragraph; other hosts' images as plain images", async () => {
        const post = await createPost({
          lang: language,
          content: "",
          readTime: null,
          imageUrl: "https://images.example.com/cover.jpg",
        });
        try {
          await page.goto(`${blogList[language]}/${post.slug}`);
          const main = page.getByRole("main");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
          await expect(main.locator("time")).toHaveText(language === "fr" ? "14 mars 2026" : "March 14, 2026");
          await expect(main.getByTestId("read-time")).toHaveCount(0);
          await expect(main).not.toContainText(texts.readTime_other.replace("{{count}} ", ""));
          await expect(main.getByText(texts.loading)).toBeVisible();
          await expect(main.getByTestId("post-content")).toHaveCount(0);
          const cover = main.locator('img[src="https://images.example.com/cover.jpg"]');
          await expect(cover).toHaveAttribute("width", "1280");
          await expect(cover).toHaveAttribute("height", "672");
          await expect(main.locator("picture")).toHaveCount(0);
        } finally {
          await deletePosts([post]);
        }
      });
      await test.step("scripts, event handlers, javascript: links and unknown iframes in a post never reach the page", async () => {
        const post = await createPost({
          lang: language,
          content: [
            "<p>Premier paragraphe sûr.</p>",
            "<script>window.postScriptRan = true; alert('script')</script>",
            '<img src="/no-such-image.png" alt="Image" onerror="window.postScriptRan = true; alert(\'onerror\')">',
            "<p onclick=\"alert('click')\">Deuxième paragraphe.</p>",
            '<p><a href="JaVaScRiPt:alert(\'link\')">Lien piégé</a> <a href="&#106;avascript:alert(1)">Lien encodé</a></p>',
            '<iframe src="https://evil.example/embed" title="Piège"></iframe>',
            "<style>body { display: none }</style>",
          ].join(""),
        });
        const dialogs: string[] = [];
        const consoleErrors: string[] = [];
        page.on("dialog", (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        page.on("console", (message) => {
          if (message.type() === "error") consoleErrors.push(message.text());
        });
        try {
          const response = await page.goto(`${blogList[language]}/${post.slug}`);
          const html = (await response?.text()) ?? "";
          expect(html).not.toContain("alert(");
          expect(html).not.toContain("evil.example");
          expect(html).not.toContain("display: none");

          const content = page.getByTestId("post-content");
          await expect(content.locator("p")).toHaveText([
            "Premier paragraphe sûr.",
            "Deuxième paragraphe.",
            "Lien piégé Lien encodé",
          ]);
          await expect(content.locator("script, style, iframe, [onclick], [onerror]")).toHaveCount(0);
          for (const name of ["Lien piégé", "Lien encodé"]) {
            await expect(content.getByText(name)).not.toHaveAttribute("href", /./);
          }
          await content.getByText("Deuxième paragraphe.").click();
          await content.getByText("Lien piégé").click();
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
          expect(await page.evaluate(() => (window as unknown as { postScriptRan?: boolean }).postScriptRan)).toBe(
            undefined,
          );
          expect(dialogs).toEqual([]);
          // Nothing for the Content-Security-Policy to refuse: the markup was gone before.
          expect(consoleErrors.filter((error) => /Refused|Content Security Policy/.test(error))).toEqual([]);
          await expect(page.locator("body")).toBeVisible();
        } finally {
          await deletePosts([post]);
        }
      });
      await test.step("a video frame waits for consent or a click (docs/decisions/046)", async () => {
        const video = "https://www.youtube-nocookie.com/embed/e2e-video";
        const embed = blogTexts(language).embed;
        const provider = (text: string) => text.replaceAll("{{provider}}", "YouTube");
        const post = await createPost({
          lang: language,
          content: `<p>Avant la vidéo.</p><p><iframe src="${video}" title="Démo" allowfullscreen></iframe></p>`,
        });
        const videoRequests: string[] = [];
        await page.context().route(/youtube/, (route) => {
          videoRequests.push(route.request().url());
          return route.fulfill({ status: 200, contentType: "text/html", body: "" });
        });
        try {
          await page.goto(`${blogList[language]}/${post.slug}`);
          await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
          const content = page.getByTestId("post-content");
          await expect(content.getByText(provider(embed.notice))).toBeVisible();
          await expect(content.getByRole("link", { name: provider(embed.open) })).toHaveAttribute("href", video);
          await expect(content.locator("iframe")).toHaveCount(0);
          await page.waitForLoadState("networkidle");
          expect(videoRequests).toEqual([]);
          await content.getByRole("button", { name: provider(embed.load) }).click();
          await expect(content.locator(`iframe[src="${video}"]`)).toBeAttached();
          await expect.poll(() => videoRequests).toEqual([video]);
          // With consent given earlier, the frame shows without a click.
          await page.context().addCookies([{ name: "cookie_consent", value: "true", url: page.url() }]);
          await page.reload();
          await expect(content.locator(`iframe[src="${video}"]`)).toBeAttached();
          await expect(content.getByRole("button", { name: provider(embed.load) })).toHaveCount(0);
        } finally {
          await deletePosts([post]);
        }
      });
    });
  });
}
