import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { typesetTexts } from "../app/utils/french-typography";
import { withFallback, type Texts } from "../app/utils/translate";

// The fallback language (app/utils/locale.ts's defaultLanguage; that module is not
// loaded here, as it reads the route table).
const FALLBACK_LANGUAGE = "fr";
const localeFile = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * A locale file as the browser gets it: an English file with the French text, typeset as
 * the server typesets it, wherever English has none; null for any other file.
 */
export function browserLocaleFile(code: string, id: string): { code: string; fallbackFile: string } | null {
  if (id.includes("?")) return null;
  const [, language, namespace] = localeFile.exec(id) ?? [];
  if (!language || !namespace || language === FALLBACK_LANGUAGE) return null;
  const fallbackFile = path.join(path.dirname(path.dirname(id)), FALLBACK_LANGUAGE, `${namespace}.json`);
  const fallback = typesetTexts(FALLBACK_LANGUAGE, JSON.parse(readFileSync(fallbackFile, "utf8")) as Texts);
  return { code: JSON.stringify(withFallback(JSON.parse(code) as Texts, fallback)), fallbackFile };
}

/**
 * Browser only: the locale chunks of English pages come with their French fallback in
 * them (docs/decisions/038), so the browser's lookup is the dictionary, then the key, and
 * gives what the server gives: English, then French, then the key. The server reads the
 * files as written and resolves the fallback itself (app/i18n.server.ts).
 */
export function localeFallback(): Plugin {
  return {
    name: "locale-fallback",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr) return null;
      const file = browserLocaleFile(code, id);
      if (!file) return null;
      this.addWatchFile(file.fallbackFile);
      return { code: file.code, map: null };
    },
  };
}
