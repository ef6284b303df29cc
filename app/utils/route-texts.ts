import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { browserTexts } from "~/utils/browser-texts";
import { languageFromPathname } from "~/utils/locale";

/**
 * A screen's clientLoader: on a client-side navigation, fetches its server data and loads
 * its locale files (handle.i18n, and the shell's `common` when the language changes)
 * together, so that the navigation completes (the URL changes) only once the page can
 * render. Left to the components, the texts would load only when the new page first
 * renders: React keeps showing the old page meanwhile, under the new URL, and a click
 * there navigates from a page that never showed (docs/decisions/004). The first render
 * needs none: hydration waits for its texts.
 */
export function loadDataAndTexts(handle: { i18n: readonly string[] }) {
  const namespaces = [...new Set(["common", ...handle.i18n])];
  return async ({ request, serverLoader }: ClientLoaderFunctionArgs) => {
    const language = languageFromPathname(new URL(request.url).pathname);
    const [data] = await Promise.all([serverLoader(), browserTexts.load(language, namespaces)]);
    return data;
  };
}
