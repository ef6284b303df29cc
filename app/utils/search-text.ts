/**
 * Lower case and without accents, so that "referencement" finds "Référencement": the
 * glossary's filter and the question log's grouping (docs/decisions/053) fold text alike.
 */
export function normalizeForSearch(text: string) {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
