import { expect, test, type Page } from "@playwright/test";
import { SNIPPET_LIMITS } from "~/utils/snippet";
import { languageFromPathname, languages, localizePath } from "~/utils/locale";
import { validateJsonLd } from "../schema-org";
import { frenchWordsIn } from "./french-words";
import { expectCachedForAYear, publicFileVersion } from "./image-versions";
import { locale } from "./locales";

type SitemapEntry = { loc: string; alternates: Record<string, string> };

test("sitemap.xml lists every public page in both languages; each has its lang, a snippet that fits, a canonical to itself and alternates that point at each other", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();

  // Parsed by the browser's XML parser, as a crawler would.
  await page.goto("/robots.txt");
  const entries = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "application/xml");
    if (document.querySelector("parsererror")) throw new Error("sitemap.xml is not well-formed XML");
    const xhtml = "http://www.w3.org/1999/xhtml";
    return Array.from(document.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "url")).map(
      (url) => ({
        loc: url.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")[0]?.textContent ?? "",
        alternates: Object.fromEntries(
          Array.from(url.getElementsByTagNameNS(xhtml, "link")).map((link) => [
            link.getAttribute("hreflang"),
            link.getAttribute("href"),
          ]),
        ),
      }),
    );
  }, xml);

  const paths = entries.map((entry: SitemapEntry) => new URL(entry.loc).pathname);
  for (const expected of ["/", "/en", "/services/seo", "/en/services/seo", "/services/seo/quebec", "/en/glossary"]) {
    expect(paths).toContain(expected);
  }
  for (const privatePath of ["/login", "/dashboard", "/media", "/thank-you"]) expect(paths).not.toContain(privatePath);
  expect(paths.filter((path) => path.startsWith("/en")).length).toBe(paths.length / 2);

  // Each page as a search engine reads it: parsed by the browser's HTML parser.
  const pages = new Map<string, PageSummary>();
  const structuredObjects: unknown[] = [];
  for (const entry of entries as SitemapEntry[]) {
    const pathname = new URL(entry.loc).pathname;
    const language = languageFromPathname(pathname);
    const pageResponse = await request.get(pathname);
    expect(pageResponse.status(), pathname).toBe(200);
    const summary = await page.evaluate(summarize, await pageResponse.text());
    pages.set(entry.loc, summary);
    expect(summary.lang, pathname).toBe(language);
    expect(summary.robots, pathname).toBeNull();
    expect(summary.ogTitle, pathname).toBeTruthy();
    // A snippet that fits: search engines cut titles past 60 characters and descriptions past 160.
    expect(summary.title.length, `${pathname}: ${summary.title}`).toBeLessThanOrEqual(SNIPPET_LIMITS.titleMax);
    expect(summary.description.length, `${pathname}: ${summary.description}`).toBeGreaterThanOrEqual(
      SNIPPET_LIMITS.descriptionMin,
    );
    expect(summary.description.length, `${pathname}: ${summary.description}`).toBeLessThanOrEqual(
      SNIPPET_LIMITS.descriptionMax,
    );
    expect(summary.canonicals, pathname).toEqual([entry.loc]);
    if (language === "en") expect(frenchWordsIn(pathname), pathname).toEqual([]);
    // Every page names itself and x-default; a post written in one language has no other version.
    expect(summary.alternates, pathname).toEqual(entry.alternates);
    expect(entry.alternates[language], pathname).toBe(entry.loc);
    expect(Object.keys(entry.alternates).every((hreflang) => ["en", "fr", "x-default"].includes(hreflang))).toBe(true);
    expect(entry.alternates["x-default"], pathname).toBeDefined();
    const jsonLd = summary.jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>);
    structuredObjects.push(...jsonLd);
    const homePage = pathname === localizePath("/", language);
    expect(
      jsonLd.some((item) => item["@type"] === "BreadcrumbList"),
      pathname,
    ).toBe(!homePage);
  }
  // Types and properties that schema.org defines, on every page (the validator loads its types once).
  expect(validateJsonLd(structuredObjects)).toEqual([]);
  // Alternates point at each other: the page in the other language names this one back.
  for (const [loc, summary] of pages) {
    for (const [hreflang, href] of Object.entries(summary.alternates)) {
      if (hreflang === "x-default") continue;
      expect(pages.get(href)?.alternates, `${loc} -> ${hreflang}`).toEqual(summary.alternates);
    }
  }
});

type PageSummary = {
  lang: string | null;
  title: string;
  description: string;
  robots: string | null;
  ogTitle: string | null;
  canonicals: string[];
  alternates: Record<string, string>;
  jsonLd: string[];
};

