import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import i18next from "i18next";

/**
 * A screen's clientLoader: on a client-side navigation, fetches its server data and loads
 * its locale files (handle.i18n) together, so that the navigation completes (the URL
 * changes) only once the page can render. Left to the components, the texts would load
 * only when the new page first renders: React keeps showing the old page meanwhile, under
 * the new URL, and a click there navigates from a page that never showed
 * (docs/decisions/004). The first render needs none: hydration waits for its texts.
 */
export function loadDataAndTexts(handle: { i18n: readonly string[] }) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs) => {
    const [data] = await Promise.all([serverLoader(), i18next.loadNamespaces(handle.i18n)]);
    return data;
  };
}
