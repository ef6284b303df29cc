import { parse } from "cookie";

/** Merges header sets; Set-Cookie values are appended, never overwritten. */
export function combineHeaders(...sources: Array<HeadersInit | null | undefined>): Headers {
  const combined = new Headers();
  for (const source of sources) {
    if (!source) continue;
    for (const [name, value] of new Headers(source).entries()) combined.append(name, value);
  }
  return combined;
}

/** A raw (unsigned, unencoded) cookie value, as set by the browser's own scripts. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  return header ? parse(header)[name] : undefined;
}

/**
 * The `headers` export of a page whose action may refuse a post with 429: Remix keeps
 * only the cookies of an action's headers on a page (and on its data request), so the
 * Retry-After the action set is passed on here, with the loader's headers.
 */
export function retryAfterHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}) {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

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
