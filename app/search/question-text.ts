import { normalizeForSearch } from "~/utils/search-text";
import { cutAtWord } from "~/utils/snippet";

// What the question log keeps of a question (docs/decisions/053): the text as asked, with
// the personal data a visitor commonly types masked, and a form of it for grouping.
// Server and browser alike: no character beyond Latin-1 in this file's source (escapes
// instead), as in app/utils/snippet.ts.

/** The longest text kept, in characters. */
export const QUESTION_MAX_LENGTH = 200;
/** How much of a long input is read at all: masking looks at no more than this. */
const READ_MAX_LENGTH = 1_000;

/** What replaces each kind of personal data in a kept text. */
export const MASKS = { email: "[email]", number: "[number]", postalCode: "[postal code]" } as const;

/**
 * A word with an "@" in it: an address, even a partial or odd one ("jean@", "x@y"), is
 * never kept; the punctuation around it stays ("(jean@x.ca)." reads "([email]).").
 */
const EMAIL = /([("'<[]*)([^\s@]*@\S*?)([)"'>\].,;:!?]*)(?=\s|$)/gu;
/** A Canadian postal code (G1R 2B5, g1r2b5): with a street it is an address. */
const POSTAL_CODE = /\b[abceghj-nprstvxy]\d[abceghj-nprstv-z][ -]?\d[abceghj-nprstv-z]\d\b/giu;
/** Digits with the separators a phone number or a card number is written with. */
const DIGIT_RUN = /\+?\(?\d[\d\s().\u00a0\u202f-]*\d/gu;
/**
 * Seven digits or more: a phone number, a card, a social insurance or account number. An
 * amount of millions goes too: "123 456 789" is a social insurance number as often as one.
 */
const NUMBER_DIGITS = 7;

/** The text with e-mail addresses, long numbers (phones, cards...) and postal codes masked. */
export function maskPersonalData(text: string): string {
  return text
    .replace(EMAIL, (word, before: string, address: string, after: string) =>
      address === "@" ? word : `${before}${MASKS.email}${after}`,
    )
    .replace(POSTAL_CODE, MASKS.postalCode)
    .replace(DIGIT_RUN, (run) => {
      const digits = run.replace(/\D/g, "").length;
      return digits >= NUMBER_DIGITS ? MASKS.number : run;
    });
}

/**
 * What is kept of a question: spaces collapsed, masked, at most QUESTION_MAX_LENGTH
 * characters (cut after a whole word). A long input is cut at a word before masking, so
 * that no half address or half number escapes the masks at the cut.
 */
export function questionText(asked: string): string {
  let text = asked.replace(/\s+/gu, " ").trim();
  if (text.length > READ_MAX_LENGTH) {
    const cut = text.slice(0, READ_MAX_LENGTH);
    text = cut.slice(0, Math.max(cut.lastIndexOf(" "), 0));
  }
  return cutAtWord(maskPersonalData(text), QUESTION_MAX_LENGTH);
}

/**
 * The form questions are grouped by: lower case, accents folded, ligatures spelled out,
 * punctuation and repeated spaces removed. "C'est quoi le ROAS ?" and "c est quoi le roas"
 * are one question.
 */
export function normalizeQuestion(text: string): string {
  return normalizeForSearch(text)
    .replace(/\u0153/gu, "oe")
    .replace(/\u00e6/gu, "ae")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
