import type { RequestHandler, Response } from "express";
import { parse } from "cookie";
import { SESSION_COOKIE, TOAST_COOKIE } from "../app/utils/cookie-names";

/** What a response to a request with a session (or a pending toast) carries: nobody but the visitor's browser keeps it. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Whether a request carries a cookie that makes what the app answers personal: the session's, or a toast's. */
export function carriesSession(cookieHeader: string | undefined) {
  if (!cookieHeader) return false;
  const cookies = parse(cookieHeader);
  return cookies[SESSION_COOKIE] !== undefined || cookies[TOAST_COOKIE] !== undefined;
}

/**
 * Placed before Remix: every answer of the app to a request with a session, a document, a
 * `.data` request, a redirect or an error alike, goes out `Cache-Control: private,
 * no-store` with `Vary: Cookie`, whatever its route said, so that no shared cache (a CDN
 * put in front) keeps a signed-in visitor's page (docs/decisions/041). The one exception
 * is an answer its route declares `public`: the same for everyone (a media file,
 * robots.txt, the sitemap), whose route reads no session. The browser's files never come
 * here; anonymous requests are left as they are (the page cache's headers: decision 026).
 */
export const privateWhenSignedIn: RequestHandler = (request, response, next) => {
  if (!carriesSession(request.headers.cookie)) return next();
  const writeHead = response.writeHead;
  response.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const declared = response.getHeader("Cache-Control");
    if (!/(^|,)\s*public\b/i.test(String(declared ?? ""))) {
      response.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
      response.vary("Cookie");
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
};
