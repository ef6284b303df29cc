import type { FlatNamespace } from "i18next";
import { env } from "~/env.server";
import { getFixedT, languageOf } from "~/i18n.server";
import type { PageMeta } from "~/utils/meta";
import { localBusinessJsonLd } from "~/utils/structured-data";

/** A translate function for keys built at run time (checked by the locale tests, not by types). */
type DynamicT = (key: string, values?: Record<string, string>) => string;

/**
 * A page's title and description from its namespace: `<keyPrefix>.title` and
 * `<keyPrefix>.description`, with optional {{replacements}}. Spread more fields
 * (jsonLd, image, noindex) into the result where a page has them.
 */
export function getPageMeta(
  request: Request,
  namespace: FlatNamespace,
  keyPrefix = "meta",
  values?: Record<string, string>,
): PageMeta {
  const t = getFixedT(request, namespace) as unknown as DynamicT;
  return { title: t(`${keyPrefix}.title`, values), description: t(`${keyPrefix}.description`, values) };
}

/**
 * The public origin for absolute URLs (e-mail links, canonical, sitemap, JSON-LD): SITE_URL,
 * or in development and tests the request's. Production always has SITE_URL (env.server.ts
 * refuses to start without it), so there a Host header never reaches a link or a cached page.
 */
export function getOrigin(request: Request): string {
  return env.SITE_URL ?? new URL(request.url).origin;
}

/** A page's meta that also presents the agency as a LocalBusiness (home and contact). */
export function getLocalBusinessPageMeta(request: Request, namespace: FlatNamespace): PageMeta {
  const meta = getPageMeta(request, namespace);
  const business = localBusinessJsonLd({
    origin: getOrigin(request),
    language: languageOf(request),
    description: meta.description,
  });
  return { ...meta, jsonLd: [business] };
}
