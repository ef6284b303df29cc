import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, Link, redirect, useLoaderData, useLocation, useNavigation, type MetaFunction } from "@remix-run/react";
import { Rss } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/utils/translation";
import { BlogCard, BlogCardSkeleton } from "~/blog/blog-card";
import { ButtonLink } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { Pagination } from "~/components/pagination";
import { getFixedT, languageOf } from "~/i18n.server";
import { countPublishedPosts, findPublishedPostsPage } from "~/blog/post.server";
import { typeset } from "~/utils/french-typography";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { languages, localizePath, type Language } from "~/utils/locale";
import { routeMeta, type PageMeta } from "~/utils/meta";
import { loaderCacheHeaders, publicPageCacheHeaders } from "~/utils/http-cache.server";
import { getPageMeta, getSectionBreadcrumbs } from "~/utils/meta.server";
import { pageCount, requestedPage } from "~/utils/pagination";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, ErrorBoundary } = screenRoute("blog");

/** A blog page's address: /blog for the first page, /blog?page=N after (docs/decisions/012). */
function blogPagePath(page: number, language: Language) {
  const path = localizePath("/blog", language);
  return page > 1 ? `${path}?page=${page}` : path;
}

/**
 * One page of the language's posts. A `?page=` the list does not write itself (another
 * spelling, not a number, outside 1..total) is ignored: it redirects to the page meant, or
 * page 1, keeping the rest of the query (campaign tags), so the page cache never keeps a
 * copy per odd value (docs/decisions/012, 042).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const [fr, en] = await Promise.all([countPublishedPosts("fr"), countPublishedPosts("en")]);
  const counts = { fr, en } satisfies Record<Language, number>;
  const total = pageCount(counts[language]);
  const url = new URL(request.url);
  const requested = requestedPage(url.searchParams.getAll("page"), total);
  if ("redirectTo" in requested) {
    const rest = new URLSearchParams(url.search);
    rest.delete("page");
    const query = [requested.redirectTo > 1 ? `page=${requested.redirectTo}` : "", rest.toString()].filter(Boolean);
    throw redirect(`${localizePath("/blog", language)}${query.length ? `?${query.join("&")}` : ""}`, requested.status);
  }
  const { page } = requested;
  const posts = await findPublishedPostsPage(language, page);

  // The same page number in each language that has it; elsewhere the toggle goes to page 1.
  const alternatePaths: PageMeta["alternatePaths"] = {};
  const languageSwitchPaths: PageMeta["languageSwitchPaths"] = {};
  for (const each of languages) {
    if (page === 1 || page <= pageCount(counts[each])) alternatePaths[each] = blogPagePath(page, each);
    else languageSwitchPaths[each] = blogPagePath(1, each);
  }
  const meta: PageMeta = {
    ...(page > 1
      ? getPageMeta(request, "blog", "list.pageMeta", { page: String(page), total: String(total) })
      : getPageMeta(request, "blog")),
    canonicalPath: blogPagePath(page, language),
    alternatePaths,
    languageSwitchPaths,
    breadcrumbs: getSectionBreadcrumbs(request, "/blog", "nav.blog"),
  };
  const listing = {
    meta,
    feed: { title: getFixedT(request, "blog")("rss.title"), href: localizePath("/blog/rss.xml", language) },
    page,
    total,
    posts: posts.map((post) => ({
      ...post,
      // A card shows staff-written text: typeset as the post's page does (docs/decisions/035).
      title: typeset(language, post.title),
      excerpt: typeset(language, post.excerpt),
      publishedAt: post.publishedAt.toISOString(),
    })),
  };
  const newest = posts[0]?.publishedAt ?? new Date(0);
  const headers = publicPageCacheHeaders(request, { version: JSON.stringify(listing), lastModified: newest });
  return data(listing, { headers });
}

export const headers = loaderCacheHeaders;

/** The page's meta, plus a link to the language's RSS feed for feed readers. */
export const meta: MetaFunction<typeof loader> = (args) => {
  const tags = routeMeta(args) ?? [];
  const feed = args.data?.feed;
  if (!feed) return tags;
  return [
    ...tags,
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: feed.title, href: feed.href },
  ];
};

/**
 * With JavaScript, a click on another page starts a client navigation: go to the top
 * right away and show the skeleton until that page's posts arrive.
 */
function useChangingPage() {
  const navigation = useNavigation();
  const location = useLocation();
  const changingPage =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search;
  useEffect(() => {
    if (changingPage) window.scrollTo({ top: 0 });
  }, [changingPage]);
  return changingPage;
}

function EmptyState() {
  const { t } = useTranslation("blog");
  const lp = useLocalizedPath();
  return (
    <div className="mt-12 rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{t("empty.title")}</h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-600">{t("empty.text")}</p>
      <ButtonLink to={lp("/contact")} variant="secondary" className="mt-8">
        {t("empty.contact")}
      </ButtonLink>
    </div>
  );
}

const gridClass = "mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-3";

export default function BlogPage() {
  const { t } = useTranslation("blog");
  const language = useLanguage();
  const { posts, page, total, feed } = useLoaderData<typeof loader>();
  const changingPage = useChangingPage();
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")}>
        <a
          href={feed.href}
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 hover:text-brand-800"
        >
          <Rss className="size-4" aria-hidden />
          {t("list.feed")}
        </a>
        <p className="mt-3">
          <Link to={lp("/glossaire")} className="text-sm font-semibold text-brand-700 hover:text-brand-800">
            {t("list.glossary")}
          </Link>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 lg:px-8">
        {posts.length === 0 ? (
          <EmptyState />
        ) : changingPage ? (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              {t("list.loading")}
            </p>
            <ul className={gridClass}>
              {posts.map((post) => (
                <li key={post.slug}>
                  <BlogCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <ul className={gridClass}>
            {posts.map((post, index) => (
              <li key={post.slug}>
                {/* The first row is above the fold on wide screens. */}
                <BlogCard post={post} priority={index < 3} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          current={page}
          total={total}
          pagePath={(target) => blogPagePath(target, language)}
          label={t("pagination.label")}
          previous={t("pagination.previous")}
          next={t("pagination.next")}
          pageLabel={(target) => t("pagination.page", { page: target })}
        />
      </div>
    </>
  );
}
