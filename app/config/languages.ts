// The site's two languages, French first (docs/decisions/003). The route table and the
// site's facts name them, so they sit below both; app/utils/locale.ts maps paths to them.
export const languages = ["fr", "en"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "fr";

/** A stored language code (a queued e-mail's, say) as a language: the default when it is none of ours. */
export function languageOrDefault(code: string | null | undefined): Language {
  return languages.find((language) => language === code) ?? defaultLanguage;
}
