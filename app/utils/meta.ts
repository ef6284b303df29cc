import {
  isRouteErrorResponse,
  useMatches,
  useLocation,
  type MetaDescriptor,
  type MetaFunction,
} from "@remix-run/react";
import { OUTAGE_STATUS } from "~/platform/database-outage";
import { memberOf } from "~/utils/misc";
import { languages, localizePath, stripLanguage, type Language } from "~/utils/locale";
import { breadcrumbListJsonLd, type Breadcrumb } from "~/utils/structured-data";
import { absoluteUrl } from "~/utils/url";

/** What a page's loader says about it to browsers, search engines and social networks. */
export type PageMeta = {
  title: string;
  description: string;
  /** Open Graph image: a site path ("/images/og/default.jpg") or an absolute URL. */
  image?: string;
  /** Schema.org objects, rendered as JSON-LD (structured-data.ts builds them). */
  jsonLd?: Array<Record<string, unknown>>;
  /** Pages that are private or transient (login, dashboard, thank-you) stay out of search results. */
  noindex?: boolean;
  /** The page's canonical path and query, when not the address asked for (blog page 1 is /blog). */
  canonicalPath?: string;
  /**
   * The same page in each language, when it is not simply the path under /en (a post's
   * slug differs by language). A language left out has no version of this page.
   */
  alternatePaths?: Partial<Record<Language, string>>;
  /** Where the language toggle goes, when not to the alternate (a post without translation: that language's blog). */
  languageSwitchPaths?: Partial<Record<Language, string>>;
  /**
   * Where the page sits, from the home page to itself (getBreadcrumbs in meta.server.ts):
   * rendered as a BreadcrumbList, and shown by the Breadcrumbs component where the page has it.
   */
  breadcrumbs?: Breadcrumb[];
  /** A blog post: shared as an Open Graph article rather than a website page. */
  article?: { publishedTime: string };
};

/** What the root loader gives pages whose own loader failed. */
export type ErrorTitles = { notFound: string; error: string; outage?: string };

type RootMetaData = { origin?: string; language?: Language; ogImage?: string; errorTitles?: ErrorTitles };

// Route data reaches meta and the hooks untyped (any loader, or none on an error page), so
// it is checked by these guards: what does not match is no meta. Guards rather than a zod
// schema, because meta runs on every page in the browser and zod would join every page's
// first load.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const stringOrUndefined = (value: unknown) => (typeof value === "string" ? value : undefined);

function isPageMeta(value: unknown): value is PageMeta {
  return isRecord(value) && typeof value.title === "string" && typeof value.description === "string";
}

/** A page's meta from its route data; undefined when the data has none. */
function pageMetaOf(data: unknown): PageMeta | undefined {
  return isRecord(data) && isPageMeta(data.meta) ? data.meta : undefined;
}

/** What meta reads from the root loader's data. */
function rootMetaDataOf(data: unknown): RootMetaData {
  if (!isRecord(data)) return {};
  const titles = data.errorTitles;
  const notFound = isRecord(titles) ? stringOrUndefined(titles.notFound) : undefined;
  const error = isRecord(titles) ? stringOrUndefined(titles.error) : undefined;
  const outage = isRecord(titles) ? stringOrUndefined(titles.outage) : undefined;
  return {
    origin: stringOrUndefined(data.origin),
    language: memberOf(languages, data.language),
    ogImage: stringOrUndefined(data.ogImage),
    errorTitles: notFound !== undefined && error !== undefined ? { notFound, error, outage } : undefined,
  };
}

/** The og:image of a page without its own; the root loader gives its versioned URL. */
export const DEFAULT_OG_IMAGE = { path: "/images/og/default.jpg", width: 1200, height: 630 };

const ogLocales: Record<Language, string> = { fr: "fr_CA", en: "en_CA" };

/**
 * The meta export of every screen: the page's localized title and description, Open
 * Graph and Twitter tags, JSON-LD, or, when its loader threw, the not-found, outage or
 * error title.
 */
export const routeMeta: MetaFunction = ({ data, error, matches, location }) => {
  const root = rootMetaDataOf(matches[0]?.data);
  const page = pageMetaOf(data);
  if (page) {
    const origin = root.origin ?? "";
    const language = root.language ?? "fr";
    const image = page.image ?? root.ogImage ?? DEFAULT_OG_IMAGE.path;
    const tags: MetaDescriptor[] = [
      { title: page.title },
      { name: "description", content: page.description },
      { property: "og:type", content: page.article ? "article" : "website" },
      { property: "og:site_name", content: "Vitrine" },
      { property: "og:title", content: page.title },
      { property: "og:description", content: page.description },
      { property: "og:url", content: `${origin}${location.pathname}` },
      { property: "og:locale", content: ogLocales[language] },
      { property: "og:locale:alternate", content: ogLocales[language === "fr" ? "en" : "fr"] },
      { property: "og:image", content: absoluteUrl(origin, image) },
      { name: "twitter:card", content: "summary_large_image" },
    ];
    if (!page.image) {
      tags.push(
        { property: "og:image:width", content: String(DEFAULT_OG_IMAGE.width) },
        { property: "og:image:height", content: String(DEFAULT_OG_IMAGE.height) },
      );
    }
    if (page.article) tags.push({ property: "article:published_time", content: page.article.publishedTime });
    if (page.noindex) tags.push({ name: "robots", content: "noindex" });
    for (const item of page.jsonLd ?? []) tags.push({ "script:ld+json": item });
    if (page.breadcrumbs) tags.push({ "script:ld+json": breadcrumbListJsonLd(origin, page.breadcrumbs) });
    return tags;
  }
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const titles = root.errorTitles;
  const title =
    status === 404 ? titles?.notFound : status === OUTAGE_STATUS ? (titles?.outage ?? titles?.error) : titles?.error;
  return title ? [{ title }, { name: "robots", content: "noindex" }] : [];
};

/** The current page's meta, as its loader returned it (undefined on error pages). */
function usePageMeta(): PageMeta | undefined {
  return pageMetaOf(useMatches().at(-1)?.data);
}

/** The current page's breadcrumb trail, from the home page to itself (none on the home page). */
export function usePageBreadcrumbs(): Breadcrumb[] {
  return usePageMeta()?.breadcrumbs ?? [];
}

/**
 * The current page's canonical path and its path in each language that has it: by
 * default the same path with or without /en, unless the page says otherwise.
 */
export function usePageLinks() {
  const { pathname, search } = useLocation();
  const page = usePageMeta();
  const base = stripLanguage(pathname);
  const alternates: Partial<Record<Language, string>> =
    page?.alternatePaths ?? Object.fromEntries(languages.map((language) => [language, localizePath(base, language)]));
  return {
    canonical: page?.canonicalPath ?? pathname,
    alternates,
    /** The toggle keeps the query (filters, page) when it goes to the same page. */
    switchTo: (language: Language) =>
      page?.languageSwitchPaths?.[language] ??
      page?.alternatePaths?.[language] ??
      `${localizePath(pathname, language)}${search}`,
  };
}
