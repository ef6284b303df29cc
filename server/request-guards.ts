import type { Socket } from "node:net";
import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response } from "express";

// Requests refused before they reach static files or Remix, each with its 4xx status
// rather than the 500 that Node's Request class or Remix would otherwise throw
// (docs/decisions/020).

/** Every route answers GET and HEAD; the forms' actions answer POST. */
const SERVED_METHODS = "GET, HEAD, POST";

/** Whether a Host (or X-Forwarded-Host) value is a host name or address with an optional port, and nothing else. */
function isHost(value: string) {
  if (!/^[^\s/?#@\\]+$/.test(value)) return false;
  try {
    new URL(`http://${value}`);
    return true;
  } catch {
    return false;
  }
}

/** Why a request is refused before anything serves it: its status, text and extra headers. */
type Refusal = { status: number; text: string; headers?: Record<string, string> };

/**
 * 400 for a request whose URL cannot be built (a Host or X-Forwarded-Host that is not a
 * host, a target that is not a path); 405 with Allow for a method no route serves
 * (TRACE, PUT, DELETE, OPTIONS...); 403 for a post (or any request but a GET) from
 * another site (its Origin, else its Sec-Fetch-Site, else its Referer: fromThisSite):
 * Remix's own check of the Origin would throw (a 500), and has no fallback.
 * Undefined for a sound request. (The page cache's hits ask it too: server/page-cache.ts.)
 */
export function requestRefusal(request: IncomingMessage): Refusal | undefined {
  const { host } = request.headers;
  const forwardedHosts = headerValue(request.headers["x-forwarded-host"])
    ?.split(",")
    .map((value) => value.trim());
  if (!host || !isHost(host) || forwardedHosts?.some((value) => !isHost(value)) || !request.url?.startsWith("/")) {
    return { status: 400, text: "Bad Request" };
  }
  if (!SERVED_METHODS.split(", ").includes(request.method ?? "")) {
    return { status: 405, text: "Method Not Allowed", headers: { Allow: SERVED_METHODS } };
  }
  if (request.method !== "GET" && !fromThisSite(request, forwardedHosts?.[0] || host)) {
    return { status: 403, text: "Forbidden" };
  }
  return undefined;
}

/**
 * Whether a request that may change something comes from this site's own pages, by what
 * the browser says, first to last: its Origin; without one, its Sec-Fetch-Site
 * (same-origin only); without either, its Referer's host. A request with none of the
 * three is served: no browser that carries a visitor's session cookie on a post from
 * another site leaves all three out, so that request comes from a script of its own
 * (a monitor, a test, curl) or an old browser that hides its Referer (docs/decisions/041).
 */
function fromThisSite(request: IncomingMessage, siteHost: string) {
  const { origin, referer } = request.headers;
  const fetchSite = headerValue(request.headers["sec-fetch-site"]);
  if (origin !== undefined) return hostOf(origin) === siteHost;
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  if (referer !== undefined) return hostOf(referer) === siteHost;
  return true;
}

/**
 * The host of an Origin or Referer; null for "null" (a sandboxed page, a privacy
 * redirect) or garbage, which are not this site either. By host alone: behind Fly's proxy
 * the server sees http while the browser is on https.
 */
function hostOf(url: string) {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}

/** Node joins a repeated header's values with commas; only its type allows a list. */
const headerValue = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(", ") : value);

/** Answers the requests that `requestRefusal` refuses, with their 4xx. */
export const refuseBadRequests: RequestHandler = (request, response, next) => {
  const refusal = requestRefusal(request);
  if (!refusal) return next();
  response
    .status(refusal.status)
    .set(refusal.headers ?? {})
    .type("text/plain")
    .send(refusal.text);
};

/** A 405 from Remix (a post to a page without an action) says what the route allows. */
export const allowHeaderOn405: RequestHandler = (_request, response, next) => {
  const writeHead = response.writeHead;
  response.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const status = typeof args[0] === "number" ? args[0] : response.statusCode;
    if (status === 405 && !response.hasHeader("Allow")) response.setHeader("Allow", "GET, HEAD");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
};

/**
 * After an answer sent before the request's body was read (a refused post), the rest of
 * the body is read and dropped, so the client reads the answer and the connection serves
 * the next request. Closing at once would reset a connection the client is still
 * writing to, and the client would lose the answer. A client still sending `windowMs`
 * after its answer is not reading it: the connection is cut.
 */
export function drainUnreadBodies({ windowMs = 10_000 } = {}): RequestHandler {
  return (request, response, next) => {
    response.on("finish", () => {
      if (request.complete) return;
      // The body's reader (Remix's stream) stopped: its listener goes, the bytes are dropped.
      request.removeAllListeners("data");
      request.resume();
      const cut = setTimeout(() => request.socket.destroy(), windowMs).unref();
      request.once("end", () => clearTimeout(cut));
      request.once("close", () => clearTimeout(cut));
    });
    next();
  };
}

/** CONNECT never reaches Express (Node hands it over as a tunnel request): the same 405. */
export function refuseConnect(_request: IncomingMessage, socket: Socket) {
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SERVED_METHODS}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
}
