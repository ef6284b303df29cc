import type { LoaderFunctionArgs } from "@remix-run/node";
import { publishedTextsJson } from "~/i18n.server";
import { languageOrDefault } from "~/config/languages";

/**
 * The texts of a namespace staff edit, for the browser's later pages (app/utils/browser-texts.ts,
 * docs/decisions/051). Revalidated on every use: a publication shows on the next page.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const json =
    params.language === languageOrDefault(params.language)
      ? publishedTextsJson(languageOrDefault(params.language), params.namespace ?? "")
      : null;
  if (json === null) throw new Response("Not found", { status: 404 });
  return new Response(json, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