/** What a search engine reads in a page's HTML (runs in the browser). */
function summarize(html: string): PageSummary {
  const document = new DOMParser().parseFromString(html, "text/html");
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    lang: document.documentElement.getAttribute("lang"),
    title: document.title,
    description: attribute('meta[name="description"]', "content") ?? "",
    robots: attribute('meta[name="robots"]', "content"),
    ogTitle: attribute('meta[property="og:title"]', "content"),
    canonicals: Array.from(
      document.querySelectorAll('link[rel="canonical"]'),
      (link) => link.getAttribute("href") ?? "",
    ),
    alternates: Object.fromEntries(
      Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [
        link.getAttribute("hreflang") ?? "",
        link.getAttribute("href") ?? "",
      ]),
    ),
    jsonLd: Array.from(
      document.querySelectorAll('script[type="application/ld+json"]'),
      (script) => script.textContent ?? "",
    ),
  };
}

test("robots.txt allows the public site, keeps accounts out and points at the sitemap", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toContain("User-agent: *");
  expect(robots).toContain("Disallow: /dashboard");
  expect(robots).toContain("Disallow: /en/media");
  expect(robots).toContain("Disallow: /en/choose-password");
  expect(robots).not.toMatch(/^Disallow: \/$/m);
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("pages carry Open Graph tags with absolute URLs in their language", async ({ page, baseURL }) => {
  await page.goto("/en/services");
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/en/services`);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_CA");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${baseURL}/images/og/default.jpg?v=${publicFileVersion("/images/og/default.jpg")}`,
  );
  await page.goto("/services");
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "fr_CA");
});

test("the default og:image carries its current version and is cached for a year", async ({ page, baseURL }) => {
  for (const path of ["/", "/en"]) {
    await test.step(path, async () => {
      const image = `${baseURL}/images/og/default.jpg?v=${publicFileVersion("/images/og/default.jpg")}`;
      await page.goto(path);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", image);
      await expectCachedForAYear(page.request, image);
    });
  }
});

/** The page's JSON-LD objects. */
async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as Record<string, unknown>);
}

test("the home and contact pages describe the agency as a LocalBusiness in both languages", async ({
  page,
  baseURL,
}) => {
  for (const path of ["/", "/en", "/contact", "/en/contact"]) {
    await test.step(path, async () => {
      await page.goto(path);
      const business = (await structuredData(page)).find((item) => item["@type"] === "LocalBusiness");
      expect(business).toMatchObject({
        name: "Vitrine",
        // The og:image's URL, versioned like it.
        image: `${baseURL}/images/og/default.jpg?v=${publicFileVersion("/images/og/default.jpg")}`,
        address: { addressLocality: "Québec", addressRegion: "QC" },
        openingHoursSpecification: { opens: "09:00", closes: "17:00" },
        geo: { "@type": "GeoCoordinates", latitude: 46.8149, longitude: -71.219 },
        priceRange: "$$",
      });
      expect(business?.areaServed).toHaveLength(8);
      expect(business).not.toHaveProperty("inLanguage");
      expect(validateJsonLd(await structuredData(page))).toEqual([]);
    });
  }
});

test("the pages below the home page give their breadcrumb to search engines in their language, with valid schema.org data", async ({
  request,
  baseURL,
}) => {
  // The French path of each page right below the home page, and its name's key in common.json.
  const sections = [
    ["/services", "nav.services"],
    ["/blog", "nav.blog"],
    ["/contact", "nav.contact"],
    ["/a-propos", "footer.about_link"],
    ["/etudes-de-cas", "breadcrumb.caseStudies"],
    ["/galerie", "nav.gallery"],
    ["/glossaire", "breadcrumb.glossary"],
    ["/mentions-legales", "footer.legal"],
    ["/audit-gratuit", "breadcrumb.freeAudit"],
    ["/rendez-vous", "nav.appointment"],
  ] as const;
  const objects: unknown[] = [];
  for (const language of languages) {
    const common = locale(language, "common");
    for (const [path, nameKey] of sections) {
      const localized = localizePath(path, language);
      const html = await (await request.get(localized)).text();
      const jsonLd = Array.from(html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs), (match) =>
        JSON.parse(match[1] ?? ""),
      );
      objects.push(...jsonLd);
      const [group, key] = nameKey.split(".") as [string, string];
      expect(jsonLd.find((item) => item["@type"] === "BreadcrumbList")?.itemListElement, localized).toEqual([
        { "@type": "ListItem", position: 1, name: "Vitrine", item: `${baseURL}${localizePath("/", language)}` },
        { "@type": "ListItem", position: 2, name: common[group][key], item: `${baseURL}${localized}` },
      ]);
    }
  }
  // One check for every page: the schema.org types are loaded once.
  expect(validateJsonLd(objects)).toEqual([]);
});

test("private and missing pages ask not to be indexed", async ({ page }) => {
  for (const path of ["/login", "/en/signup", "/thank-you", "/nope"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex");
  }
});
