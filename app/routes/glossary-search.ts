import type { Language } from "~/utils/locale";
import { normalizeForSearch } from "~/utils/search-text";

export type GlossaryTerm = { id: string; term: string; definition: string };

/**
 * The terms whose name or definition contains the query (all of them for an empty
 * query), ignoring case and accents, in the alphabetical order of the language. The
 * loader runs it for visitors without JavaScript, the page as the visitor types.
 */
export function searchGlossary(terms: GlossaryTerm[], query: string, language: Language): GlossaryTerm[] {
  const needle = normalizeForSearch(query.trim());
  const collator = new Intl.Collator(language, { sensitivity: "base" });
  return terms
    .filter(
      (item) => normalizeForSearch(item.term).includes(needle) || normalizeForSearch(item.definition).includes(needle),
    )
    .sort((a, b) => collator.compare(a.term, b.term));
}
