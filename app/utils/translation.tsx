import { useMatches } from "@remix-run/react";
import type { FlatNamespace, TFunction } from "i18next";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useLanguage } from "~/utils/language";
import type { Language } from "~/utils/locale";
import { translate, type Texts, type TranslateOptions } from "~/utils/translate";

/**
 * Where the texts come from: the server has every locale file in memory; the browser
 * starts with the first page's texts, inline in the document, and loads a namespace's
 * file when a later page needs it (`app/utils/browser-texts.ts`).
 */
export type TextSource = {
  /** The namespace's texts, or undefined until they are loaded. */
  texts(language: Language, namespace: string): Texts | undefined;
  /** Loads the namespaces' texts; the same promise for a namespace already loading. */
  load(language: Language, namespaces: readonly string[]): Promise<void>;
  /** The JSON of the document's texts (`PageTexts`): made by the server, read back by the browser. */
  documentTexts(language: Language, namespaces: readonly string[]): string;
};

/** The id of the document's texts, and what they hold: each namespace's texts by name. */
export const PAGE_TEXTS_ID = "page-texts";
export type PageTextsJson = Record<string, Texts>;

const TextsContext = createContext<TextSource>({
  texts: () => undefined,
  load: () => Promise.reject(new Error("No TextsProvider")),
  documentTexts: () => "{}",
});

/**
 * Gives the pages their texts (entry.server and entry.client). The language is the page's,
 * read where every component reads it: `useLanguage()`, from the URL (docs/decisions/038).
 */
export function TextsProvider({ source, children }: { source: TextSource; children: ReactNode }) {
  return <TextsContext.Provider value={source}>{children}</TextsContext.Provider>;
}

/**
 * The texts of a component: `t` of one namespace (`common` by default, another with the
 * `ns` option), typed by the French files (`app/types/i18next.d.ts`), computed by
 * `translate` on both sides. Server code gets the same `t` from `getFixedT`
 * (`~/i18n.server`): same keys, same options, same answer, English then French then the
 * key (docs/decisions/038). Until the browser has the namespace's file, the component
 * suspends; a screen loads its files before it renders (`screenRoute()`, docs/decisions/004).
 */
export function useTranslation<const N extends FlatNamespace = "common">(namespace?: N): { t: TFunction<N> } {
  const source = useContext(TextsContext);
  const language = useLanguage();
  const name = namespace ?? "common";
  const texts = source.texts(language, name);
  const t = useMemo(
    () => (key: string, options?: TranslateOptions & { ns?: string }) =>
      translate((options?.ns ? source.texts(language, options.ns) : texts) ?? {}, language, key, options),
    [source, texts, language],
  );
  // A thrown promise suspends the render until it settles (React's Suspense).
  if (!texts) throw source.load(language, [name]);
  return { t: t as unknown as TFunction<N> };
}

/** A route's namespaces (`handle.i18n`, as remix-i18next reads it). */
function namespacesOf(handle: unknown): string[] {
  const i18n = typeof handle === "object" && handle !== null && "i18n" in handle ? handle.i18n : undefined;
  if (typeof i18n === "string") return [i18n];
  return Array.isArray(i18n) ? i18n.filter((name): name is string => typeof name === "string") : [];
}

/**
 * The texts of the page's routes, in the document: the browser hydrates with them instead
 * of fetching a script per namespace before it can. The browser renders back the string
 * it read, so React never changes the element; later pages load their files.
 */
export function PageTexts() {
  const source = useContext(TextsContext);
  const language = useLanguage();
  const namespaces = [...new Set(useMatches().flatMap(({ handle }) => namespacesOf(handle)))];
  return (
    <script
      id={PAGE_TEXTS_ID}
      type="application/json"
      dangerouslySetInnerHTML={{ __html: source.documentTexts(language, namespaces) }}
    />
  );
}
