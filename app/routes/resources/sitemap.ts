import type { LoaderFunctionArgs } from "@remix-run/node";
import { findPublishedPostLinks } from "~/blog/post.server";
import { siteContent } from "~/content/site-content.server";
import { getOrigin } from "~/utils/meta.server";
import { everyLanguage, postEntries, publicPaths, renderSitemap } from "~/utils/sitemap.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const entries = [
    ...publicPaths(siteContent.facts().localCities).map(everyLanguage),
    ...postEntries(await findPublishedPostLinks()),
  ];
  return new Response(renderSitemap(getOrigin(request), entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
