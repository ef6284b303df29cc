import type http from "node:http";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import morgan from "morgan";
import type { NextPublication, PageCache } from "../app/platform/page-cache.server";
import { redactTokens } from "../app/utils/redact-tokens";
import { clientIpOf } from "./client-ip";
import { answerFromPageCache, servePageFromCache, storePageInCache } from "./page-cache";
import { redirectRenamedPaths } from "./renamed-paths";
import { withOutageAnswers } from "./outage-answers";
import { privateWhenSignedIn } from "./private-responses";
import { ACCESS_LOG_FORMAT } from "./request-log";
import { allowHeaderOn405, drainUnreadBodies, refuseBadRequests } from "./request-guards";
import { cspNonce, keepPolicyOnNotModified, securityHeaders } from "./security";

// The one way into the server (docs/decisions/037): every request, in development as in
// production, goes through the same ordered steps of one Express app. Only where the
// Remix build and the browser's files come from differs between the two (server/index.ts).

export type PipelineOptions = {
  production: boolean;
  /** Serves the browser's files: build/client in production, Vite's middleware in development. */
  files: RequestHandler;
  /** The app: Remix's handler (`remixHandler`), or a stand-in in tests. */
  app: RequestHandler;
  pageCache: PageCache;
  /** When the next scheduled post becomes public: a cached page expires then (it may list it). */
  nextPublication: NextPublication;
  /** Where the access log goes (standard output unless a test reads it). */
  logStream?: { write: (line: string) => void };
};

/**
 * The steps, in order: the access log (every answer has its line, a page cache hit or a
 * refusal included); a current copy from the page cache, for an anonymous GET or HEAD of a
 * page that the guards' check finds sound (the copy carries the headers of its first
 * render, security headers included); then, in Express, the nonce and security headers,
 * the request guards (4xx for a request nothing may serve), renamed addresses, the page
 * cache for a page with no current copy (one request renders it while the others wait),
 * compression, the browser's files, then Remix, whose anonymous pages the cache keeps on
 * their way out, and whose answers to a request with a session are private, never stored
 * (server/private-responses.ts). Rate limits are the actions' own (per client address, from the load
 * context). The first two steps run before Express: a hit costs a fraction of what
 * Express's request and response objects and middleware cost (docs/decisions/037).
 */
export function requestPipeline(options: PipelineOptions): http.RequestListener {
  const { production, pageCache } = options;
  const log = accessLog(options.logStream);
  const answeredFromPageCache = answerFromPageCache(pageCache);
  const app = express();
  app.disable("x-powered-by");
  app.use(cspNonce);
  app.use(securityHeaders({ production }));
  app.use(keepPolicyOnNotModified);
  app.use(allowHeaderOn405);
  app.use(drainUnreadBodies());
  app.use(refuseBadRequests);
  app.use(redirectRenamedPaths);
  app.use(servePageFromCache(pageCache));
  app.use(compression());
  app.use(options.files);
  // After compression and the security headers: it keeps the HTML as sent, every header with it.
  app.use(storePageInCache(pageCache, options.nextPublication));
  app.all("*", privateWhenSignedIn, options.app);
  return (request, response) => {
    log(request, response, noop);
    if (!answeredFromPageCache(request, response)) app(request, response);
  };
}

const noop = () => undefined;

/**
 * Remix's handler, with what loaders and actions get from the server (app/types/remix.d.ts);
 * a loader or action the database fails for an outage answers 503 (server/outage-answers.ts).
 */
export function remixHandler(options: {
  /** The built app, or (development) a function that loads it through Vite for each request. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  production: boolean;
  /** Whether Fly's Fly-Client-IP header is the visitor's address (server/client-ip.ts). */
  trustFlyClientIp: boolean;
}): RequestHandler {
  const { build } = options;
  return createRequestHandler({
    build: typeof build === "function" ? async () => withOutageAnswers(await build()) : withOutageAnswers(build),
    mode: options.production ? "production" : "development",
    getLoadContext: (request, response) => ({
      cspNonce: response.locals.cspNonce as string,
      clientIp: clientIpOf(request, { trustFlyClientIp: options.trustFlyClientIp }),
      keepOutOfPageCache: () => {
        response.locals.keepOutOfPageCache = true;
      },
    }),
  });
}

type LoggedRequest = http.IncomingMessage & { originalUrl?: string };
const loggedUrl = (request: LoggedRequest) => request.originalUrl ?? request.url ?? "";
morgan.token<LoggedRequest>("logged-url", (request) => redactTokens(loggedUrl(request)));

/** One line per answer, its URL's tokens redacted (server/request-log.ts). */
function accessLog(stream: PipelineOptions["logStream"]) {
  return morgan<LoggedRequest, http.ServerResponse>(ACCESS_LOG_FORMAT, {
    ...(stream ? { stream } : {}),
    // Health probes and files (static ones, and Vite's modules in development) would drown the log.
    skip: (request, response) => {
      const path = loggedUrl(request).split("?")[0] ?? "";
      return path === "/healthz" || (response.statusCode < 400 && (/\.\w+$/.test(path) || path.startsWith("/@")));
    },
  });
}
