import { contentNamespaces } from "~/config/content-namespaces";
import { typesetTexts } from "~/utils/french-typography";
import type { Texts } from "~/utils/translate";

// Each locale file becomes its own small, cacheable chunk. This map of them (about 0.7 KB
// of gzip) is itself loaded only when a page needs a file its document did not hold.
const localeFiles = import.meta.glob<Texts>("../../locales/*/*.json", { import: "default" });

/**
 * One namespace's texts in one language, from its chunk, typeset as the server's are
 * (i18n.server.ts); the texts staff edit from the server, as published: their chunk holds
 * the first revision (docs/decisions/051).
 */
export function loadLocaleFile(language: string, namespace: string): Promise<Texts> {
  if (contentNamespaces.has(namespace)) {
    return fetch(`/resources/texts/${language}/${namespace}`).then((response) =>
      response.ok
        ? (response.json() as Promise<Texts>)
        : Promise.reject(new Error(`No texts for ${language}/${namespace}: ${response.status}`)),
    );
  }
  const load = localeFiles[`../../locales/${language}/${namespace}.json`];
  return load
    ? load().then((texts) => typesetTexts(language, texts))
    : Promise.reject(new Error(`No locale file for ${language}/${namespace}`));
}
