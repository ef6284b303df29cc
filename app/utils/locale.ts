// The URL decides the language: French at the unprefixed paths, English under /en
// (docs/decisions/003). Everything that maps paths to languages lives here.

export const languages = ["fr", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "fr";

const englishPrefix = "/en";

/** The language a pathname is in: English under /en, French everywhere else. */
export function languageFromPathname(pathname: string): Language {
  return pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`) ? "en" : "fr";
}

/** The French (unprefixed) form of a pathname. */
export function stripLanguage(pathname: string): string {
  if (languageFromPathname(pathname) === "fr") return pathname;
  return pathname.slice(englishPrefix.length) || "/";
}

/** The pathname of a French path in a given language: localizePath("/contact", "en") is "/en/contact". */
export function localizePath(path: string, language: Language): string {
  const base = stripLanguage(path);
  if (language === "fr") return base;
  return base === "/" ? englishPrefix : `${englishPrefix}${base}`;
}

/** The other language: the one the toggle switches to. */
export function otherLanguage(language: Language): Language {
  return language === "fr" ? "en" : "fr";
}
