import { expect, test } from "vitest";
import { localCities, services } from "~/config/site";
import { publicPaths, renderSitemap } from "./sitemap.server";

test("public pages include every service in every promoted city, and no private screen", () => {
  const paths = publicPaths();
  for (const service of services) {
    for (const city of localCities) expect(paths).toContain(`/services/${service.slug}/${city}`);
  }
  for (const privatePath of ["/login", "/signup", "/dashboard", "/media", "/thank-you", "/auth/callback"]) {
    expect(paths).not.toContain(privatePath);
  }
});

test("each page is listed once per language with fr, en and x-default alternates", () => {
  const xml = renderSitemap("https://vitrine.example", ["/", "/contact?a=1&b=2"]);
  expect(xml.match(/<url>/g)).toHaveLength(4);
  expect(xml).toContain("<loc>https://vitrine.example/</loc>");
  expect(xml).toContain("<loc>https://vitrine.example/en</loc>");
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="en" href="https://vitrine.example/en/contact?a=1&amp;b=2"/>',
  );
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://vitrine.example/"/>');
});
