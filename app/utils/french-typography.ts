import type { Language } from "~/utils/locale";
import type { Texts } from "~/utils/translate";

// French typography as the Office québécois de la langue française sets it (docs/decisions/035):
// a no-break space (U+00A0) before ":" and "»" and after "«"; a narrow no-break space
// (U+202F) before ";", "!" and "?". Only a space the author typed is replaced: none is
// added where there was none ("https://", "10:30", "Bravo!" stay as written).
const NO_BREAK_SPACE = "\u00a0";
const NARROW_NO_BREAK_SPACE = "\u202f";
const spacesBefore = /[ \t\r\n]+(?=[:;!?»])/g;
const spacesAfterOpeningQuote = /«[ \t\r\n]+/g;

/** A French text whose spaces around ":", ";", "!", "?", "«" and "»" no longer break a line there. */
export function frenchSpacing(text: string) {
  return text
    .replace(spacesBefore, (spaces: string, offset: number) =>
      ":»".includes(text.charAt(offset + spaces.length)) ? NO_BREAK_SPACE : NARROW_NO_BREAK_SPACE,
    )
    .replace(spacesAfterOpeningQuote, `«${NO_BREAK_SPACE}`);
}

// Code shows what is typed; a tag and its attributes (URLs, titles) are not text.
const verbatimElements = new Set(["code", "pre", "kbd", "samp", "script", "style", "textarea"]);
const tagPattern = /(<!--[\s\S]*?-->|<[^>]*>)/;

/**
 * `frenchSpacing` on the text of sanitized HTML (a post's content): tags, attributes and
 * what is inside code are left as they are. Sanitized HTML escapes "<" and ">" everywhere
 * but in tags (app/utils/sanitize-html.server.ts), so a tag runs from "<" to the next ">".
 */
export function frenchSpacingInHtml(html: string) {
  let verbatimDepth = 0;
  return html
    .split(tagPattern)
    .map((part, index) => {
      if (index % 2 === 0) return verbatimDepth > 0 ? part : frenchSpacing(part);
      const [, closing, name = ""] = /^<(\/?)([a-zA-Z][\w-]*)/.exec(part) ?? [];
      if (verbatimElements.has(name.toLowerCase()) && !part.endsWith("/>")) {
        verbatimDepth = Math.max(0, verbatimDepth + (closing ? -1 : 1));
      }
      return part;
    })
    .join("");
}

/** A text as a page in this language shows it: French spacing in French, English untouched. */
export function typeset(language: Language | string, text: string) {
  return language === "fr" ? frenchSpacing(text) : text;
}

/** Sanitized HTML as a page in this language shows it (`frenchSpacingInHtml` in French). */
export function typesetHtml(language: Language | string, html: string) {
  return language === "fr" ? frenchSpacingInHtml(html) : html;
}

/** Every text of a locale file, typeset for its language: what both translators read (docs/decisions/004). */
export function typesetTexts(language: Language | string, texts: Texts): Texts {
  if (language !== "fr") return texts;
  const walk = (value: unknown): unknown =>
    typeof value === "string"
      ? frenchSpacing(value)
      : Array.isArray(value)
        ? value.map(walk)
        : typeof value === "object" && value !== null
          ? Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child)]))
          : value;
  return walk(texts) as Texts;
}
