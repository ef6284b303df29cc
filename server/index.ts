import "./env-file.js";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { DEV_OUTBOX_PATH } from "../app/config/routes";
import { env } from "../app/env.server";
import { findNextPublication } from "../app/models/post.server";
import { pageCache } from "../app/utils/page-cache.server";
import { startBackupsFromEnv } from "../app/services/backup.server";
import { redactTokens } from "../app/utils/redact-tokens";
import { runShutdownTasks } from "../app/utils/shutdown.server";
import { clientIpOf } from "./client-ip";
import { immutableWhenVersionIsCurrent } from "./content-versions";
import { answerEarlyActions, earlyActionOutcomeOf, type PlainResponse } from "./early-actions";
import { answerFromPageCache, servePageFromCache, storePageInCache } from "./page-cache";
import { prepareDatabase } from "./prepare-database";
import { redirectRenamedPaths } from "./renamed-paths";
import { ACCESS_LOG_FORMAT } from "./request-log";
import { allowHeaderOn405, drainUnreadBodies, refuseBadRequests, refuseConnect } from "./request-guards";
import { cspNonce, keepPolicyOnNotModified, secureOutsideExpress, securityHeaders } from "./security";

// The HTTP server: anonymous pages from the page cache, lead posts whose action redirects
// (server/early-actions.ts), then Express: security headers, compression, refusal of
// malformed requests (4xx), static files, logging, then Remix.
// Development serves the app through Vite's middleware; production the built app.

const production = env.NODE_ENV === "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const app = express();
// A page with a current copy in the page cache is answered before Express: its copy holds
// every header it needs (server/page-cache.ts). Development renders every page (Vite's
// hot reload changes them).
const answeredFromPageCache = production ? answerFromPageCache(pageCache) : () => false;
// Set once the app is loaded (below): posts to lead forms answered before Express.
let answeredEarly: (request: http.IncomingMessage, response: PlainResponse) => boolean = () => false;
const server = http.createServer((request, response) => {
  if (!answeredFromPageCache(request, response) && !answeredEarly(request, response)) app(request, response);
});

// Vite's hot-reload WebSocket shares this server (its host and port) rather than opening
// port 24678 on every interface.
const viteDevServer = production
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true, hmr: { server } } }));

app.disable("x-powered-by");
app.use(compression());
app.use(cspNonce);
app.use(securityHeaders({ production }));
app.use(keepPolicyOnNotModified);
app.use(allowHeaderOn405);
app.use(drainUnreadBodies());
app.use(refuseBadRequests);
app.use(redirectRenamedPaths);
// A page without a current copy is rendered by one request while the others wait for it.
if (production) app.use(servePageFromCache(pageCache));

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Fingerprinted assets never change: cache them for a year.
  app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }));
  // Other files (public/): an hour, or a year for a URL with the file's current version.
  app.use(
    express.static(path.join(root, "build/client"), { maxAge: "1h", setHeaders: immutableWhenVersionIsCurrent() }),
  );
}

type LoggedRequest = http.IncomingMessage & { originalUrl?: string };
const loggedUrl = (request: LoggedRequest) => request.originalUrl ?? request.url ?? "";
morgan.token<LoggedRequest>("logged-url", (request) => redactTokens(loggedUrl(request)));
const accessLog = morgan<LoggedRequest, http.ServerResponse>(ACCESS_LOG_FORMAT, {
  // Health probes and static files would drown the log.
  skip: (request, response) => {
    const path = loggedUrl(request).split("?")[0] ?? "";
    return path === "/healthz" || (response.statusCode < 400 && /\.\w+$/.test(path));
  },
});
app.use(accessLog);

const build = viteDevServer
  ? () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(path.join(root, "build/server/index.js"))) as ServerBuild);

// A cached page expires when the next scheduled post becomes public: it may list it.
if (production) app.use(storePageInCache(pageCache, findNextPublication));

/** What loaders and actions get from the server (app/types/remix.d.ts). */
function loadContextOf(request: http.IncomingMessage, response: PlainResponse) {
  const locals = (response.locals ??= {});
  return {
    cspNonce: locals.cspNonce as string,
    clientIp: clientIpOf(request, { trustFlyClientIp: env.TRUST_FLY_CLIENT_IP }),
    keepOutOfPageCache: () => {
      locals.keepOutOfPageCache = true;
    },
    earlyActionOutcome: earlyActionOutcomeOf(request),
  };
}

app.all("*", createRequestHandler({ build, mode: env.NODE_ENV, getLoadContext: loadContextOf }));

// Production only, like the page cache (development renders through Vite's modules).
if (typeof build !== "function") {
  answeredEarly = answerEarlyActions({
    routes: build.routes,
    secure: secureOutsideExpress({ production }),
    loadContextOf,
    logAccess: (request, response) => accessLog(request, response, () => undefined),
    handOver: app,
  });
}

// A production start (scripts/start.sh passes --prepare-database) applies pending
// migrations and adds the missing seed posts. Development prepares its database with
// `npm run setup`; tests that start the server on a database of their own prepare it.
const afterListening =
  production && process.argv.includes("--prepare-database") ? await prepareDatabase(root) : () => undefined;

server.listen(env.PORT, env.HOST, () => {
  const host = env.HOST.includes(":") ? `[${env.HOST}]` : env.HOST;
  console.info(`Vitrine listening on http://${host}:${env.PORT}`);
  // Development mail is written, not sent: say where to read it (docs/decisions/033).
  if (viteDevServer && !env.SMTP_URL) console.info(`Mail outbox: http://${host}:${env.PORT}${DEV_OUTBOX_PATH}`);
  afterListening();
});

// Database snapshots on a schedule, in this process (one machine): BACKUP_* settings.
startBackupsFromEnv();

/**
 * How long a shutdown may take before the server exits anyway: under fly.toml's
 * kill_timeout (15 s), after which Fly kills it.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;

// Fly.io and the container runtime stop us with SIGTERM: take no new connection, finish
// the requests in flight (a lead post is stored or spooled), then the app's shutdown tasks
// (the e-mail being handed over, the spool's replay), then close the database.
function shutDown(signal: string) {
  console.info(`${signal} received, closing the server`);
  // In development, closing Vite also ends the hot-reload WebSockets, which would keep the
  // server open as long as a browser tab is.
  void viteDevServer?.close();
  const closed = new Promise((resolve) => server.close(resolve));
  // A keep-alive connection would hold the server open until its client lets it go: each
  // one is closed as soon as it has no request in flight.
  const closingIdle = setInterval(() => server.closeIdleConnections(), 100);
  void closed
    .then(() => clearInterval(closingIdle))
    .then(runShutdownTasks)
    .then(() => {
      console.info("Database closed; exiting");
      process.exit(0);
    });
  setTimeout(() => {
    console.error(`Shutdown not done after ${SHUTDOWN_DEADLINE_MS} ms; exiting`);
    process.exit(0);
  }, SHUTDOWN_DEADLINE_MS).unref();
}
process.once("SIGTERM", () => shutDown("SIGTERM"));
process.once("SIGINT", () => shutDown("SIGINT"));

server.on("connect", refuseConnect);
