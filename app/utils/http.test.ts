import { describe, expect, test } from "vitest";
import { combineHeaders, readCookie, safeRedirect } from "./http";

describe("safeRedirect", () => {
  test.each([
    ["/dashboard", "/dashboard"],
    ["/en/media?x=1", "/en/media?x=1"],
    ["https://evil.example/", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["dashboard", "/"],
    ["", "/"],
    [null, "/"],
  ])("%s goes to %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  test("uses the given fallback", () => {
    expect(safeRedirect(undefined, "/en")).toBe("/en");
  });
});

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
