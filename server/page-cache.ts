import { setTimeout } from "node:timers/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler, Response } from "express";
import {
  type CachedPage,
  etagOf,
  isCacheableType,
  matchesCopy,
  pageCacheKey,
  type PageKey,
  preferredEncoding,
  RENDER_WINDOW_MS,
  type NextPublication,
  type PageCache,
} from "../app/platform/page-cache.server";
import { requestRefusal } from "./request-guards";

// The cache of anonymous pages in the request path (app/platform/page-cache.server.ts), steps
// of the one way in (server/pipeline.ts, docs/decisions/037): a sound request's current copy
// answers right after the access log; a miss is rendered as usual and its HTML, as the
// visitor received it, is kept on the way out.

/**
 * Answers a sound GET or HEAD of a page from its current copy, before the steps that set
 * headers and Express's own work: the copy carries every header its page was first sent
 * with, security headers included, and is compressed already. False when there is no
 * current copy or the guards' check (`requestRefusal`) refuses the request or it has a
 * body: the next steps then take it (guards, `servePageFromCache`, Remix). (A renamed path
 * is never cached: it answers 301.)
 */
export function answerFromPageCache(cache: PageCache) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (hasBody(request)) return false;
    const pageKey = pageCacheKey(request.method ?? "", request.url ?? "", request.headers.cookie);
    if (pageKey === undefined || requestRefusal(request)) return false;
    const found = cache.lookup(pageKey.key, { claim: false });
    if (!("page" in found)) return false;
    sendCopy(request, response, cache, pageKey, found.page);
    return true;
  };
}

/**
 * A page with no current copy: one request renders it (it claims the render, and
 * `storePageInCache` stores or releases it), while the others wait for that render and
 * get its copy.
 */
export function servePageFromCache(cache: PageCache): RequestHandler {
  return async (request, response, next) => {
    // A request with a body goes the usual way (its body is drained there).
    if (hasBody(request)) return next();
    const pageKey = pageCacheKey(request.method, request.url, request.headers.cookie);
    if (pageKey === undefined) return next();
    const { key } = pageKey;
    // HEAD responses are not kept (storePageInCache): a HEAD never claims the render.
    const claim = request.method === "GET";
    const first = cache.lookup(key, { claim });
    let found = first;
    if ("wait" in found) {
      await Promise.race([found.wait, setTimeout(RENDER_WINDOW_MS, undefined, { ref: false })]);
      found = cache.lookup(key, { claim: false });
    }
    if (!("page" in found)) {
      // Rendered here; a request that claimed the render stores or releases it (storePageInCache).
      response.locals.claimedPageRender = claim && found === first;
      return next();
    }
    sendCopy(request, response, cache, pageKey, found.page);
  };
}

const hasBody = (request: IncomingMessage) =>
  request.headers["content-length"] !== undefined || request.headers["transfer-encoding"] !== undefined;

/**
 * Sends the cached copy of a page, or 304 when the browser holds it. A template (a page
 * with campaign tags, docs/decisions/042) is filled with this request's query first.
 */
function sendCopy(
  request: IncomingMessage,
  response: ServerResponse,
  cache: PageCache,
  pageKey: PageKey,
  page: CachedPage,
) {
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  const headers = { ...page.headers, etag: etagOf(page, encoding, pageKey.query), "x-cache": "hit" };
  const ifNoneMatch = request.headers["if-none-match"];
  // The 304 carries the copy's policy, which allows the copy's scripts (their hashes).
  if (ifNoneMatch && matchesCopy(page, ifNoneMatch, pageKey.query)) {
    response.writeHead(304, headers).end();
    return;
  }
  const send = (body: Buffer) => {
    response.writeHead(200, {
      ...headers,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(body.length),
    });
    response.end(request.method === "HEAD" ? undefined : body);
  };
  if (!page.querySlots) return send(cache.body(pageKey.key, page, encoding));
  cache.fillTemplate(page, encoding, pageKey.query).then(send, (error: unknown) => {
    console.error("Page cache:", error);
    response.destroy();
  });
}

/**
 * Keeps what an anonymous page request sent, if the page may be shared. Placed after the
 * compression and the security headers, so it sees the HTML before compression and every
 * header the page had.
 */
export function storePageInCache(cache: PageCache, nextPublication: NextPublication): RequestHandler {
  return (request, response, next) => {
    const pageKey = pageCacheKey(request.method, request.url, request.headers.cookie);
    if (pageKey === undefined) return next();
    const { key } = pageKey;
    // A HEAD response has no body to keep.
    const storable = request.method === "GET";
    const begun = cache.begin();
    const chunks: Buffer[] = [];
    let keeping: boolean | undefined;
    const write = response.write;
    const end = response.end;

    function keep(chunk: unknown, encoding: unknown) {
      // Decided at the first bytes: by then the status and headers are set.
      keeping ??= storable && response.statusCode === 200 && isCacheableType(response.getHeader("content-type"));
      if (!keeping || chunk === undefined || chunk === null || typeof chunk === "function") return;
      if (typeof chunk === "string")
        chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    }

    response.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return write.call(this, chunk, ...(rest as [BufferEncoding, () => void]));
    } as Response["write"];
    response.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return end.call(this, chunk, ...(rest as [BufferEncoding, () => void]));
    } as Response["end"];

    // Only a response sent whole (not cut by the visitor leaving) and rendered without error;
    // any other lets the next request render the page again.
    response.once("close", () => {
      if (!response.writableFinished || !keeping || response.locals.keepOutOfPageCache) {
        if (response.locals.claimedPageRender) cache.release(key);
        return;
      }
      const rendered = {
        status: response.statusCode,
        headers: response.getHeaders(),
        html: Buffer.concat(chunks),
        nonce: response.locals.cspNonce as string,
      };
      cache
        .store(pageKey, rendered, begun, nextPublication)
        .catch((error: unknown) => console.error("Page cache:", error));
    });
    next();
  };
}
