import { Prisma } from "~/generated/prisma/client";

// The inbox's text search on a lead's name, e-mail and company, through an index
// (docs/decisions/039). Everything that knows how the index is queried is here: SQLite's
// FTS5 table "lead_search" (prisma/migrations/*_lead_search, kept in step by triggers).
// Another database brings its own full-text search behind the same function.

/** Words searched at most: the rest of a longer search is ignored. */
const MAX_WORDS = 8;

/** A word has a letter or a digit; a chunk of only punctuation ("-", "@") searches nothing. */
const SEARCHABLE = /[\p{L}\p{N}]/u;

/**
 * The FTS5 query for what staff typed, or null when it has no word: each word (split at
 * spaces) must occur, in any column and any order, the last one as a prefix (it may be
 * half typed). Each word is a quoted FTS5 string, so the index's own tokenizer splits it
 * ("csv-4f2a@" is the phrase csv 4f2a) and folds its case and accents ("Côté" finds
 * "cote"), and nothing typed is read as FTS5 syntax.
 */
export function leadSearchQuery(typed: string) {
  const words = typed
    .split(/\s+/)
    .filter((word) => SEARCHABLE.test(word))
    .slice(0, MAX_WORDS);
  if (!words.length) return null;
  return words.map((word, index) => `"${word.replace(/"/g, '""')}"${index === words.length - 1 ? "*" : ""}`).join(" ");
}

/**
 * The leads whose name, e-mail or company match what staff typed, as a condition on the
 * table "leads"; null when the text has no word to search (then it filters nothing).
 */
export function leadSearchCondition(typed: string): Prisma.Sql | null {
  const query = leadSearchQuery(typed);
  return query
    ? Prisma.sql`"leads".rowid IN (SELECT rowid FROM "lead_search" WHERE "lead_search" MATCH ${query})`
    : null;
}
