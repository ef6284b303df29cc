import { createInstance, type FlatNamespace, type i18n as I18n, type Resource, type ResourceLanguage } from "i18next";
import { i18nConfig } from "~/i18n";
import { defaultLanguage, languageFromPathname, type Language } from "~/utils/locale";
import { contentNamespaces } from "~/config/content-namespaces";
import { languages } from "~/config/languages";
import { publishedTexts } from "~/platform/published-texts.server";
import { typesetTexts } from "~/utils/french-typography";
import { withFallback, type Texts } from "~/utils/translate";
import type { TextSource } from "~/utils/translation";

// Every locale file is bundled into the server build: no file system access per request.
const localeFiles = import.meta.glob<ResourceLanguage>("../locales/*/*.json", {
  eager: true,
  import: "default",
});

export const resources: Resource = {};
for (const [path, namespace] of Object.entries(localeFiles)) {
  const [, language, name] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
  if (!language || !name) continue;
  (resources[language] ??= {})[name] = typesetTexts(language, namespace);
}

/**
 * The content staff edit replaces the locale files' texts of its namespaces
 * (docs/decisions/051): remade here when the published content moved, in the same
 * `resources` i18next reads, so pages, loaders, meta and mail all see it.
 */
let contentVersion = 0;
function withPublishedContent() {
  const { version, overlay } = publishedTexts;
  if (version === contentVersion || !overlay) return;
  contentVersion = version;
  for (const language of languages) {
    for (const namespace of contentNamespaces) {
      const texts = overlay(language, namespace, localeFiles[`../locales/${language}/${namespace}.json`] ?? {});
      if (texts) (resources[language] ??= {})[namespace] = typesetTexts(language, texts);
    }
  }
}

/**
 * One i18next instance per language (for loaders, meta and mail; pages render with
 * `translate`), made once at start-up with every namespace, and shared by all requests: they only read from it (no changeLanguage), so a request pays
 * nothing to translate. Creating instances per request (remix-i18next's server helper
 * does) cost several milliseconds of CPU each (docs/decisions/004).
 */
function createLanguageInstance(language: Language): I18n {
  const instance = createInstance();
  void instance.init({
    ...i18nConfig,
    lng: language,
    ns: Object.keys(resources[language] ?? {}),
    resources,
    initImmediate: false,
  });
  return instance;
}

const instances = {
  fr: createLanguageInstance("fr"),
  en: createLanguageInstance("en"),
} satisfies Record<Language, I18n>;

/**
 * The language of a request: its URL decides (docs/decisions/003). A request that acts
 * for a page (a resource route's redirectTo, a lead's source page) passes that page's
 * path, read against the request's URL.
 */
export function languageOf(request: Request, page?: string): Language {
  return languageFromPathname(new URL(page ?? request.url, request.url).pathname);
}

const resolved = new WeakMap<Texts, Texts>();

/**
 * A namespace's texts as pages get them: French as written; English with the French text
 * wherever English has none (`withFallback`), the same answer i18next's `fallbackLng`
 * gives loaders, `meta` and mail (docs/decisions/038). Made once per namespace's texts.
 */
function namespaceTexts(language: Language, namespace: string): Texts | undefined {
  withPublishedContent();
  const texts = resources[language]?.[namespace] as Texts | undefined;
  const fallback = resources[defaultLanguage]?.[namespace] as Texts | undefined;
  if (language === defaultLanguage || !texts || !fallback) return texts ?? fallback;
  let merged = resolved.get(texts);
  if (!merged) resolved.set(texts, (merged = withFallback(texts, fallback)));
  return merged;
}

/**
 * A namespace's texts as a page's document carries them, made once per namespace's texts
 * rather than on every render. A page's title and description (`meta`) are read by
 * loaders only: they stay here. Inside <script>, "</script>" in a text would end the
 * element: "<" is escaped.
 */
const documentJson = new WeakMap<Texts, string>();

/** Texts as the document carries them: without `meta`, and "<" escaped. */
export function textsDocumentJson(texts: Texts): string {
  return JSON.stringify(texts, (key, value: unknown) => (key === "meta" ? undefined : value)).replace(/</g, "\\u003c");
}
function namespaceDocumentJson(language: Language, namespace: string) {
  const texts = namespaceTexts(language, namespace);
  if (!texts) return null;
  let json = documentJson.get(texts);
  if (json === undefined) {
    json = textsDocumentJson(texts);
    documentJson.set(texts, json);
  }
  return json;
}

/**
 * A namespace's texts as the browser loads them on a later page, when staff edit them
 * (docs/decisions/051): the locale file's chunk would hold the first revision. Null for
 * other namespaces.
 */
export function publishedTextsJson(language: Language, namespace: string): string | null {
  return contentNamespaces.has(namespace) ? namespaceDocumentJson(language, namespace) : null;
}

/** The texts pages render with on the server: every locale file, in memory. */
export const serverTexts: TextSource = {
  texts: namespaceTexts,
  load: async () => undefined,
  documentTexts(language, namespaces) {
    const entries = namespaces.flatMap((namespace) => {
      const json = namespaceDocumentJson(language, namespace);
      return json === null ? [] : [`${JSON.stringify(namespace)}:${json}`];
    });
    return `{${entries.join(",")}}`;
  },
};

/** A translate function for one namespace, in the request's (or the given) language. */
export function getFixedT<N extends FlatNamespace>(requestOrLanguage: Request | Language, namespace: N) {
  const language = typeof requestOrLanguage === "string" ? requestOrLanguage : languageOf(requestOrLanguage);
  withPublishedContent();
  return instances[language].getFixedT(language, namespace);
}
