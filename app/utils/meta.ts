import { isRouteErrorResponse, type MetaFunction } from "@remix-run/react";

/** The localized title and description a page's loader returns. */
export type PageMeta = { title: string; description: string };

/** What the root loader gives pages whose own loader failed. */
export type ErrorTitles = { notFound: string; error: string };

/**
 * The meta export of every screen: the page's localized title and description, or,
 * when its loader threw, the not-found or error title.
 */
export const routeMeta: MetaFunction = ({ data, error, matches }) => {
  const page = (data as { meta?: PageMeta } | undefined)?.meta;
  if (page) {
    return [
      { title: page.title },
      { name: "description", content: page.description },
      { property: "og:title", content: page.title },
      { property: "og:description", content: page.description },
    ];
  }
  const titles = (matches[0]?.data as { errorTitles?: ErrorTitles } | undefined)?.errorTitles;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? titles?.notFound : titles?.error;
  return title ? [{ title }, { name: "robots", content: "noindex" }] : [];
};
