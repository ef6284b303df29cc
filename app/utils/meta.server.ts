import type { FlatNamespace, ParseKeys } from "i18next";
import type { services } from "~/config/site";
import { env } from "~/env.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { localizePath } from "~/utils/locale";
import { DEFAULT_OG_IMAGE, type PageMeta } from "~/utils/meta";
import { versionedJpegUrl } from "~/utils/image-versions.server";
import { snippetDescription, snippetTitle } from "~/utils/snippet";
import type { SiteFacts } from "~/utils/site-facts";
import { localBusinessJsonLd, type Breadcrumb } from "~/utils/structured-data";

/** Of a namespace's keys, the prefixes that have both `<prefix>.title` and `<prefix>.description`. */
type MetaPrefixOf<Key, Keys> = Key extends `${infer Prefix}.title`
  ? `${Prefix}.description` extends Keys
    ? Prefix
    : never
  : never;

/** The keys of a namespace that hold a page's meta (title and description). */
export type MetaPrefix<N extends FlatNamespace> = MetaPrefixOf<ParseKeys<N>, ParseKeys<N>>;

/**
 * A page's title and description from its namespace: `<keyPrefix>.title` (the page's own
 * title, without the brand) and `<keyPrefix>.description` (`meta` unless given), with
 * optional {{replacements}}, fitted to a search result (snippet.ts). Spread more fields
 * (jsonLd, image, noindex) into the result where a page has them.
 */
export function getPageMeta<N extends FlatNamespace>(
  request: Request,
  namespace: N,
  keyPrefix?: NoInfer<MetaPrefix<N>>,
  values?: Record<string, string>,
): PageMeta {
  const t = getFixedT(request, namespace);
  // The type of keyPrefix checks the keys; i18next cannot follow a key built from a type
  // parameter, so it takes it as a plain key whose default is the key (i18next's own fallback).
  const text = (key: string) => t(key, key, values);
  const prefix = keyPrefix ?? "meta";
  return {
    title: snippetTitle(text(`${prefix}.title`)),
    description: snippetDescription(text(`${prefix}.description`)),
  };
}

/**
 * The public origin for absolute URLs (e-mail links, canonical, sitemap, JSON-LD): SITE_URL,
 * or in development and tests the request's. Production always has SITE_URL (env.server.ts
 * refuses to start without it), so there a Host header never reaches a link or a cached page.
 */
export function getOrigin(request: Request): string {
  return env.SITE_URL ?? new URL(request.url).origin;
}

/** The og:image of pages without their own, with its version (the root loader gives it to meta). */
export function getDefaultOgImageUrl() {
  return versionedJpegUrl(DEFAULT_OG_IMAGE.path);
}

/** A page's meta that also presents the agency as a LocalBusiness (home and contact). */
export function getLocalBusinessPageMeta(request: Request, namespace: FlatNamespace, facts: SiteFacts): PageMeta {
  const meta = getPageMeta(request, namespace);
  const business = localBusinessJsonLd({
    origin: getOrigin(request),
    language: languageOf(request),
    description: meta.description,
    image: getDefaultOgImageUrl(),
    facts,
  });
  return { ...meta, jsonLd: [business] };
}

/**
 * A page's breadcrumb trail in the request's language (PageMeta.breadcrumbs): the home page,
 * then these pages down to the page itself, each by its French path and translated name.
 */
export function getBreadcrumbs(request: Request, pages: Breadcrumb[]): Breadcrumb[] {
  const language = languageOf(request);
  const home = { name: getFixedT(request, "common")("brand.name"), path: "/" };
  return [home, ...pages].map(({ name, path }) => ({ name, path: localizePath(path, language) }));
}

/** The trail of a service page, or of one of its local pages when given the city. */
export function getServiceBreadcrumbs(
  request: Request,
  service: (typeof services)[number],
  city?: { slug: string; name: string },
): Breadcrumb[] {
  const t = getFixedT(request, "common");
  const servicePath = `/services/${service.slug}`;
  return getBreadcrumbs(request, [
    { name: t("nav.services"), path: "/services" },
    { name: t(`services.${service.key}`), path: servicePath },
    ...(city ? [{ name: city.name, path: `${servicePath}/${city.slug}` }] : []),
  ]);
}

/** The trail of a page right below the home page, named by its label in the common namespace. */
export function getSectionBreadcrumbs(request: Request, path: string, nameKey: ParseKeys<"common">): Breadcrumb[] {
  return getBreadcrumbs(request, [{ name: getFixedT(request, "common")(nameKey), path }]);
}
