import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PageCache } from "../app/platform/page-cache.server";
import { SESSION_COOKIE, TOAST_COOKIE } from "../app/utils/cookie-names";
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
    // As a resource route whose answer is the same for everyone (a media file, robots.txt).
    if (request.path === "/public-file") return void response.set("Cache-Control", "public, max-age=60").send("file");
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

  test("whatever the app answers a request with a session is private and not stored; anonymous pages keep their caching", async () => {
    const session = { Cookie: `${SESSION_COOKIE}=someone` };
    for (const path of ["/", "/contact", "/_root.data", "/contact.data"]) {
      const signedIn = await fetch(`${origin}${path}`, { headers: session });
      expect(signedIn.headers.get("cache-control"), path).toBe("private, no-store");
      expect(signedIn.headers.get("vary"), path).toMatch(/\bCookie\b/);
    }
    const toast = await fetch(`${origin}/contact`, { headers: { Cookie: `${TOAST_COOKIE}=saved` } });
    expect(toast.headers.get("cache-control")).toBe("private, no-store");
    const posted = await fetch(`${origin}/contact`, { method: "POST", headers: session, redirect: "manual" });
    expect(posted.headers.get("cache-control")).toBe("private, no-store");
    // An answer its route declares the same for everyone keeps its caching.
    const file = await fetch(`${origin}/public-file`, { headers: session });
    expect(file.headers.get("cache-control")).toBe("public, max-age=60");
    // Anonymous: the page cache's headers (docs/decisions/026), unchanged.
    const anonymous = await cachedPage("/contact?utm_source=four");
    expect(anonymous.headers.get("cache-control")).toBe("private, no-cache");
    expect(anonymous.headers.get("vary")).toBe("Accept-Encoding, Cookie");
  });
});
