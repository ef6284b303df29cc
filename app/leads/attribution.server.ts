import { z } from "zod/mini";
import {
  FIRST_TOUCH_FIELD,
  trackingParameters,
  type Attribution,
  type FirstTouch,
  type TrackingField,
} from "~/leads/attribution";
import { safeRedirect } from "~/utils/safe-redirect";

// A lead's attribution as the server reads it: the first touch the enhanced page posted
// (visitors who consented to cookies), else the tracking parameters of the post's own URL
// (a form posts to its page's URL, query included, also without script). Every value is
// the visitor's to forge: bounded, stripped of control characters, and a bad one dropped
// rather than refusing the lead.

/** Longest campaign tag kept (Google Analytics keeps 100 characters; room for longer ones). */
export const MAX_TAG_LENGTH = 200;
/** Longest click id kept: gclid and fbclid run to about 100-200 characters. */
export const MAX_CLICK_ID_LENGTH = 512;
/** Longest landing page (path and query) kept. */
export const MAX_LANDING_PAGE_LENGTH = 1000;
/** A DNS name is at most 253 characters. */
const MAX_HOST_LENGTH = 253;

const firstTouchSchema = z.object({
  landingPage: z.string().check(z.maxLength(4 * MAX_LANDING_PAGE_LENGTH)),
  referrerHost: z.nullable(z.string().check(z.maxLength(4 * MAX_HOST_LENGTH))),
});

/** Half of a character outside the BMP without its other half: not text the database can store. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A value without control characters or surrounding spaces, cut to `max`; null when
 * nothing is left. A cut can split an emoji, and JSON can carry half of one: such halves go.
 */
function bounded(value: string | null | undefined, max: number) {
  const clean = value
    ?.replace(/\p{Cc}/gu, "")
    .trim()
    .slice(0, max)
    .replace(LONE_SURROGATE, "")
    .trim();
  return clean ? clean : null;
}

/** A host name (letters, digits, dots, hyphens, an optional port), lower case, or null. */
function hostName(value: string | null, ownHost: string) {
  const host = value?.trim().toLowerCase();
  if (!host || host.length > MAX_HOST_LENGTH || !/^[a-z0-9.-]+(:\d{1,5})?$/.test(host)) return null;
  // Only another site: a visitor moving between our own pages has no referrer of interest.
  return host === ownHost.toLowerCase() ? null : host;
}

/** The first touch a post carries, or null when it has none or it is not one (never an error). */
function postedFirstTouch(formData: FormData): FirstTouch | null {
  const raw = formData.get(FIRST_TOUCH_FIELD);
  if (typeof raw !== "string" || !raw) return null;
  try {
    const parsed = firstTouchSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function tagsOf(params: URLSearchParams): Record<TrackingField, string | null> {
  const entries = Object.entries(trackingParameters).map(([name, field]) => [
    field,
    bounded(params.get(name), name.startsWith("utm_") ? MAX_TAG_LENGTH : MAX_CLICK_ID_LENGTH),
  ]);
  return Object.fromEntries(entries) as Record<TrackingField, string | null>;
}

/** Where a lead post came from: its first touch if it carries one, else its own URL's tags. */
export function readAttribution(request: Request, formData: FormData): Attribution {
  const url = new URL(request.url);
  const firstTouch = postedFirstTouch(formData);
  if (!firstTouch) return { ...tagsOf(url.searchParams), referrerHost: null, landingPage: null };
  // A path of this site (safeRedirect's rule); its query holds the visit's tags.
  const landing = safeRedirect(firstTouch.landingPage, "") !== "";
  const queryStart = firstTouch.landingPage.indexOf("?");
  const landingQuery = landing && queryStart !== -1 ? firstTouch.landingPage.slice(queryStart) : "";
  return {
    ...tagsOf(new URLSearchParams(landingQuery)),
    referrerHost: hostName(firstTouch.referrerHost, url.host),
    landingPage: landing ? bounded(firstTouch.landingPage, MAX_LANDING_PAGE_LENGTH) : null,
  };
}
