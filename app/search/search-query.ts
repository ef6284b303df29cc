// A search's query as the page and the header read it (docs/decisions/052): trimmed, cut
// to a length no question needs, so an absurd one is searched as far as it makes sense.

export const SEARCH_QUERY_MAX = 200;

export function searchQueryOf(url: URL) {
  const query = (url.searchParams.get("q") ?? "")
    // Control characters (a NUL no database column takes) and runs of spaces are one space.
    // eslint-disable-next-line no-control-regex -- control characters are what is matched
    .replace(/[\s\u0000-\u001f\u007f]+/g, " ")
    .trim()
    .slice(0, SEARCH_QUERY_MAX);
  return { query, instant: url.searchParams.get("instant") === "1" };
}
