import type { Language } from "~/utils/locale";

export type GlossaryTerm = { id: string; term: string; definition: string };

/** Lower case and without accents, so that "referencement" finds "Référencement". */
export function normalizeForSearch(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

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
