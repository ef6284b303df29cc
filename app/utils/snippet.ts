import { site } from "~/config/site";

/**
 * The lengths, in characters, within which search engines show a page's title and
 * description whole (longer is cut, shorter is often replaced by text from the page).
 * Shared by the pages and by the staff's length counters.
 */
export const SNIPPET_LIMITS = { titleMax: 60, descriptionMin: 70, descriptionMax: 160 } as const;

const TITLE_SEPARATOR = " | ";
const ELLIPSIS = "…";

/**
 * `text` in at most `max` characters: whole when it fits, else cut after its last whole
 * word that leaves room for an ellipsis (a single word longer than that is cut inside).
 */
export function cutAtWord(text: string, max: number): string {
  const whole = text.trim();
  if (whole.length <= max) return whole;
  // `max` characters: a space at the last one means the word before it fits with the ellipsis.
  const room = whole.slice(0, max);
  const lastSpace = room.lastIndexOf(" ");
  const kept = lastSpace > 0 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  // "Audit SEO : la liste" cut after the colon reads "Audit SEO…", not "Audit SEO :…".
  // The dashes (– and —) are escaped: one character beyond Latin-1 in the server bundle makes
  // Node keep its whole source at two bytes a character.
  return `${kept.replace(/[\s,;:.!?\u2013\u2014-]+$/u, "")}${ELLIPSIS}`;
}

/**
 * A page's <title> from its own title: followed by the first of `brands` with which the
 * whole fits (a longer brand first, "Blogue Vitrine", then a shorter one), else the page's
 * title alone, cut at a word if even that is too long.
 */
export function snippetTitle(title: string, brands: readonly string[] = [site.name]): string {
  const own = title.trim();
  for (const brand of brands) {
    const whole = `${own}${TITLE_SEPARATOR}${brand}`;
    if (whole.length <= SNIPPET_LIMITS.titleMax) return whole;
  }
  return cutAtWord(own, SNIPPET_LIMITS.titleMax);
}

/** A page's meta description, cut at a word when longer than a search result shows. */
export function snippetDescription(description: string): string {
  return cutAtWord(description, SNIPPET_LIMITS.descriptionMax);
}
