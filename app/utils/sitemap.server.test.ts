import { expect, test } from "vitest";
import { services } from "~/config/site";
import { shippedFacts } from "../../tests/shipped-facts";
import { everyLanguage, postEntries, publicPaths, renderSitemap } from "./sitemap.server";

test("public pages include every service in every promoted city, and no private screen", () => {
  const paths = publicPaths(shippedFacts.localCities);
  for (const service of services) {
    for (const city of shippedFacts.localCities) expect(paths).toContain(`/services/${service.slug}/${city}`);
  }
  for (const privatePath of ["/login", "/signup", "/dashboard", "/media", "/thank-you", "/auth/callback"]) {
    expect(paths).not.toContain(privatePath);
  }
});

test("each page is listed once per language with fr, en and x-default alternates", () => {
  const xml = renderSitemap("https://vitrine.example", ["/", "/contact?a=1&b=2"].map(everyLanguage));
  expect(xml.match(/<url>/g)).toHaveLength(4);
  expect(xml).toContain("<loc>https://vitrine.example/</loc>");
  expect(xml).toContain("<loc>https://vitrine.example/en</loc>");
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="en" href="https://vitrine.example/en/contact?a=1&amp;b=2"/>',
  );
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://vitrine.example/"/>');
});

test("translated posts pair up across their slugs; a post in one language stands alone", () => {
  const entries = postEntries([
    { slug: "guide-seo-local", lang: "fr", translationKey: "local-seo" },
    { slug: "fetes", lang: "fr", translationKey: null },
    { slug: "local-seo-guide", lang: "en", translationKey: "local-seo" },
    { slug: "email-basics", lang: "en", translationKey: null },
  ]);
  expect(entries).toEqual([
    { fr: "/blog/guide-seo-local", en: "/en/blog/local-seo-guide" },
    { fr: "/blog/fetes" },
    { en: "/en/blog/email-basics" },
  ]);
});

test("a page in one language is listed once, with x-default pointing at it", () => {
  const xml = renderSitemap("https://vitrine.example", [
    { fr: "/blog/guide-seo-local", en: "/en/blog/local-seo-guide" },
    { en: "/en/blog/email-basics" },
  ]);
  const urls = xml.split("<url>").slice(1);
  expect(urls).toHaveLength(3);
  const english = urls.find((url) => url.includes("<loc>https://vitrine.example/en/blog/email-basics</loc>")) ?? "";
  expect(english.match(/<xhtml:link/g)).toHaveLength(2);
  expect(english).toContain('hreflang="en" href="https://vitrine.example/en/blog/email-basics"');
  expect(english).toContain('hreflang="x-default" href="https://vitrine.example/en/blog/email-basics"');
  const french = urls.find((url) => url.includes("<loc>https://vitrine.example/blog/guide-seo-local</loc>")) ?? "";
  expect(french).toContain('hreflang="en" href="https://vitrine.example/en/blog/local-seo-guide"');
  expect(french).toContain('hreflang="x-default" href="https://vitrine.example/blog/guide-seo-local"');
});
