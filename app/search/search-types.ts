// What the site search and the assistant give (docs/decisions/052): shared by the server,
// which computes them, and the pages, which show them.

/** A piece of a snippet: the words the query matched are marked. */
export type SnippetPart = { text: string; match: boolean };

/**
 * One page that answers a query: its address in the query's language, its title, a snippet;
 * `answers`: its passage scores as the assistant's answer would (the question log's "answered").
 */
export type SearchResult = {
  url: string;
  title: string;
  snippet: SnippetPart[];
  score: number;
  kind: PassageKind;
  answers: boolean;
};

/** The assistant's answer: the best passage, quoted, with its page; or none good enough. */
export type SearchAnswer =
  { answered: true; text: string; url: string; title: string; heading: string } | { answered: false };

/** What a passage is, for the answer's wording and the result's label. */
export type PassageKind = "faq" | "glossary" | "page" | "local" | "post" | "contact";
