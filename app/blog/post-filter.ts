// The posts list's filter, read from the query string (?q=&lang=&status=&page=), as the
// lead inbox reads its own (app/leads/lead-filter.ts).
import { postStatuses, type PostStatus } from "~/blog/post-schemas";
import { languages, type Language } from "~/utils/locale";
import { memberOf } from "~/utils/misc";

export type PostFilter = { q?: string; lang?: Language; status?: PostStatus };

/** The filter in a query string; an unknown value means "any". */
export function parsePostFilter(params: URLSearchParams): PostFilter {
  const q = params.get("q")?.trim().slice(0, 200);
  return {
    q: q || undefined,
    lang: memberOf(languages, params.get("lang")),
    status: memberOf(postStatuses, params.get("status")),
  };
}

/** "" or "?lang=en&page=2": the filter's query string without its empty parts. */
export function postFilterQuery(filter: PostFilter, page = 1) {
  const params = new URLSearchParams();
  for (const key of ["q", "lang", "status"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
