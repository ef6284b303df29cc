import { createHash } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT, languageOf } from "~/i18n.server";
import { findLatestPosts } from "~/blog/post.server";
import { localizePath, type Language } from "~/utils/locale";
import { getOrigin } from "~/utils/meta.server";
import { escapeXml } from "~/utils/xml";

/** How many posts the feed carries. */
const FEED_SIZE = 20;

/**
 * Public, but kept downstream (a CDN, a proxy, a reader) five minutes at most: a post
 * withdrawn leaves the feed everywhere soon after (docs/decisions/042).
 */
const FEED_CACHE_CONTROL = "public, max-age=300";

const feedLanguages: Record<Language, string> = { fr: "fr-CA", en: "en-CA" };

/** /blog/rss.xml and /en/blog/rss.xml: RSS 2.0 feed of the language's latest posts. */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const t = getFixedT(request, "blog");
  const origin = getOrigin(request);
  const posts = await findLatestPosts(language, FEED_SIZE);
  const feedUrl = `${origin}${localizePath("/blog/rss.xml", language)}`;
  const items = posts.map((post) => {
    const link = escapeXml(`${origin}${localizePath(`/blog/${post.slug}`, language)}`);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const lastPublished = posts[0]?.publishedAt;
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(t("rss.title"))}</title>`,
    `    <link>${escapeXml(`${origin}${localizePath("/blog", language)}`)}</link>`,
    `    <description>${escapeXml(t("meta.description"))}</description>`,
    `    <language>${feedLanguages[language]}</language>`,
    `    <atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(lastPublished ? [`    <lastBuildDate>${lastPublished.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  // A strong tag over the bytes: any change (a post withdrawn, retitled) changes it. No
  // Last-Modified: the newest post's date stays the same when another is withdrawn.
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "Content-Type": "application/rss+xml; charset=utf-8",
    "Cache-Control": FEED_CACHE_CONTROL,
    ETag: etag,
  };
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}
