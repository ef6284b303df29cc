import type { Language } from "~/utils/locale";
import type { Texts } from "~/utils/translate";
import { PAGE_TEXTS_ID, type PageTextsJson, type TextSource } from "~/utils/translation";

const loaded = new Map<string, Texts>();
const loading = new Map<string, Promise<void>>();
let documentJson = "{}";

function loadOne(language: Language, namespace: string) {
  const file = `${language}/${namespace}`;
  if (loaded.has(file)) return Promise.resolve();
  let promise = loading.get(file);
  if (!promise) {
    promise = import("~/utils/locale-files")
      .then(({ loadLocaleFile }) => loadLocaleFile(language, namespace))
      .then((texts) => void loaded.set(file, texts));
    // A file that failed to load (a lost connection) is tried again on the next render.
    promise.catch(() => loading.delete(file));
    loading.set(file, promise);
  }
  return promise;
}

/** Takes the first page's texts from the document (`PageTexts`), before hydration. */
export function readDocumentTexts(language: Language) {
  documentJson = document.getElementById(PAGE_TEXTS_ID)?.textContent ?? "{}";
  for (const [namespace, texts] of Object.entries(JSON.parse(documentJson) as PageTextsJson)) {
    loaded.set(`${language}/${namespace}`, texts);
  }
}

/** The browser's texts: the document's, then each locale file loaded once, when a page first needs it. */
export const browserTexts: TextSource = {
  texts: (language, namespace) => loaded.get(`${language}/${namespace}`),
  load: async (language, namespaces) => {
    await Promise.all(namespaces.map((namespace) => loadOne(language, namespace)));
  },
  documentTexts: () => documentJson,
};
