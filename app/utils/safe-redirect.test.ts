import { describe, expect, test } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  test.each([
    ["/dashboard", "/dashboard"],
    ["/en/media?x=1", "/en/media?x=1"],
    ["/en/blog#top", "/en/blog#top"],
    // Encoded slashes stay a path of this site: browsers do not decode them in Location.
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
    ["/..//evil.example", "/..//evil.example"],
  ])("%s is a path of the site: kept", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });

  test.each([
    // Browsers drop tabs and newlines from URLs: /<TAB>/evil.example is //evil.example.
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "/ /evil.example",
    "/\u00a0/evil.example",
    // Browsers read a backslash as a slash.
    "/\\evil.example",
    "/\\/evil.example",
    "\\\\evil.example",
    "//evil.example",
    "///evil.example",
    "//[",
    "https://evil.example/",
    "http:evil.example",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    // Control characters cannot go in a header (a 500 before) and mean nothing in a path.
    "/\u0001x",
    "/x\u0000",
    "/x\u007f",
    "/x\u0085",
    "dashboard",
    "?x=1",
    "",
  ])("%j falls back", (to) => {
    expect(safeRedirect(to)).toBe("/");
  });

  test("anything but a string falls back; the fallback can be given", () => {
    expect(safeRedirect(null)).toBe("/");
    expect(safeRedirect(new File(["/x"], "x.txt"))).toBe("/");
    expect(safeRedirect(undefined, "/en")).toBe("/en");
  });
});
