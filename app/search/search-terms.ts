import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as frenchStemmer } from "@orama/stemmers/french";
import { stopwords as englishStopwords } from "@orama/stopwords/english";
import { stopwords as frenchStopwords } from "@orama/stopwords/french";
import type { Language } from "~/utils/locale";
import { normalizeForSearch } from "~/utils/search-text";
import { synonymGroups } from "~/search/search-synonyms";

// From a word as typed or written to the terms the index keeps (docs/decisions/052): lower
// case, stop words dropped, a synonym replaced by its group's first phrase, each word
// stemmed in its language, then accents folded (so "referencement" finds "référencement").
// The same function reads the pages and the queries, so both meet on the same terms.

const folded = normalizeForSearch;

// Words a visitor adds to a question that say nothing of its subject.
const questionWords: Record<Language, string[]> = {
  fr: [
    "quoi",
    "comment",
    "pourquoi",
    "quel",
    "quelle",
    "quels",
    "quelles",
    "est",
    "ce",
    "c",
    "qu",
    "j",
    "l",
    "d",
    "s",
    "n",
    "m",
    "t",
    "faire",
    "fait",
    "peux",
    "puis",
    "vous",
    "votre",
    "vos",
    "mon",
    "ma",
    "mes",
  ],
  en: ["what", "how", "why", "which", "does", "do", "can", "is", "are", "my", "your", "you", "i", "s", "t", "get"],
};

// Words of the general lists that do say what a visitor asks ("Do I own the website?").
const meaningful: Record<Language, string[]> = { fr: ["sans"], en: ["own", "before", "after", "off"] };

const stopwordsOf: Record<Language, Set<string>> = {
  fr: new Set([...frenchStopwords, ...questionWords.fr].filter((word) => !meaningful.fr.includes(word)).map(folded)),
  en: new Set([...englishStopwords, ...questionWords.en].filter((word) => !meaningful.en.includes(word)).map(folded)),
};

const stemmers: Record<Language, (word: string) => string> = { fr: frenchStemmer, en: englishStemmer };

const isStopword = (key: string, language: Language) =>
  stopwordsOf[language].has(key) || (key.length < 2 && !/\d/.test(key));

/** Each one-word synonym, by its folded form: the words of its group's first phrase that are not stop words. */
const synonymsOf: Record<Language, Map<string, string[]>> = { fr: new Map(), en: new Map() };
for (const [canonical = "", ...others] of synonymGroups) {
  for (const language of ["fr", "en"] as const) {
    const words = wordsAndGaps(canonical.toLowerCase()).filter(
      (part) => isWord(part) && !isStopword(folded(part), language),
    );
    for (const other of others.map(folded)) {
      if (isWord(other) && wordsAndGaps(other).length === 1) synonymsOf[language].set(other, words);
    }
  }
}

// Folding, stop words and stemming cost more than a look-up, and a snippet reads every word of
// a post's paragraphs: each word's terms are kept once worked out. The site's words are a few
// thousand; a query's are kept too, so the memo is emptied when it grows past any site's
// vocabulary (a visitor typing random words must not grow it without end).
const MEMO_LIMIT = 50_000;
const memo: Record<Language, Map<string, string[] | null>> = { fr: new Map(), en: new Map() };

/** The index's terms for one word of a text or a query; null: none (a stop word). */
export function termsOf(word: string, language: Language): string[] | null {
  const lower = word.toLowerCase();
  const known = memo[language].get(lower);
  if (known !== undefined) return known;
  const key = folded(lower);
  const terms = isStopword(key, language)
    ? null
    : (synonymsOf[language].get(key) ?? [lower]).map((each) => folded(stemmers[language](each)));
  if (memo[language].size >= MEMO_LIMIT) memo[language].clear();
  memo[language].set(lower, terms);
  return terms;
}

/** Words and what lies between them, in order: "l'audit, gratuit" -> ["l", "'", "audit", ", ", "gratuit"]. */
export function wordsAndGaps(text: string): string[] {
  return text.split(/([^\p{L}\p{N}]+)/u).filter((part) => part !== "");
}

/** Whether a piece of text is a word (not the space or punctuation between words). */
export function isWord(part: string) {
  return /[\p{L}\p{N}]/u.test(part);
}
