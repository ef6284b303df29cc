import { createHash, randomUUID } from "node:crypto";
import { SESSION_COOKIE, TOAST_COOKIE } from "~/utils/cookie-names";
import { readCookie } from "~/utils/http";
import { COOKIE_CONSENT } from "~/utils/preference-cookies";

// Conditional GET for public pages whose content changes rarely (the blog): the browser
// revalidates every view (no-cache) and the server answers 304 without rendering when
// nothing changed (entry.server.tsx).

/** Changes at every start, so a deploy (new markup, new asset names) invalidates every ETag. */
const serverInstance = randomUUID();
/** Last-Modified is never older than the running build, for clients that only send If-Modified-Since. */
const serverStartedAt = new Date(Math.floor(Date.now() / 1000) * 1000);

/**
 * Validators for a public page: a weak ETag over the page's content version, the URL, the
 * cookie banner's state and this server's start, plus Last-Modified. A visitor with a
 * session or a pending toast gets none: that page is personal, so it is never reused.
 */
export function publicPageCacheHeaders(
  request: Request,
  { version, lastModified }: { version: string; lastModified: Date },
): Headers {
  const headers = new Headers({ "Cache-Control": "private, no-cache", Vary: "Cookie" });
  if (readCookie(request, SESSION_COOKIE) || readCookie(request, TOAST_COOKIE)) return headers;
  const hash = createHash("sha256")
    .update([serverInstance, request.url, readCookie(request, COOKIE_CONSENT) ?? "", version].join("\n"))
    .digest("base64url")
    .slice(0, 27);
  headers.set("ETag", `W/"${hash}"`);
  const modified = lastModified && lastModified > serverStartedAt ? lastModified : serverStartedAt;
  headers.set("Last-Modified", modified.toUTCString());
  return headers;
}

/** Whether the browser's copy is still current (RFC 9110 13.2.2: If-None-Match wins over If-Modified-Since). */
export function isNotModified(request: Request, status: number, headers: Headers): boolean {
  if (status !== 200 || (request.method !== "GET" && request.method !== "HEAD")) return false;
  const etag = headers.get("ETag");
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch) {
    if (!etag) return false;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
  }
  const lastModified = headers.get("Last-Modified");
  const ifModifiedSince = request.headers.get("If-Modified-Since");
  if (!etag || !lastModified || !ifModifiedSince) return false;
  return Date.parse(lastModified) <= Date.parse(ifModifiedSince);
}

/** The `headers` export of a route whose loader sets cache headers: documents get them too. */
export const loaderCacheHeaders = ({ loaderHeaders }: { loaderHeaders: Headers }) => loaderHeaders;
