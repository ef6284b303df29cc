// Cookies that remember a visitor's choices. Browser code writes them too, so they are
// not httpOnly; they hold no secret.

export const COOKIE_CONSENT = "cookie_consent";
export const LANGUAGE_COOKIE = "lang";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** A Set-Cookie / document.cookie value for a one-year preference. */
export function preferenceCookie(name: string, value: string, { secure }: { secure: boolean }) {
  return `${name}=${value}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The Set-Cookie (or document.cookie) value that removes a preference cookie. */
export function clearedPreferenceCookie(name: string, { secure }: { secure: boolean }) {
  return `${name}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`;
}
