// Its own module, without the server's cookie parser: the chatbot's panel checks its
// answers' links with it in the browser.

/** Resolves redirect targets in safeRedirect; only whether the origin changes matters. */
const REDIRECT_BASE = new URL("http://redirect-check.invalid");

/**
 * A same-site path to go to after a form, or the fallback. The target must start with
 * a slash, hold no control character, whitespace or backslash (browsers drop tabs and
 * newlines and read "\\" as "/", so "/<TAB>/evil.example" would reach another site), and
 * resolve to this site's origin (not //evil.example, https:, javascript:). The only
 * check for every redirect taken from a request.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || /[\p{Cc}\s\\]/u.test(to)) return fallback;
  try {
    return new URL(to, REDIRECT_BASE).origin === REDIRECT_BASE.origin ? to : fallback;
  } catch {
    // Not a URL at all, e.g. "//[" (an unclosed IPv6 host).
    return fallback;
  }
}
