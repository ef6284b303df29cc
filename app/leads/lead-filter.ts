// The lead inbox's filter, read from the query string
// (?type=&verification=&status=&owner=&source=&medium=&campaign=&q=&sort=) by the inbox and
// the CSV export alike, so the export is exactly the list on screen. The inbox's page is
// its place in the list (?after=, ?before= a lead's cursor, ?last=1; docs/decisions/039).

export const leadTypes = ["contact", "audit", "chatbot"] as const;
export const leadVerifications = ["verified", "unverified", "failed"] as const;
export const leadStatuses = ["new", "contacted", "delivered", "won", "lost", "spam"] as const;
/** The viewer's own leads, or the leads nobody owns (docs/decisions/045). */
export const leadOwnerFilters = ["mine", "unassigned"] as const;
/** Newest first (the default), or the audit leads soonest due first (then the others, newest first). */
export const leadSorts = ["newest", "due"] as const;

export type LeadStatusValue = (typeof leadStatuses)[number];

export type LeadFilter = {
  type?: (typeof leadTypes)[number];
  verification?: (typeof leadVerifications)[number];
  status?: LeadStatusValue;
  /** "mine": the leads the staff member viewing owns; "unassigned": those nobody owns. */
  owner?: (typeof leadOwnerFilters)[number];
  /** The campaign tags, each matched exactly (as stored). */
  source?: string;
  medium?: string;
  campaign?: string;
  /** Searched in the name, e-mail and company. */
  q?: string;
  sort?: (typeof leadSorts)[number];
};

/** Longest search kept: a longer one cannot match a stored name, address or company anyway. */
const MAX_SEARCH_LENGTH = 200;

function oneOf<Value extends string>(values: readonly Value[], raw: string | null): Value | undefined {
  return values.find((value) => value === raw);
}

/** The filter in a query string; an unknown value means "any" (never an error page). */
export function parseLeadFilter(params: URLSearchParams): LeadFilter {
  const text = (key: "source" | "medium" | "campaign" | "q") =>
    params.get(key)?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined;
  const sort = oneOf(leadSorts, params.get("sort"));
  return {
    type: oneOf(leadTypes, params.get("type")),
    verification: oneOf(leadVerifications, params.get("verification")),
    status: oneOf(leadStatuses, params.get("status")),
    owner: oneOf(leadOwnerFilters, params.get("owner")),
    source: text("source"),
    medium: text("medium"),
    campaign: text("campaign"),
    q: text("q"),
    sort: sort === "newest" ? undefined : sort,
  };
}

/** A page of the inbox other than the first: after or before a cursor, or the last. */
export type LeadPagePlace = { after: string } | { before: string } | { last: true };

/** The inbox's page in a query string: after or before a cursor, the last, or null (the first). */
export function parseLeadPagePlace(params: URLSearchParams): LeadPagePlace | null {
  const after = params.get("after");
  const before = params.get("before");
  if (after) return { after };
  if (before) return { before };
  return params.get("last") === "1" ? { last: true } : null;
}

/** The query string of a filter (and page), without the empty parts: "" or "?type=audit&last=1". */
export function leadFilterQuery(filter: LeadFilter, page?: LeadPagePlace) {
  const params = new URLSearchParams();
  for (const key of ["type", "verification", "status", "owner", "source", "medium", "campaign", "q", "sort"] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page && "after" in page) params.set("after", page.after);
  if (page && "before" in page) params.set("before", page.before);
  if (page && "last" in page) params.set("last", "1");
  const query = params.toString();
  return query ? `?${query}` : "";
}
