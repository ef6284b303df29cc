import { describe, expect, test } from "vitest";
import { localizedRoutes } from "~/config/routes";
import { services } from "~/config/site";
import {
  languageFromPathname,
  localizePath,
  otherLanguage,
  renamedEnglishPath,
  stripLanguage,
  type Language,
} from "./locale";

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

describe("English paths in English words", () => {
  test("a French path and its English path translate into each other, with the service's slug", () => {
    const pairs: Array<[string, string]> = [
      ["/a-propos", "/en/about"],
      ["/etudes-de-cas", "/en/case-studies"],
      ["/audit-gratuit", "/en/free-audit"],
      ["/galerie", "/en/gallery"],
      ["/rendez-vous", "/en/appointment"],
      ["/mentions-legales", "/en/legal"],
      ["/glossaire", "/en/glossary"],
      ["/services/creation-sites-web", "/en/services/web-design"],
      ["/services/publicite-google-meta/montreal", "/en/services/google-meta-ads/montreal"],
      ["/services/creation-de-contenu/trois-rivieres", "/en/services/content-creation/trois-rivieres"],
      ["/services/seo/quebec", "/en/services/seo/quebec"],
      ["/blog/rss.xml", "/en/blog/rss.xml"],
      ["/admin/leads/export.csv", "/en/admin/leads/export.csv"],
    ];
    for (const [french, english] of pairs) {
      expect(localizePath(french, "en")).toBe(english);
      expect(localizePath(english, "fr")).toBe(french);
      expect(stripLanguage(english)).toBe(french);
    }
  });

  test("keeps the query and the hash, and leaves what is no screen as it is", () => {
    expect(localizePath("/galerie?page=2#top", "en")).toBe("/en/gallery?page=2#top");
    expect(localizePath("/en/glossary?q=seo", "fr")).toBe("/glossaire?q=seo");
    expect(localizePath("/blog/un-article", "en")).toBe("/en/blog/un-article");
    expect(localizePath("/nulle-part/ici", "en")).toBe("/en/nulle-part/ici");
    expect(localizePath("/services/inconnu", "en")).toBe("/en/services/inconnu");
  });

  test("every English address of before, in French words, has a new one; no current address does", () => {
    expect(renamedEnglishPath("/en/a-propos")).toBe("/en/about");
    expect(renamedEnglishPath("/en/services/creation-sites-web/montreal")).toBe("/en/services/web-design/montreal");
    expect(renamedEnglishPath("/en/services/publicite-google-meta")).toBe("/en/services/google-meta-ads");
    const samples = (language: Language): Record<string, string[]> => ({
      serviceSlug: services.map((service) => (language === "fr" ? service.slug : service.englishSlug)),
      citySlug: ["montreal", "trois-rivieres"],
      slug: ["un-article", "a-post"],
      leadId: ["3f0c"],
    });
    const filled = (pattern: string, language: Language): string[] => {
      const name = /:(\w+)/.exec(pattern)?.[1];
      if (!name) return [pattern];
      const values = samples(language)[name] ?? [];
      return values.flatMap((value) => filled(pattern.replace(`:${name}`, value), language));
    };
    for (const [french, english] of localizedRoutes.filter(([path]) => path !== "*")) {
      for (const path of filled(english, "en")) {
        expect(renamedEnglishPath(path ? `/en/${path}` : "/en")).toBeUndefined();
      }
      for (const path of filled(french, "fr")) {
        const renamed = renamedEnglishPath(path ? `/en/${path}` : "/en");
        const current = localizePath(`/${path}`, "en");
        expect(renamed ?? current).toBe(current);
      }
      for (const path of filled(french, "fr")) expect(renamedEnglishPath(`/${path}`)).toBeUndefined();
    }
    expect(renamedEnglishPath("/en/nowhere")).toBeUndefined();
    expect(renamedEnglishPath("/en/blog/")).toBeUndefined();
  });
});
