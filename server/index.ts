import "./env-file.js";
import http from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import express from "express";
import { DEV_OUTBOX_PATH } from "../app/config/routes";
import { env } from "../app/env.server";
import { findNextPublication } from "../app/blog/post.server";
import { siteContent } from "../app/content/site-content.server";
import { pageCache } from "../app/platform/page-cache.server";
import { pageChanges } from "../app/platform/page-changes.server";
import { startBackupsFromEnv } from "../app/platform/backup.server";
import { onShutdown, runShutdownTasks } from "../app/utils/shutdown.server";
import { immutableWhenVersionIsCurrent } from "./content-versions";
import { remixHandler, requestPipeline } from "./pipeline";
import { prepareDatabase } from "./prepare-database";
import { refuseConnect } from "./request-guards";

// The HTTP server: one way in for every request (server/pipeline.ts, docs/decisions/037),
// the same in development and production. Only where the app and the browser's files come
// from differs: development serves them through Vite's middleware, production from the build.

const production = env.NODE_ENV === "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// Its requests are handed to the pipeline once the app is loaded (below).
const server = http.createServer();

// Vite's hot-reload WebSocket shares this server (its host and port) rather than opening
// port 24678 on every interface.
const viteDevServer = production
  ? undefined
  : await import("vite").then((vite) => vite.createServer({ server: { middlewareMode: true, hmr: { server } } }));

// Where the app and the browser's files come from: the only difference between the modes.
const source = viteDevServer
  ? {
      build: () => viteDevServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
      files: viteDevServer.middlewares,
    }
  : {
      build: (await import(path.join(root, "build/server/index.js"))) as ServerBuild,
      files: express
        .Router()
        // Fingerprinted assets never change: cache them for a year.
        .use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }))
        // Other files (public/): an hour, or a year for a URL with the file's current version.
        .use(
          express.static(path.join(root, "build/client"), {
            maxAge: "1h",
            setHeaders: immutableWhenVersionIsCurrent(),
          }),
        ),
    };

// In development a saved file (a component, a text, a style, the database) may change any
// page: the page cache is emptied on each change Vite's watcher sees, so a reload shows it.
viteDevServer?.watcher.on("all", () => pageCache.invalidate());

/**
 * Reads the published content again (docs/decisions/051), then empties the cache once more:
 * a page rendered meanwhile, with the texts before, is not kept. A failed read is tried
 * again; the texts before stand until then.
 */
function readContent(): Promise<void> {
  return siteContent.load().then(
    () => pageCache.invalidate(),
    (error: unknown) => {
      console.error("[content] the published content could not be read; trying again in 5 s", error);
      setTimeout(() => void readContent(), 5_000).unref();
    },
  );
}

// A post or content written through another machine empties this one's cache too
// (docs/decisions/049; nothing to hear on SQLite, one machine).
const pageChangesHeard = pageChanges.listen(() => {
  pageCache.invalidate();
  void readContent();
});
onShutdown(() => pageChangesHeard.stop());

const pipeline = requestPipeline({
  production,
  files: source.files,
  app: remixHandler({ build: source.build, production, trustFlyClientIp: env.TRUST_FLY_CLIENT_IP }),
  pageCache,
  nextPublication: findNextPublication,
});
server.on("request", trackRequests);
server.on("request", pipeline);

// A production start (scripts/start.sh passes --prepare-database) applies pending
// migrations and adds the missing seed posts. Development prepares its database with
// `npm run setup`; tests that start the server on a database of their own prepare it.
const afterListening =
  production && process.argv.includes("--prepare-database") ? await prepareDatabase(root) : () => undefined;

await readContent();

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
 * Each connection: its requests in flight, whether it has had one, and when it came. A
 * connection that has had none may have its first on the way: closing it then would drop
 * that request (a proxy retries a refused connection on another machine, not a reset one;
 * docs/decisions/049), so on shutdown it gets FIRST_REQUEST_WAIT_MS to send it.
 */
const connections = new Map<Socket, { inFlight: number; served: boolean; since: number }>();
const FIRST_REQUEST_WAIT_MS = 1_000;
let shuttingDown = false;
server.on("connection", (socket: Socket) => {
  connections.set(socket, { inFlight: 0, served: false, since: Date.now() });
  socket.once("close", () => connections.delete(socket));
});

function trackRequests(request: http.IncomingMessage, response: http.ServerResponse) {
  const connection = connections.get(request.socket);
  if (connection) {
    connection.inFlight += 1;
    connection.served = true;
    response.once("close", () => (connection.inFlight -= 1));
  }
  // Once stopping, each answer closes its connection.
  if (shuttingDown) response.shouldKeepAlive = false;
}

// Node's own closes every connection without a request in flight, new ones included (and
// server.close() calls it): this one spares a new connection for its first request.
server.closeIdleConnections = () => {
  const now = Date.now();
  for (const [socket, { inFlight, served, since }] of connections) {
    if (inFlight === 0 && (served || now - since > FIRST_REQUEST_WAIT_MS)) socket.destroy();
  }
};

/**
 * How long a shutdown may take before the server exits anyway: under fly.toml's
 * kill_timeout (15 s), after which Fly kills it.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** How long a stopping server still takes new connections (answered, then closed). */
const SHUTDOWN_DRAIN_MS = 500;

// Fly.io and the container runtime stop us with SIGTERM: take no new connection, finish
// the requests in flight (a lead post is stored or spooled), then the app's shutdown tasks
// (the e-mail being handed over, the spool's replay), then close the database.
function shutDown(signal: string) {
  console.info(`${signal} received, closing the server`);
  shuttingDown = true;
  // In development, closing Vite also ends the hot-reload WebSockets, which would keep the
  // server open as long as a browser tab is.
  void viteDevServer?.close();
  // The proxy sends no new request to a machine it is stopping, but those it sent just before
  // may still be on their way: closing the listener at once would reset them, requests
  // sent, which a proxy cannot retry elsewhere (docs/decisions/049). They are served first.
  const closed = new Promise((resolve) => setTimeout(() => server.close(resolve), SHUTDOWN_DRAIN_MS));
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
