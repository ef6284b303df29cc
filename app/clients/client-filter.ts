// The clients list's filter, read from the query string (?q=&page=), as the lead inbox
// reads its own (app/leads/lead-filter.ts).

export type ClientFilter = { q?: string };

/** The search in a query string: a part of an e-mail address. */
export function parseClientFilter(params: URLSearchParams): ClientFilter {
  // An address has at most 254 characters: a longer search cannot match one.
  const q = params.get("q")?.trim().slice(0, 254);
  return { q: q || undefined };
}

/** "" or "?q=acme&page=2": the filter's query string without its empty parts. */
export function clientFilterQuery(filter: ClientFilter, page = 1) {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
