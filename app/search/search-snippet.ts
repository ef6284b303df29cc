import type { Language } from "~/utils/locale";
import type { SnippetPart } from "~/search/search-types";
import { isWord, termsOf, wordsAndGaps } from "~/search/search-terms";

// A result's snippet (docs/decisions/052): the stretch of its text with the most words the
// query matched, those words marked. A word matches when its index terms meet the query's.

const SNIPPET_WORDS = 30;

/** Whether a word of a text is one the query matched (its terms are among the matched ones). */
const matches = (word: string, matched: ReadonlySet<string>, language: Language) =>
  (termsOf(word, language) ?? []).some((term) => matched.has(term));

/** How many of a text's words the query matched. */
export function matchCount(text: string, matched: ReadonlySet<string>, language: Language) {
  return wordsAndGaps(text).filter((part) => isWord(part) && matches(part, matched, language)).length;
}

export function snippetOf(text: string, matched: ReadonlySet<string>, language: Language): SnippetPart[] {
  const parts = wordsAndGaps(text);
  const wordIndexes = parts.flatMap((part, index) => (isWord(part) ? [index] : []));
  const hits = wordIndexes.map((index) => matches(parts[index]!, matched, language));
  // The window of SNIPPET_WORDS words with the most hits, starting a few words before its first.
  let bestStart = 0;
  let bestHits = -1;
  for (let start = 0; start < Math.max(1, wordIndexes.length - SNIPPET_WORDS + 1); start++) {
    const count = hits.slice(start, start + SNIPPET_WORDS).filter(Boolean).length;
    if (count > bestHits) [bestStart, bestHits] = [start, count];
  }
  const firstHit = hits.indexOf(true, bestStart);
  const start = firstHit > bestStart + 3 ? Math.max(bestStart, firstHit - 3) : bestStart;
  const end = Math.min(wordIndexes.length, start + SNIPPET_WORDS);
  const from = start === 0 ? 0 : wordIndexes[start]!;
  const to = end >= wordIndexes.length ? parts.length : wordIndexes[end]!;
  const snippet: SnippetPart[] = [];
  const push = (piece: string, match: boolean) => {
    const last = snippet.at(-1);
    if (last && last.match === match) last.text += piece;
    else snippet.push({ text: piece, match });
  };
  if (from > 0) push("… ", false);
  for (let index = from; index < to; index++) {
    const part = parts[index]!;
    push(part, isWord(part) && matches(part, matched, language));
  }
  if (to < parts.length) push(" …", false);
  return snippet;
}
