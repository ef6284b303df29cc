// Blog post HTML comes from the database: it is reduced to article markup before it is
// rendered, so a post can never run script in a visitor's browser.
//
// sanitize-html is pinned at 2.17.5, the last release that supports Node 20 (2.17.6 and
// later require Node 22.12). The advisories fixed after it concern <textarea>/<xmp> and
// SVG animation, which this allow-list never lets through (see the tests).
import type sanitizeHtml from "sanitize-html";
import { OWN_IMAGE_URL } from "~/config/routes";

/**
 * Video players a post may embed, by host, with the name shown to visitors before they
 * load one (docs/decisions/046); also allowed by the frame-src policy (server/security.ts).
 */
export const EMBED_PROVIDERS: Record<string, string> = {
  "www.youtube-nocookie.com": "YouTube",
  "player.vimeo.com": "Vimeo",
};

const tableTags = ["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"];

/** An absolute web address, i.e. another site (the posts link to ours with paths). */
function isExternal(href: string | undefined) {
  return /^https?:\/\//i.test(href?.trim() ?? "");
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "a",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "b",
    "i",
    "blockquote",
    "code",
    "pre",
    "img",
    "figure",
    "figcaption",
    "hr",
    "br",
    "iframe",
    ...tableTags,
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height"],
    iframe: ["src", "title", "width", "height", "allow", "allowfullscreen"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  // Relative URLs are always allowed; data: is not, even for images.
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowProtocolRelative: false,
  allowedIframeHostnames: Object.keys(EMBED_PROVIDERS),
  allowIframeRelativeUrls: false,
  transformTags: {
    // The post's title is the page's only h1.
    h1: "h2",
    // The author's rel is replaced: links to other sites get no access to this page or its address.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href === undefined ? {} : { href: attribs.href }),
        ...(attribs.title === undefined ? {} : { title: attribs.title }),
        ...(isExternal(attribs.href) ? { rel: "noopener noreferrer" } : {}),
      },
    }),
  },
  // An iframe whose address was refused (unknown host) is dropped whole, not left empty; an
  // image too, and one from elsewhere than our media or pictures (as a cover must be).
  exclusiveFilter: (frame) =>
    (frame.tag === "iframe" && !frame.attribs.src) ||
    (frame.tag === "img" && !OWN_IMAGE_URL.test(frame.attribs.src ?? "")),
};

/**
 * The post's HTML with only article markup left: no scripts, styles, event handlers or unsafe URLs.
 * sanitize-html is loaded with the first post shown, not at start (about 100 ms and 16 MB).
 */
export async function sanitizePostHtml(html: string) {
  const { default: sanitize } = await import("sanitize-html");
  return sanitize(html, options);
}
