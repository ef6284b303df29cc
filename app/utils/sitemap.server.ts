import { services } from "~/config/site";
import { languages, localizePath, type Language } from "~/utils/locale";
import { escapeXml } from "~/utils/xml";

/** One page of the sitemap: its path in each language it exists in (a post may exist in one only). */
export type SitemapEntry = Partial<Record<Language, string>>;

/**
 * Every public page that search engines should index, by French path. Private and
 * transient screens (login, signup, forgotten password, password links, account,
 * dashboard, media, thank-you, auth callback) are left out, and say noindex themselves.
 * Each service has a local page for each promoted city (the site settings' `localCities`).
 */
export function publicPaths(localCities: readonly string[]): string[] {
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

/** A page that exists in every language at the same path (French as is, English under /en). */
export function everyLanguage(path: string): SitemapEntry {
  return Object.fromEntries(languages.map((language) => [language, localizePath(path, language)]));
}

type PostLink = { slug: string; lang: string; translationKey: string | null };

/**
 * Blog posts as sitemap entries: the versions sharing a translation key form one entry
 * (their slugs differ by language), a post written in one language is an entry alone.
 */
export function postEntries(posts: PostLink[]): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  for (const post of posts) {
    const language = languages.find((candidate) => candidate === post.lang);
    if (!language) continue;
    const key = post.translationKey ? `translation:${post.translationKey}` : `post:${language}:${post.slug}`;
    const entry = entries.get(key) ?? {};
    entry[language] = localizePath(`/blog/${post.slug}`, language);
    entries.set(key, entry);
  }
  return [...entries.values()];
}

/**
 * sitemap.xml: each page once per language it exists in, each listing naming all the
 * page's language versions, and x-default: French, or the only version there is.
 */
export function renderSitemap(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const versions = languages.flatMap((language) => {
      const path = entry[language];
      return path ? [[language, path] as const] : [];
    });
    const xDefault = entry.fr ?? versions[0]?.[1];
    if (!xDefault) return [];
    const alternates = [...versions, ["x-default", xDefault] as const]
      .map(
        ([hreflang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${origin}${path}`)}"/>`,
      )
      .join("\n");
    return versions.map(
      ([, path]) => `  <url>\n    <loc>${escapeXml(`${origin}${path}`)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
