import type { InitOptions } from "i18next";
import { defaultLanguage, languages } from "~/utils/locale";

/**
 * The server's i18next options (loaders, meta and mail; pages render with
 * `app/utils/translate.ts`, held equal to it). English falls back to French, and a text
 * missing in both shows its key (i18next's default).
 */
export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  defaultNS: "common",
  ns: ["common"],
  // React escapes what it renders; escaping here too would show &amp; to visitors.
  interpolation: { escapeValue: false },
} satisfies InitOptions;
