import { createContext, useContext } from "react";
import {
  COOKIE_CONSENT,
  consentChoiceOf,
  consentValues,
  preferenceCookie,
  type ConsentChoice,
} from "~/utils/preference-cookies";

// The visitor's answer to the cookie banner in the browser (docs/decisions/046):
// localStorage under cookie_consent (the spec's key), and the cookie the server reads (set
// by the banner's buttons, also without script: /resources/cookie-consent).

/** Stores an answer, accepting or refusing, in both places. */
export function storeConsentChoice(choice: ConsentChoice) {
  try {
    localStorage.setItem(COOKIE_CONSENT, consentValues[choice]);
  } catch {
    // Storage can be disabled; the cookie below still hides the banner.
  }
  // The server reads the cookie so that a returning visitor never sees the banner flash.
  document.cookie = preferenceCookie(COOKIE_CONSENT, consentValues[choice], {
    secure: location.protocol === "https:",
  });
}

/**
 * The stored answer: the cookie's, which is the latest (a post without script sets only
 * it), else localStorage's (the cookie went, the spec's key stayed).
 */
export function storedConsentChoice(): ConsentChoice | null {
  // The cookie named COOKIE_CONSENT, written out: a RegExp built from it costs first-load bytes.
  const fromCookie = consentChoiceOf(/(?:^|; )cookie_consent=([^;]*)/.exec(document.cookie)?.[1]);
  if (fromCookie) return fromCookie;
  try {
    return consentChoiceOf(localStorage.getItem(COOKIE_CONSENT));
  } catch {
    return null;
  }
}

/** Whether the visitor accepted cookies (read from storage: for code outside React). */
export function hasConsented() {
  return storedConsentChoice() === "accepted";
}

/** The answer as the page shows it, and the ways to change it (held by the shell, root.tsx). */
export type CookieConsent = {
  choice: ConsentChoice | null;
  /** The banner is open again over a page that has an answer (the footer's "cookie settings"). */
  settingsOpen: boolean;
  choose(choice: ConsentChoice): void;
  openSettings(): void;
};

/** Given by the shell (root.tsx) to every page. */
export const CookieConsentContext = createContext({} as CookieConsent);

/** The visitor's answer to the cookie banner, and the ways to change it. */
export function useCookieConsent() {
  return useContext(CookieConsentContext);
}
