import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { RequestHandler } from "express";
import { MAX_FORM_BYTES } from "../app/utils/request-body.server";

// At most `concurrency` url-encoded form posts are in Remix at once; the others wait their
// turn in the order they came (docs/decisions/037). A burst of lead posts then holds a few
// posts' requests, routing and responses in memory rather than one per connection, as the
// early actions did before that record. A post's body is read before it takes a turn, so
// a client whose body stops coming holds its own socket and never a turn; Remix reads the
// body from memory. Multipart posts (the media upload streams its file) and posts with a
// Content-Length over MAX_FORM_BYTES (the action answers 413 without reading them) go
// straight to Remix.

export type FormPostTurnsOptions = {
  /** How many url-encoded posts are in Remix at once. */
  concurrency?: number;
};

const isUrlEncoded = (request: IncomingMessage) =>
  request.headers["content-type"]?.split(";")[0]?.trim().toLowerCase() === "application/x-www-form-urlencoded";

/** Wraps the app (Remix's handler): url-encoded posts reach it in turns, with their bodies read. */
export function formPostsInTurn(app: RequestHandler, { concurrency = 16 }: FormPostTurnsOptions = {}): RequestHandler {
  let inside = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else inside -= 1;
  };
  const turn = () =>
    new Promise<void>((resolve) => {
      if (inside < concurrency) {
        inside += 1;
        resolve();
      } else waiting.push(resolve);
    });

  return (request, response, next) => {
    if (request.method === "GET" || request.method === "HEAD" || !isUrlEncoded(request)) {
      return app(request, response, next);
    }
    if (Number(request.headers["content-length"]) > MAX_FORM_BYTES) return app(request, response, next);
    void readUpTo(request, MAX_FORM_BYTES).then(async (body) => {
      // The visitor left before sending the whole post: nothing to answer.
      if (!body) return;
      // Over the limit (a chunked body): the action answers 413 at once, without a turn.
      if (!body.complete) {
        request.unshift(Buffer.concat(body.chunks));
        return app(request, response, next);
      }
      await turn();
      // The visitor left while the post waited: its turn goes to the next one.
      if (request.socket.destroyed) return release();
      onceDone(response, release);
      app(withBody(request, body.chunks), response, next);
    });
  };
}

/** Calls `done` once, when the response is sent or its connection closed. */
function onceDone(response: ServerResponse, done: () => void) {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    done();
  };
  response.once("finish", once);
  response.once("close", once);
}

type Body = { chunks: Buffer[]; complete: boolean };

/**
 * The request's body, up to `maxBytes` (a chunked body declares no length): every chunk
 * when it ends within them, else those read so far and the request paused, the rest
 * unread. Undefined when the client went away.
 */
function readUpTo(request: IncomingMessage, maxBytes: number) {
  return new Promise<Body | undefined>((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (body: Body | undefined) => {
      request.off("data", onData);
      request.off("end", onEnd);
      request.off("error", onGone);
      request.off("close", onGone);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.byteLength;
      if (size > maxBytes) {
        request.pause();
        settle({ chunks, complete: false });
      }
    };
    const onEnd = () => settle({ chunks, complete: true });
    const onGone = () => settle(undefined);
    request.on("data", onData);
    request.once("end", onEnd);
    request.once("error", onGone);
    request.once("close", onGone);
  });
}

/**
 * The request as Remix's handler reads it, its body from memory: @remix-run/express reads
 * the body through the request's stream events and pause/resume (createReadableStreamFromReadable),
 * which a fully read request would never emit again.
 */
function withBody<Incoming extends IncomingMessage>(request: Incoming, chunks: Buffer[]) {
  const body = Readable.from(chunks, { objectMode: false });
  const view = Object.create(request) as Incoming;
  for (const name of ["on", "once", "off", "addListener", "removeListener", "pause", "resume", "destroy"] as const) {
    Object.defineProperty(view, name, { value: (body[name] as (...args: unknown[]) => unknown).bind(body) });
  }
  Object.defineProperty(view, "readable", { get: () => body.readable });
  Object.defineProperty(view, "readableHighWaterMark", { get: () => body.readableHighWaterMark });
  return view;
}
