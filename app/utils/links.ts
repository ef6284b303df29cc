/** A web address in plain text; punctuation that ends a sentence is not part of it. */
const TEXT_LINK = /https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]]/g;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** An attribute's value as written in HTML, its character references decoded. */
function decodeAttribute(value: string) {
  return value.replace(ENTITY, (_reference, decimal?: string, hex?: string, name?: string) =>
    decimal || hex
      ? String.fromCodePoint(parseInt(decimal ?? hex ?? "", decimal ? 10 : 16))
      : (NAMED[name?.toLowerCase() ?? ""] ?? ""),
  );
}

/**
 * The web addresses of a message, once each, in order: those of its text, then its HTML's
 * links that the text lacks (what a reader can open, e.g. from the development log).
 */
export function linksIn({ text, html }: { text: string; html?: string }) {
  const links = new Set(text.match(TEXT_LINK));
  for (const [, double, single] of html?.matchAll(HREF) ?? []) {
    const link = decodeAttribute(double ?? single ?? "").trim();
    if (/^https?:\/\//i.test(link)) links.add(link);
  }
  return [...links];
}
