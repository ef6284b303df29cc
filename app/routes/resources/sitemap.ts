import type { LoaderFunctionArgs } from "@remix-run/node";
import { getOrigin } from "~/utils/meta.server";
import { publicPaths, renderSitemap } from "~/utils/sitemap.server";

export function loader({ request }: LoaderFunctionArgs) {
  return new Response(renderSitemap(getOrigin(request), publicPaths()), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
