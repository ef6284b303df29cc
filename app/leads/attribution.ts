// Where a lead's visit came from (docs/decisions/030): the campaign tags and ad click ids of a URL,
// and the visit's first touch as the browser remembers it once the visitor consented to
// cookies. Shared by the browser (first-touch.ts) and the server (attribution.server.ts).

/** The query parameters read from a URL, and the lead field each fills. */
export const trackingParameters = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
  // Google Ads (gbraid and wbraid replace gclid on iOS app and web-to-app clicks) and Meta.
  gclid: "gclid",
  gbraid: "gbraid",
  wbraid: "wbraid",
  fbclid: "fbclid",
} as const;

export type TrackingField = (typeof trackingParameters)[keyof typeof trackingParameters];

/** Everything a lead stores about where it came from; null when unknown. */
export type Attribution = Record<TrackingField | "referrerHost" | "landingPage", string | null>;

/** The form field (added by the enhanced forms and the chatbot) carrying the visit's first touch, as JSON. */
export const FIRST_TOUCH_FIELD = "firstTouch";

/** The visit's first page (path and query) and the host of the other site that sent the visitor there. */
export type FirstTouch = { landingPage: string; referrerHost: string | null };

/** The tracking parameters of a query string, in the order of trackingParameters (for a URL a page posts to). */
export function trackingQuery(search: string) {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of Object.keys(trackingParameters)) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : "";
}
