import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createServer, type Server } from "node:http";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { PageCache } from "../app/platform/page-cache.server";
import { requestPipeline } from "./pipeline";

// The page cache's keys and copies in the one way in (docs/decisions/042), with a stand-in
// for Remix that echoes its URL's query where the app does (a form posting to its page,
// the language toggle, a notice's return address) and serves a sitemap.

const renders: string[] = [];
let sitemapVersion = 1;
const escapeAttribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;");
const app: RequestHandler = (request, response) => {
  renders.push(request.url);
  const url = new URL(request.url, "http://localhost");
  if (url.pathname === "/sitemap.xml") {
    response.set("Cache-Control", "public, max-age=3600").type("application/xml");
    return void response.send(`<?xml version="1.0"?><urlset><url>v${sitemapVersion}</url></urlset>`);
  }
  const nonce = response.locals.cspNonce as string;
  const here = escapeAttribute(`${url.pathname}${url.search}`);
  response.type("html").send(
    [
      `<!doctype html><html><body><a href="/en${here}">EN</a><a href="/contact">Contact</a>`,
      `<form method="post" action="${here}"><input type="hidden" name="redirectTo" value="${here}"></form>`,
      // A page of some size that hardly compresses, so that a few hundred fill a small cache.
      `<p>${randomBytes(3000).toString("base64")}</p>`,
      `<script nonce="${nonce}">hydrate()</script></body></html>`,
    ].join(""),
  );
};
const pageCache = new PageCache({ ttlMs: 60_000, maxBytes: 256 * 1024 });
let server: Server;
let origin = "";
beforeAll(async () => {
  const pipeline = requestPipeline({
    production: true,
    files: express.static("/nonexistent"),
    app,
    pageCache,
    nextPublication: () => Promise.resolve(null),
    logStream: { write: () => undefined },
  });
  server = createServer(pipeline).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  pageCache.invalidate();
  renders.length = 0;
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers, redirect: "manual" });
  return { response, body: await response.text() };
}

/** Asks until the answer comes from the cache (a copy is stored once compressed). */
async function cached(path: string, headers: Record<string, string> = {}) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await get(path, headers);
    if (answer.response.headers.get("x-cache") === "hit") return answer;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${path} never came from the cache`);
}

const formAction = (html: string) => /<form method="post" action="([^"]*)"/.exec(html)?.[1];

test("campaign tags and click ids share one copy of a page, whose echoes of the query are each visitor's own", async () => {
  await cached("/contact?utm_source=newsletter&gclid=first-click");
  const query = "?utm_source=google&utm_medium=cpc&utm_campaign=hiver&fbclid=IwAR&msclkid=42&gclid=second-click";
  for (const encoding of ["br", "gzip", "identity"]) {
    const { response, body } = await get(`/contact${query}`, { "Accept-Encoding": encoding });
    expect(response.headers.get("x-cache")).toBe("hit");
    expect(response.headers.get("content-encoding")).toBe(encoding === "identity" ? null : encoding);
    expect(formAction(body)).toBe(`/contact${query.replaceAll("&", "&amp;")}`);
    expect(body).toContain(`href="/en/contact${query.replaceAll("&", "&amp;")}"`);
    expect(body).toContain(`name="redirectTo" value="/contact${query.replaceAll("&", "&amp;")}"`);
    expect(body).not.toContain("newsletter");
    expect(body).not.toContain("first-click");
    expect(body).not.toContain("nonce=");
    // The copy's policy still allows its script: the query is never inside one.
    expect(response.headers.get("content-security-policy")).toMatch(/'sha256-[^']+'/);
  }
  expect(renders.filter((url) => url.startsWith("/contact"))).toHaveLength(1);
  // A page without tags is its own copy, rendered once, its echoes bare.
  const bare = await cached("/contact");
  expect(formAction(bare.body)).toBe("/contact");
  expect(renders.filter((url) => url.startsWith("/contact"))).toHaveLength(2);
});

test("a browser's copy of a page with tags is current for that query only", async () => {
  const first = await cached("/services?utm_source=a");
  const etag = first.response.headers.get("etag") ?? "";
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect((await get("/services?utm_source=a", { "If-None-Match": etag })).response.status).toBe(304);
  expect((await get("/services?utm_source=b", { "If-None-Match": etag })).response.status).toBe(200);
});

test("random campaign values cannot push the real pages out of the cache", async () => {
  await cached("/");
  await cached("/services");
  for (let visit = 0; visit < 200; visit += 1) {
    await get(`/services/seo?utm_source=${randomBytes(6).toString("hex")}&gclid=${visit}`);
  }
  expect((await get("/")).response.headers.get("x-cache")).toBe("hit");
  expect((await get("/services")).response.headers.get("x-cache")).toBe("hit");
  expect(renders.filter((url) => url.startsWith("/services/seo")).length).toBeLessThan(10);
});

test("a page number not written as the list writes it, or on a page without pages, is never stored", async () => {
  await cached("/blog?page=2");
  const odd = [
    "/blog?page=02",
    "/blog?page=abc",
    "/blog?page=0",
    "/blog?page=1",
    "/blog?page=2&page=3",
    "/contact?page=2",
  ];
  for (const path of odd) {
    for (let visit = 0; visit < 3; visit += 1) {
      const { response } = await get(path);
      expect(response.headers.get("x-cache")).toBeNull();
    }
    expect(renders.filter((url) => url === path)).toHaveLength(3);
  }
});

test("the sitemap is kept like a page, with its own Cache-Control, until the pages are emptied", async () => {
  const hit = await cached("/sitemap.xml");
  expect(hit.body).toContain("<url>v1</url>");
  expect(hit.response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  expect(hit.response.headers.get("cache-control")).toBe("public, max-age=3600");
  expect(hit.response.headers.get("vary")).toBe("Accept-Encoding");
  expect(renders.filter((url) => url === "/sitemap.xml")).toHaveLength(1);
  sitemapVersion = 2;
  pageCache.invalidate();
  expect((await cached("/sitemap.xml")).body).toContain("<url>v2</url>");
  // With a query, it is rendered.
  expect((await get("/sitemap.xml?x=1")).response.headers.get("x-cache")).toBeNull();
});
