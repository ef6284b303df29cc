// Cookies that remember a visitor's choices. Browser code writes them too, so they are
// not httpOnly; they hold no secret.

export const COOKIE_CONSENT = "cookie_consent";
export const LANGUAGE_COOKIE = "lang";

/** The visitor's answer to the cookie banner (docs/decisions/046); no answer yet is null. */
export type ConsentChoice = "accepted" | "refused";

/** How a choice is written in the cookie and in localStorage: "true" as the spec has it, "false" for a refusal. */
export const consentValues = { accepted: "true", refused: "false" } as const satisfies Record<ConsentChoice, string>;

/** The choice a stored value says, or null (nothing stored, or a value the site never wrote). */
export function consentChoiceOf(value: string | null | undefined): ConsentChoice | null {
  return value === consentValues.accepted ? "accepted" : value === consentValues.refused ? "refused" : null;
}

/**
 * The query parameter that opens the cookie banner over a page: the footer's "cookie
 * settings" link without JavaScript (with it, the banner opens in place).
 */
export const COOKIE_SETTINGS_PARAMETER = "cookie-settings";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** A Set-Cookie / document.cookie value for a one-year preference. */
export function preferenceCookie(name: string, value: string, { secure }: { secure: boolean }) {
  return `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}
