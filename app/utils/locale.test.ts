import { describe, expect, test } from "vitest";
import { languageFromPathname, localizePath, otherLanguage, stripLanguage } from "./locale";

describe("languageFromPathname", () => {
  test.each([
    ["/", "fr"],
    ["/contact", "fr"],
    ["/en", "en"],
    ["/en/", "en"],
    ["/en/services/seo", "en"],
    ["/english", "fr"],
    ["/xx/contact", "fr"],
    ["/fr/contact", "fr"],
  ])("%s is %s", (pathname, language) => {
    expect(languageFromPathname(pathname)).toBe(language);
  });
});

describe("localizePath", () => {
  test("prefixes English paths with /en and leaves French ones alone", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/contact", "en")).toBe("/en/contact");
    expect(localizePath("/services/seo", "fr")).toBe("/services/seo");
    expect(localizePath("/", "fr")).toBe("/");
  });

  test("switches an already localized path to the other language", () => {
    expect(localizePath("/en/blog", "fr")).toBe("/blog");
    expect(localizePath("/en", "fr")).toBe("/");
    expect(localizePath("/en/blog", "en")).toBe("/en/blog");
  });

  test("does not mistake a path that merely starts with en for English", () => {
    expect(localizePath("/entreprise", "en")).toBe("/en/entreprise");
    expect(stripLanguage("/entreprise")).toBe("/entreprise");
  });
});

test("the toggle targets the other language", () => {
  expect(otherLanguage("fr")).toBe("en");
  expect(otherLanguage("en")).toBe("fr");
});
