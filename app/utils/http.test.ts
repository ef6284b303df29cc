import { expect, test } from "vitest";
import { combineHeaders, readCookie, retryAfterHeaders } from "./http";

test("combineHeaders keeps every Set-Cookie", () => {
  const headers = combineHeaders({ "Set-Cookie": "a=1" }, null, [["Set-Cookie", "b=2"]]);
  expect(headers.getSetCookie()).toEqual(["a=1", "b=2"]);
});

test("readCookie reads a raw cookie value", () => {
  const request = new Request("http://x/", { headers: { Cookie: "cookie_consent=true; lang=en" } });
  expect(readCookie(request, "cookie_consent")).toBe("true");
  expect(readCookie(request, "lang")).toBe("en");
  expect(readCookie(new Request("http://x/"), "lang")).toBeUndefined();
});

test("retryAfterHeaders passes the action's Retry-After on, with the loader's headers", () => {
  const headers = retryAfterHeaders({
    loaderHeaders: new Headers({ "Cache-Control": "no-store" }),
    actionHeaders: new Headers({ "Retry-After": "42", "X-Other": "kept out" }),
  });
  expect(Object.fromEntries(headers)).toEqual({ "cache-control": "no-store", "retry-after": "42" });
  expect([...retryAfterHeaders({ loaderHeaders: new Headers(), actionHeaders: new Headers() })]).toEqual([]);
});
