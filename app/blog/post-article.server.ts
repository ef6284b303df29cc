import { typeset, typesetHtml } from "~/utils/french-typography";
import { sanitizePostHtml } from "~/utils/sanitize-html.server";
import { languageOrDefault } from "~/utils/locale";
import { holdEmbedsUntilConsent } from "~/blog/post-embeds.server";

/**
 * What the public page (and the staff's preview) renders of a post (PostArticle): its HTML
 * sanitized again, and a French post's text typeset as staff need not type it (no-break
 * spaces before ":", "?"...; docs/decisions/035), its markup and code untouched; its
 * video frames wait for consent or a click (docs/decisions/046).
 */
export async function postArticleData(post: {
  lang: string;
  title: string;
  excerpt: string;
  publishedAt: Date;
  readTime: number | null;
  imageUrl: string | null;
  content: string;
}) {
  return {
    title: typeset(post.lang, post.title),
    excerpt: typeset(post.lang, post.excerpt),
    publishedAt: post.publishedAt.toISOString(),
    readTime: post.readTime,
    image: post.imageUrl,
    content: holdEmbedsUntilConsent(
      typesetHtml(post.lang, (await sanitizePostHtml(post.content)).trim()),
      languageOrDefault(post.lang),
    ),
  };
}
