import { FIRST_TOUCH_FIELD, type FirstTouch } from "~/leads/attribution";
import { hasConsented } from "~/utils/cookie-consent";

// The visit's first touch in the browser: the page the visit landed on (with its campaign
// tags and click ids) and the other site that sent the visitor. It is noted in memory when
// the page first loads, and kept in sessionStorage (this tab's visit) only once the visitor
// consented to cookies; the lead forms and the chatbot then post it. Without consent
// nothing is stored and nothing is added: a post carries only its own URL's tags.

const STORAGE_KEY = "first_touch";

/** The landing of this document, noted before consent (memory only, gone with the page). */
let landing: FirstTouch | undefined;

/** Notes the page this document was loaded on, and the other site that linked to it. */
export function noteLanding() {
  if (landing) return;
  let referrerHost: string | null = null;
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer && referrer.host !== location.host) referrerHost = referrer.host;
  } catch {
    // A referrer that is not a URL says nothing.
  }
  landing = { landingPage: `${location.pathname}${location.search}`, referrerHost };
}

/** With consent, keeps the visit's first touch if none is kept yet (the first one wins). */
export function keepFirstTouch() {
  if (!landing || !hasConsented()) return;
  try {
    if (!sessionStorage.getItem(STORAGE_KEY)) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(landing));
  } catch {
    // Storage disabled: the posts carry their own URL's tags only.
  }
}

/** Cookies refused (docs/decisions/046): the kept first touch goes (the landing noted in memory stays unsent). */
export function forgetFirstTouch() {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** Adds the kept first touch to a lead post (with consent only). */
export function addFirstTouch(formData: FormData) {
  if (!hasConsented()) return;
  keepFirstTouch();
  try {
    const kept = sessionStorage.getItem(STORAGE_KEY);
    if (kept) formData.set(FIRST_TOUCH_FIELD, kept);
  } catch {
    // Storage disabled: nothing to add.
  }
}
