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
