import { getFixedT } from "~/i18n.server";
import type { Language } from "~/utils/locale";
import { escapeXml } from "~/utils/xml";
import { EMBED_PROVIDERS } from "~/utils/sanitize-html.server";

/** A video frame as sanitize-html writes it: its attributes escaped, no content. */
const SANITIZED_FRAME = /<iframe\s[^>]*><\/iframe>/g;
const FRAME_SOURCE = /\ssrc="([^"]*)"/;
/** Without JavaScript the load button could do nothing: hidden, the link stays (as ClickToLoad does). */
const LOAD_BUTTON_NEEDS_SCRIPT = "<noscript><style>[data-post-embed-load]{display:none}</style></noscript>";

/**
 * A post's video frames held back until the visitor accepts cookies or asks for one
 * (docs/decisions/046): each frame is kept inert in a <template>, beside a notice that
 * names the provider, a load button (PostArticle swaps the frame in; hidden without
 * script) and a link to the video on the provider's site. Phrasing elements only, so
 * that a frame inside a paragraph stays valid there.
 */
export function holdEmbedsUntilConsent(html: string, language: Language) {
  const t = getFixedT(language, "blog");
  return html.replace(SANITIZED_FRAME, (frame) => {
    const source = FRAME_SOURCE.exec(frame)?.[1] ?? "";
    const provider = providerOf(source);
    const texts = (key: "notice" | "load" | "open") => escapeXml(t(`post.embed.${key}`, { provider }));
    return [
      `<span class="post-embed" data-post-embed><template>${frame}</template>${LOAD_BUTTON_NEEDS_SCRIPT}`,
      `<span>${texts("notice")}</span>`,
      `<button type="button" data-post-embed-load>${texts("load")}</button>`,
      `<a href="${source}" target="_blank" rel="noopener noreferrer">${texts("open")}</a></span>`,
    ].join("");
  });
}

/** The provider's name from a frame's (escaped) address; the sanitizer allowed only theirs. */
function providerOf(escapedSource: string) {
  try {
    return EMBED_PROVIDERS[new URL(escapedSource.replaceAll("&amp;", "&")).hostname] ?? "";
  } catch {
    return "";
  }
}
