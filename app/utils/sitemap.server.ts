import { localCities, services } from "~/config/site";
import { languages, localizePath } from "~/utils/locale";

/**
 * Every public page that search engines should index, by French path. Private and
 * transient screens (login, signup, dashboard, media, thank-you, auth callback) are
 * left out, and say noindex themselves.
 */
export function publicPaths(): string[] {
  const servicePaths = services.map((service) => `/services/${service.slug}`);
  return [
    "/",
    "/services",
    ...servicePaths,
    ...servicePaths.flatMap((servicePath) => localCities.map((city) => `${servicePath}/${city}`)),
    "/etudes-de-cas",
    "/a-propos",
    "/blog",
    "/contact",
    "/galerie",
    "/mentions-legales",
    "/audit-gratuit",
    "/glossaire",
    "/rendez-vous",
  ];
}

function escapeXml(text: string) {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** sitemap.xml: each page once per language, each entry naming all its language versions. */
export function renderSitemap(origin: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const alternates = [
      ...languages.map((language) => [language, localizePath(path, language)] as const),
      ["x-default", localizePath(path, "fr")] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${href}`)}"/>`,
      )
      .join("\n");
    return languages.map(
      (language) =>
        `  <url>\n    <loc>${escapeXml(`${origin}${localizePath(path, language)}`)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
