import type { AddressInfo } from "node:net";
import { createServer, request as httpRequest, type Server } from "node:http";
import { createReadableStreamFromReadable } from "@remix-run/node";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PageCache } from "../app/platform/page-cache.server";
import { SESSION_COOKIE } from "../app/utils/cookie-names";
import { requestPipeline } from "./pipeline";

// The one way in (docs/decisions/037), built as server/index.ts builds it in each mode, with
// a stand-in for Remix that renders a page with an inline script and counts its renders:
// development and production run the same steps, the page cache included.

describe.each([
  { mode: "production", production: true, policy: "content-security-policy" },
  { mode: "development", production: false, policy: "content-security-policy-report-only" },
])("in $mode", ({ production, policy }) => {
  const log: string[] = [];
  const renders: string[] = [];
  const app: RequestHandler = (request, response) => {
    renders.push(`${request.method} ${request.url}`);
    if (request.method === "POST") return void response.redirect(303, "/thank-you");
    const nonce = response.locals.cspNonce as string;
    response.type("html").send(`<!doctype html><html><script nonce="${nonce}">hydrate()</script></html>`);
  };
  const files = express.static("/nonexistent");
  const pageCache = new PageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 });
  const pipeline = requestPipeline({
    production,
    files,
    app,
    pageCache,
    nextPublication: () => Promise.resolve(null),
    logStream: { write: (line) => void log.push(line.trim()) },
  });
  let server: Server;
  let origin = "";
  beforeAll(async () => {
    server = createServer(pipeline).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** Asks for the page until it comes from the cache (a copy is stored once compressed). */
  async function cachedPage(path: string) {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const response = await fetch(`${origin}${path}`);
      await response.arrayBuffer();
      if (response.headers.get("x-cache") === "hit") return response;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${path} never came from the cache`);
  }

  test("an anonymous page is rendered once, then sent from the cache, each answer with its log line", async () => {
    const hit = await cachedPage("/services?utm_source=one");
    const again = await fetch(`${origin}/services?utm_source=one`);
    expect(again.headers.get("x-cache")).toBe("hit");
    expect(renders.filter((render) => render === "GET /services?utm_source=one")).toHaveLength(1);
    // The copy's policy allows its script by hash, in either mode's policy header.
    expect(hit.headers.get(policy)).toMatch(/'sha256-[^']+'/);
    expect(hit.headers.get(policy)).not.toContain("nonce-");
    expect(await again.text()).not.toContain("nonce=");
    const lines = log.filter((line) => line.startsWith("GET /services?utm_source=one 200"));
    expect(lines.length).toBeGreaterThanOrEqual(2);
  });

  test("a request the guards refuse gets its 4xx, with its log line, even when its page has a copy", async () => {
    await cachedPage("/services?utm_source=two");
    const refused = await fetch(`${origin}/services?utm_source=two`, {
      headers: { "X-Forwarded-Host": "vitrine.example/elsewhere" },
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get("x-cache")).toBeNull();
    expect(refused.headers.get("x-content-type-options")).toBe("nosniff");
    expect(log.some((line) => line.startsWith("GET /services?utm_source=two 400"))).toBe(true);
  });

  test("a visitor with a session and a form's post reach the app every time, through the same steps", async () => {
    await cachedPage("/services?utm_source=three");
    const signedIn = await fetch(`${origin}/services?utm_source=three`, {
      headers: { Cookie: `${SESSION_COOKIE}=someone` },
    });
    expect(signedIn.headers.get("x-cache")).toBeNull();
    // A fresh nonce per response, the same in its policy and its scripts.
    const nonce = /'nonce-([^']+)'/.exec(signedIn.headers.get(policy) ?? "")?.[1];
    expect(await signedIn.text()).toContain(`nonce="${nonce}"`);

    const posted = await fetch(`${origin}/contact`, {
      method: "POST",
      body: new URLSearchParams({ name: "Élise" }),
      redirect: "manual",
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get(policy)).toContain("'nonce-");
    expect(posted.headers.get("x-frame-options")).toBe("DENY");
    expect(renders.filter((render) => render === "POST /contact")).toHaveLength(1);
    expect(log.some((line) => line.startsWith("POST /contact 303"))).toBe(true);
  });
});

describe("form posts in turns", () => {
  const TURNS = 2;
  let inside = 0;
  let mostInside = 0;
  const entered: string[] = [];
  const held: (() => void)[] = [];
  // Remix's stand-in reads the body as @remix-run/express does, then waits to be let go.
  const app: RequestHandler = (request, response) => {
    void (async () => {
      const body = await new Response(createReadableStreamFromReadable(request)).text();
      const name = new URLSearchParams(body).get("name") ?? "";
      inside += 1;
      mostInside = Math.max(mostInside, inside);
      entered.push(name);
      await new Promise<void>((resolve) => held.push(resolve));
      inside -= 1;
      response.type("text").send(name);
    })();
  };
  const pipeline = requestPipeline({
    production: true,
    files: express.static("/nonexistent"),
    app,
    pageCache: new PageCache({ ttlMs: 60_000, maxBytes: 1024 * 1024 }),
    nextPublication: () => Promise.resolve(null),
    formPostTurns: TURNS,
    logStream: { write: () => undefined },
  });
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer(pipeline).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** A url-encoded post over its own connection; its body is sent whole unless `partly`. */
  function post(name: string, { partly = false } = {}) {
    const body = new URLSearchParams({ name }).toString();
    const request = httpRequest({
      port,
      host: "127.0.0.1",
      method: "POST",
      path: "/contact",
      agent: false,
      headers: {
        Host: `127.0.0.1:${port}`,
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": Buffer.byteLength(body),
      },
    });
    const answer = new Promise<string>((resolve, reject) => {
      request.on("response", (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve(text));
      });
      request.on("error", reject);
    });
    if (partly) request.write(body.slice(0, 3));
    else request.end(body);
    return { answer, finish: () => request.end(body.slice(3)) };
  }

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  test(`at most ${TURNS} posts are in the app at once, the others let in in the order they came`, async () => {
    const names = ["one", "two", "three", "four", "five", "six"];
    const answers: Promise<string>[] = [];
    for (const name of names) {
      answers.push(post(name).answer);
      // Each post is read before the next is sent: the order they came is known.
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    await until(() => entered.length === TURNS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(entered).toEqual(["one", "two"]);
    while (entered.length < names.length || held.length > 0) {
      await until(() => held.length > 0);
      held.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await Promise.all(answers)).toEqual(names);
    expect(entered).toEqual(names);
    expect(mostInside).toBe(TURNS);
  });

  test("a post whose body stops coming holds no turn", async () => {
    entered.length = 0;
    const slow = post("slow", { partly: true });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const quick = ["a", "b", "c"].map((name) => post(name).answer);
    for (let answered = 0; answered < 3; answered += 1) {
      await until(() => held.length > 0);
      held.shift()!();
    }
    expect(await Promise.all(quick)).toEqual(["a", "b", "c"]);
    slow.finish();
    await until(() => held.length > 0);
    held.shift()!();
    expect(await slow.answer).toBe("slow");
    expect(entered).toEqual(["a", "b", "c", "slow"]);
  });
});
