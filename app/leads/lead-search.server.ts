import { Prisma } from "~/generated/prisma/client";
import { inDialect } from "~/platform/sql-dialect.server";

// The inbox's text search on a lead's name, e-mail and company, through an index
// (docs/decisions/039). Everything that knows how the index is queried is here: SQLite's
// FTS5 table "lead_search" (prisma/migrations/*_lead_search, kept in step by triggers);
// on PostgreSQL, its full-text search on an expression index of the leads
// ("lead_search_document", prisma/postgres/migrations/*_baseline), which folds and splits
// words as FTS5 does (docs/decisions/048).

/** Words searched at most: the rest of a longer search is ignored. */
const MAX_WORDS = 8;

/** A word has a letter or a digit; a chunk of only punctuation ("-", "@") searches nothing. */
const SEARCHABLE = /[\p{L}\p{N}]/u;

/** The words of what staff typed (split at spaces) that are searched. */
const searchedWords = (typed: string) =>
  typed
    .split(/\s+/)
    .filter((word) => SEARCHABLE.test(word))
    .slice(0, MAX_WORDS);

/**
 * The FTS5 query for what staff typed, or null when it has no word: each word (split at
 * spaces) must occur, in any column and any order, the last one as a prefix (it may be
 * half typed). Each word is a quoted FTS5 string, so the index's own tokenizer splits it
 * ("csv-4f2a@" is the phrase csv 4f2a) and folds its case and accents ("Côté" finds
 * "cote"), and nothing typed is read as FTS5 syntax.
 */
export function leadSearchQuery(typed: string) {
  const words = searchedWords(typed);
  if (!words.length) return null;
  return words.map((word, index) => `"${word.replace(/"/g, '""')}"${index === words.length - 1 ? "*" : ""}`).join(" ");
}

/**
 * The leads whose name, e-mail or company match what staff typed, as a condition on the
 * table "leads"; null when the text has no word to search (then it filters nothing).
 */
export const leadSearchCondition: (typed: string) => Prisma.Sql | null = inDialect({
  sqlite(typed: string) {
    const query = leadSearchQuery(typed);
    return query
      ? Prisma.sql`"leads".rowid IN (SELECT rowid FROM "lead_search" WHERE "lead_search" MATCH ${query})`
      : null;
  },
  postgresql(typed: string) {
    const words = searchedWords(typed);
    if (!words.length) return null;
    // Each word folded by the index's own function, its parts a phrase (<->), the last
    // word's end a prefix (:*). Folded, a word holds only letters, digits and spaces: none
    // of to_tsquery's syntax.
    const terms = words.map(
      (word, index) =>
        Prisma.sql`replace(trim("lead_search_words"(${word})), ' ', ' <-> ')${Prisma.raw(index === words.length - 1 ? " || ':*'" : "")}`,
    );
    return Prisma.sql`"lead_search_document"("name", "email", "company") @@ to_tsquery('simple', ${Prisma.join(terms, " || ' & ' || ")})`;
  },
});
