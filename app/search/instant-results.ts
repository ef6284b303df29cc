import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useLocalizedPath } from "~/utils/language";
import type { SearchResult } from "~/search/search-types";

/** What the search page's loader gives an as-you-type request (`instant=1`). */
export type InstantResults = { query: string; results: SearchResult[] };

/**
 * As the visitor types (the search page, the header's dialog): the results for what is typed
 * so far, loaded 150 ms after the last key without leaving the page (docs/decisions/052).
 * `shown`: a query whose results are already on screen, loaded for nothing.
 */
export function useInstantResults(typed: string, shown = "") {
  const fetcher = useFetcher<InstantResults>();
  const lp = useLocalizedPath();
  const { load } = fetcher;
  const query = typed.trim();
  const wanted = query !== "" && query !== shown;
  useEffect(() => {
    if (!wanted) return;
    const timer = setTimeout(() => load(`${lp("/recherche")}?${new URLSearchParams({ q: query, instant: "1" })}`), 150);
    return () => clearTimeout(timer);
  }, [wanted, query, load, lp]);
  return { data: wanted ? fetcher.data : undefined, loading: fetcher.state === "loading" };
}
