import { clearedPreferenceCookie, COOKIE_CONSENT, preferenceCookie } from "~/utils/preference-cookies";

// The visitor's cookie consent in the browser: localStorage, and the cookie the server
// reads (set by the banner's button, also without script: /resources/cookie-consent).

export function storeConsent() {
  try {
    // Consent is stored in localStorage under cookie_consent = "true".
    localStorage.setItem(COOKIE_CONSENT, "true");
  } catch {
    // Storage can be disabled; the cookie below still hides the banner.
  }
  // The server reads the cookie so that a returning visitor never sees the banner flash.
  document.cookie = preferenceCookie(COOKIE_CONSENT, "true", { secure: location.protocol === "https:" });
}

/** The visitor withdraws consent: the stored consent and its cookie go. */
export function removeConsent() {
  try {
    localStorage.removeItem(COOKIE_CONSENT);
  } catch {
    // Storage can be disabled: nothing was stored there.
  }
  document.cookie = clearedPreferenceCookie(COOKIE_CONSENT, { secure: location.protocol === "https:" });
}

export function hasStoredConsent() {
  try {
    return localStorage.getItem(COOKIE_CONSENT) === "true";
  } catch {
    return false;
  }
}

/** Whether the visitor consented, here or in a post without script (the cookie alone). */
export function hasConsented() {
  return hasStoredConsent() || document.cookie.split("; ").includes(`${COOKIE_CONSENT}=true`);
}
