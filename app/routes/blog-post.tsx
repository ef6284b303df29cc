import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect, useLoaderData } from "@remix-run/react";
import { FALLBACK_COVER_URL } from "~/blog/blog-card";
import { site } from "~/config/site";
import { getFixedT, languageOf } from "~/i18n.server";
import { findPost, findRenamedPostSlug, findTranslation } from "~/blog/post.server";
import { postArticleData } from "~/blog/post-article.server";
import { PostArticle } from "~/blog/post-article";
import { typeset } from "~/utils/french-typography";
import { localizePath, otherLanguage } from "~/utils/locale";
import type { PageMeta } from "~/utils/meta";
import { getBreadcrumbs, getOrigin } from "~/utils/meta.server";
import { versionedJpegUrl } from "~/utils/image-versions.server";
import { loaderCacheHeaders, publicPageCacheHeaders } from "~/utils/http-cache.server";
import { snippetDescription, snippetTitle } from "~/utils/snippet";
import { blogPostingJsonLd } from "~/utils/structured-data";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("blog");

/** One post in the URL's language; its translation, if published, is where the toggle and hreflang point. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const post = await findPost(params.slug ?? "", language);
  if (!post) {
    // A published post's old slug, from before it was renamed, moves for good.
    const renamed = await findRenamedPostSlug(params.slug ?? "", language);
    if (renamed) throw redirect(localizePath(`/blog/${renamed}`, language), 301);
    throw new Response("Not Found", { status: 404 });
  }
  const other = otherLanguage(language);
  const translation = await findTranslation(post.translationKey, other);
  const path = localizePath(`/blog/${post.slug}`, language);
  // Versioned so that the server caches it for a year (an uploaded cover stays as it is).
  const image = versionedJpegUrl(post.imageUrl ?? FALLBACK_COVER_URL);
  const publishedTime = post.publishedAt.toISOString();
  const meta: PageMeta = {
    // A post's SEO title and description, written to fit a search result, win over its own.
    title: snippetTitle(post.seoTitle ?? post.title, [getFixedT(request, "blog")("post.meta.brand"), site.name]),
    description: snippetDescription(post.seoDescription ?? post.excerpt),
    image,
    article: { publishedTime },
    canonicalPath: path,
    alternatePaths: {
      [language]: path,
      ...(translation ? { [other]: localizePath(`/blog/${translation.slug}`, other) } : {}),
    },
    languageSwitchPaths: {
      [other]: translation ? localizePath(`/blog/${translation.slug}`, other) : localizePath("/blog", other),
    },
    jsonLd: [
      blogPostingJsonLd({
        origin: getOrigin(request),
        path,
        language,
        headline: post.title,
        description: post.excerpt,
        datePublished: publishedTime,
        dateModified: post.updatedAt.toISOString(),
        image,
      }),
    ],
    breadcrumbs: getBreadcrumbs(request, [
      { name: getFixedT(request, "common")("nav.blog"), path: "/blog" },
      { name: typeset(language, post.title), path: `/blog/${post.slug}` },
    ]),
  };
  const page = { meta, post: await postArticleData(post) };
  const headers = publicPageCacheHeaders(request, { version: JSON.stringify(page), lastModified: post.publishedAt });
  return data(page, { headers });
}

export const headers = loaderCacheHeaders;

export default function BlogPostPage() {
  return <PostArticle post={useLoaderData<typeof loader>().post} />;
}
