import type { LoaderFunctionArgs } from "@remix-run/node";
import { languages, localizePath } from "~/utils/locale";
import { getOrigin } from "~/utils/meta.server";

/** Crawlers may read every public page; accounts, resources and the API are not for them. */
const privatePaths = [
  "/dashboard",
  "/media",
  "/login",
  "/signup",
  "/mot-de-passe-oublie",
  "/nouveau-mot-de-passe",
  "/compte",
  "/auth/",
  "/thank-you",
  "/resources/",
];

export function loader({ request }: LoaderFunctionArgs) {
  const disallowed = privatePaths.flatMap((path) =>
    path.startsWith("/resources/") ? [path] : languages.map((language) => localizePath(path, language)),
  );
  const body = [
    "User-agent: *",
    "Allow: /",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${getOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
