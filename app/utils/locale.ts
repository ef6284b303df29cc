// The URL decides the language: French at the unprefixed paths, English under /en with
// English words (docs/decisions/003 and 025). Everything that maps paths to languages
// lives here; the paths themselves come from the route table (app/config/routes.ts).
import { localizedRoutes } from "~/config/routes";
import type { Language } from "~/config/languages";
import { services } from "~/config/site";

export { defaultLanguage, languageOrDefault, languages, type Language } from "~/config/languages";

const englishPrefix = "/en";

/** The language a pathname is in: English under /en, French everywhere else. */
export function languageFromPathname(pathname: string): Language {
  return pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`) ? "en" : "fr";
}

/** Path parameters whose values are words of the page's language (a service's slug). */
const translatedParams: Record<string, ReadonlyArray<Record<Language, string>>> = {
  serviceSlug: services.map(({ slug, englishSlug }) => ({ fr: slug, en: englishSlug })),
};

const segmentsOf = (path: string) => path.split("/").filter(Boolean);

/** Each screen's path segments in each language; the not-found splat translates nothing. */
const screens = localizedRoutes
  .filter(([fr]) => fr !== "*")
  .map(([fr, en]) => ({ fr: segmentsOf(fr), en: segmentsOf(en) }));

/** The parameters of `segments` under a pattern's segments, or undefined when it does not match. */
function matchSegments(pattern: string[], segments: string[]) {
  if (pattern.length !== segments.length) return undefined;
  const params = new Map<string, string>();
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? "";
    if (part.startsWith(":")) params.set(part.slice(1), segment);
    else if (part !== segment) return undefined;
  }
  return params;
}

const literalCount = (pattern: string[]) => pattern.filter((part) => !part.startsWith(":")).length;

/**
 * An unprefixed path of one language's screen in the other language's words, or
 * undefined when it is no screen of `from` (as Remix ranks them, literals first).
 */
function translatePath(path: string, from: Language, to: Language): string | undefined {
  const segments = segmentsOf(path);
  let best: { screen: (typeof screens)[number]; params: Map<string, string> } | undefined;
  for (const screen of screens) {
    const params = matchSegments(screen[from], segments);
    if (params && (!best || literalCount(screen[from]) > literalCount(best.screen[from]))) best = { screen, params };
  }
  if (!best) return undefined;
  const { screen, params } = best;
  const translated = screen[to].map((part) => {
    if (!part.startsWith(":")) return part;
    const value = params.get(part.slice(1)) ?? "";
    return translatedParams[part.slice(1)]?.find((words) => words[from] === value)?.[to] ?? value;
  });
  return `/${translated.join("/")}`;
}

/** A path's pathname and what follows it (?query, #hash). */
function splitPath(path: string) {
  const end = path.search(/[?#]/);
  return end === -1 ? { pathname: path, rest: "" } : { pathname: path.slice(0, end), rest: path.slice(end) };
}

/** The French form of a pathname: /en/about is /a-propos; a French path stays as it is. */
export function stripLanguage(pathname: string): string {
  if (languageFromPathname(pathname) === "fr") return pathname;
  const english = pathname.slice(englishPrefix.length) || "/";
  return translatePath(english, "en", "fr") ?? english;
}

/**
 * A path in a given language, from its French form or its other language's form:
 * localizePath("/a-propos", "en") is "/en/about", localizePath("/en/about", "fr") is
 * "/a-propos". A query and a hash are kept.
 */
export function localizePath(path: string, language: Language): string {
  const { pathname, rest } = splitPath(path);
  const french = stripLanguage(pathname);
  if (language === "fr") return `${french}${rest}`;
  const english = translatePath(french, "fr", "en") ?? french;
  return `${english === "/" ? englishPrefix : `${englishPrefix}${english}`}${rest}`;
}

/**
 * Where an English address of the first release, which had the French words
 * (/en/a-propos, /en/services/creation-sites-web), now lives; undefined for any other
 * path. Bookmarks and links to the old addresses get a 301 there.
 */
export function renamedEnglishPath(pathname: string): string | undefined {
  if (languageFromPathname(pathname) !== "en") return undefined;
  const asFrench = pathname.slice(englishPrefix.length) || "/";
  const english = translatePath(asFrench, "fr", "en");
  if (english === undefined || english === `/${segmentsOf(asFrench).join("/")}`) return undefined;
  return `${englishPrefix}${english}`;
}

/** The other language: the one the toggle switches to. */
export function otherLanguage(language: Language): Language {
  return language === "fr" ? "en" : "fr";
}
