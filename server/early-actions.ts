import { IncomingMessage, type ServerResponse } from "node:http";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import pLimit, { type LimitFunction } from "p-limit";
import { type EarlyActionOutcome, isEarlyAction } from "../app/utils/early-action.server";
import { MAX_FORM_BYTES } from "../app/utils/request-body.server";
import { requestRefusal } from "./request-guards";

// Form posts to a page whose action is an early action (app/utils/early-action.server.ts)
// are answered before Express (docs/decisions/026): Express's middleware and Remix's request and
// routing were most of a lead post's CPU and memory under a burst. The server runs the
// action itself; a redirect is sent at once, with the same security headers and access
// log line as any response. Any other outcome goes to Express and Remix with the body
// and the outcome, and is rendered as usual (the action is not run again).
//
// At most `concurrency` actions run at once; the other posts wait, their bodies read (64
// KB at most each). A burst then holds a few actions' objects in memory rather than one
// per connection, which kept the peak under load lower and was faster too (decision 026).
// A body is read before its post takes a turn: a client whose body stops coming (a phone
// that lost its signal, or a slow sender on purpose) holds its own socket, as on the
// usual way, and never a turn that the other posts wait for.

/** A response of the plain HTTP server, with the `locals` that Express would give it. */
export type PlainResponse = ServerResponse & { locals?: Record<string, unknown> };

type Handler = (request: IncomingMessage, response: PlainResponse) => void;

export type EarlyActionOptions = {
  routes: ServerBuild["routes"];
  /** Sets the security headers (and this response's nonce) on a response Express does not handle. */
  secure: Handler;
  /** The load context Express gives the same request. */
  loadContextOf: (request: IncomingMessage, response: PlainResponse) => AppLoadContext;
  /** Logs the response once it is sent. */
  logAccess: Handler;
  /** Express: takes the post again, with its body, when the action did not redirect. */
  handOver: Handler;
  /** How many actions run at once (16 measured best: decision 026). */
  concurrency?: number;
};

const outcomes = new WeakMap<IncomingMessage, EarlyActionOutcome>();

/** The outcome of an action run before Express, for the load context of the request handed over. */
export const earlyActionOutcomeOf = (request: IncomingMessage) => outcomes.get(request);

/**
 * True when the request is a post this takes: a sound, url-encoded form with a
 * Content-Length of at most MAX_FORM_BYTES, to the exact path of a page whose action is
 * early, without a query (Remix's script-driven posts go to `.data` URLs). False, and the
 * request untouched, otherwise.
 */
export function answerEarlyActions(options: EarlyActionOptions) {
  const routeByPath = earlyActionRoutes(options.routes);
  const inTurn = pLimit(options.concurrency ?? 16);
  return (request: IncomingMessage, response: PlainResponse): boolean => {
    if (request.method !== "POST") return false;
    const route = routeByPath.get(request.url ?? "");
    const length = Number(request.headers["content-length"]);
    const urlEncoded =
      request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";
    if (!route || !urlEncoded || !(length <= MAX_FORM_BYTES) || request.headers["transfer-encoding"]) return false;
    if (requestRefusal(request)) return false;
    void answer(request, response, route, options, inTurn);
    return true;
  };
}

type EarlyRoute = { id: string; action: NonNullable<ServerBuild["routes"][string]["module"]["action"]> };

/** Each page whose action is early, by its path ("/contact", "/en/contact"). */
function earlyActionRoutes(routes: ServerBuild["routes"]) {
  const byPath = new Map<string, EarlyRoute>();
  for (const route of Object.values(routes)) {
    if (!route || !isEarlyAction(route.module.action)) continue;
    const segments: string[] = [];
    for (let at: typeof route | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
      if (at.path) segments.unshift(at.path);
    }
    const path = `/${segments.join("/")}`;
    // Only a path without parameters: it is matched exactly, without Remix's router.
    if (!/[:*]/.test(path)) byPath.set(path, { id: route.id, action: route.module.action });
  }
  return byPath;
}

async function answer(
  request: IncomingMessage,
  response: PlainResponse,
  route: EarlyRoute,
  options: EarlyActionOptions,
  inTurn: LimitFunction,
) {
  const body = await readBody(request).catch(() => undefined);
  // The visitor left before sending the whole post: nothing to answer, nothing was run.
  if (!body) return;
  await inTurn(() => {
    // The visitor left while the post waited for its turn: it was never acknowledged.
    if (request.socket.destroyed) return;
    return run(request, response, route, options, body);
  });
}

async function run(
  request: IncomingMessage,
  response: PlainResponse,
  route: EarlyRoute,
  options: EarlyActionOptions,
  body: Uint8Array<ArrayBuffer>,
) {
  let remixRequest: Request;
  try {
    remixRequest = new Request(`http://${request.headers.host}${request.url}`, {
      method: "POST",
      headers: headersOf(request),
      body,
    });
  } catch {
    // A header the fetch API does not take: the usual way, which answers it as before.
    options.handOver(replayOf(request, body), response);
    return;
  }
  options.secure(request, response);
  let outcome: EarlyActionOutcome;
  try {
    const returned: unknown = await route.action({
      request: remixRequest,
      context: options.loadContextOf(request, response),
      params: {},
    });
    outcome = { returned };
  } catch (threw) {
    outcome = { threw };
  }

  if ("returned" in outcome && outcome.returned instanceof Response && isRedirect(outcome.returned.status)) {
    options.logAccess(request, response);
    response.writeHead(outcome.returned.status, plainHeaders(outcome.returned.headers)).end();
    return;
  }
  const replay = replayOf(request, body);
  outcomes.set(replay, outcome);
  options.handOver(replay, response);
}

const isRedirect = (status: number) => status >= 300 && status < 400;

function readBody(request: IncomingMessage) {
  return new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.once("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    request.once("error", reject);
    request.once("close", () => {
      if (!request.complete) reject(new Error("The request was cut"));
    });
  });
}

function headersOf(request: IncomingMessage) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/** A Response's headers for Node, each Set-Cookie kept apart. */
function plainHeaders(headers: Headers) {
  const plain: Record<string, string | string[]> = {};
  for (const [name, value] of headers) if (name !== "set-cookie") plain[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length) plain["set-cookie"] = cookies;
  return plain;
}

/** The same request again, its body (already read) to be read once more. */
function replayOf(request: IncomingMessage, body: Uint8Array) {
  const replay = new IncomingMessage(request.socket);
  replay.method = request.method;
  replay.url = request.url;
  replay.httpVersion = request.httpVersion;
  replay.httpVersionMajor = request.httpVersionMajor;
  replay.httpVersionMinor = request.httpVersionMinor;
  replay.headers = request.headers;
  replay.rawHeaders = request.rawHeaders;
  replay.push(body);
  replay.push(null);
  replay.complete = true;
  return replay;
}
