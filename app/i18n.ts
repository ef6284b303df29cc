import type { InitOptions } from "i18next";
import { defaultLanguage, languages } from "~/utils/locale";

/**
 * i18next options shared by the server render and the browser. English falls back to
 * French, and a text missing in both shows its key (i18next's default).
 */
export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  defaultNS: "common",
  ns: ["common"],
  // React escapes what it renders; escaping here too would show &amp; to visitors.
  interpolation: { escapeValue: false },
} satisfies InitOptions;
