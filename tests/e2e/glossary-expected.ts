import type { Language } from "~/utils/locale";
import { locale } from "./locales";

type Term = { term: string; definition: string };

/** Lower case without accents, written here again so the tests do not trust the app's own. */
const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** The glossary's terms for a query, read from the locale file, in alphabetical order. */
export function expectedTerms(language: Language, query = ""): string[] {
  const terms = Object.values(locale(language, "glossary").terms as Record<string, Term>);
  const needle = plain(query.trim());
  return terms
    .filter((item) => plain(item.term).includes(needle) || plain(item.definition).includes(needle))
    .map((item) => item.term)
    .sort(new Intl.Collator(language).compare);
}

/** The six terms the glossary must explain, by id in the locale files. */
export const namedTermIds = ["seo", "sea", "cpc", "ctr", "conversionRate", "backlink"] as const;

export function termName(language: Language, id: string): string {
  return (locale(language, "glossary").terms as Record<string, Term>)[id]?.term ?? id;
}
