import { expect, test } from "vitest";
import { isNotModified, publicPageCacheHeaders } from "./http-cache.server";

const url = "http://localhost/blog?page=2";
/** A post published after the server started: Last-Modified is its date. */
const lastModified = new Date(Math.floor(Date.now() / 1000) * 1000 + 86_400_000);

function etagFor(cookie?: string, version = "v1") {
  const request = new Request(url, { headers: cookie ? { Cookie: cookie } : {} });
  return publicPageCacheHeaders(request, { version, lastModified }).get("ETag");
}

test("an anonymous visitor's page gets a weak ETag, Last-Modified and no-cache", () => {
  const headers = publicPageCacheHeaders(new Request(url), { version: "v1", lastModified });
  expect(headers.get("ETag")).toMatch(/^W\/"[\w-]+"$/);
  expect(headers.get("Last-Modified")).toBe(lastModified.toUTCString());
  expect(headers.get("Cache-Control")).toBe("private, no-cache");
});

test("the ETag changes with the content and with the cookie banner's state", () => {
  expect(etagFor()).toBe(etagFor());
  expect(etagFor(undefined, "v2")).not.toBe(etagFor());
  expect(etagFor("cookie_consent=true")).not.toBe(etagFor());
});

test("Last-Modified is never older than the server's start, so a deploy is seen by If-Modified-Since", () => {
  const old = new Date("2020-01-01T00:00:00Z");
  const headers = publicPageCacheHeaders(new Request(url), { version: "v1", lastModified: old });
  expect(Date.parse(headers.get("Last-Modified") ?? "")).toBeGreaterThan(old.getTime());
});

test("a signed-in visitor or a pending toast gets no validator: the page is personal", () => {
  expect(etagFor("vitrine_session=abc")).toBeNull();
  expect(etagFor("vitrine_toast=abc")).toBeNull();
});

test("a matching If-None-Match, weak or strong, or a later If-Modified-Since is not modified", () => {
  const headers = publicPageCacheHeaders(new Request(url), { version: "v1", lastModified });
  const etag = headers.get("ETag") ?? "";
  const conditional = (values: Record<string, string>, method = "GET") =>
    isNotModified(new Request(url, { method, headers: values }), 200, headers);
  expect(conditional({ "If-None-Match": etag })).toBe(true);
  expect(conditional({ "If-None-Match": `"other", ${etag.replace("W/", "")}` })).toBe(true);
  expect(conditional({ "If-None-Match": '"other"' })).toBe(false);
  expect(conditional({ "If-None-Match": '"other"', "If-Modified-Since": lastModified.toUTCString() })).toBe(false);
  expect(conditional({ "If-Modified-Since": lastModified.toUTCString() })).toBe(true);
  expect(conditional({ "If-Modified-Since": new Date(lastModified.getTime() - 1000).toUTCString() })).toBe(false);
  expect(conditional({ "If-None-Match": etag }, "POST")).toBe(false);
  expect(conditional({})).toBe(false);
  expect(isNotModified(new Request(url, { headers: { "If-None-Match": etag } }), 404, headers)).toBe(false);
});
