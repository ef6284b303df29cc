import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInstance } from "i18next";
import { describe, expect, test } from "vitest";
import { i18nConfig } from "~/i18n";
import { resources, serverTexts } from "~/i18n.server";
import { languages } from "~/utils/locale";

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe("locale files", () => {
  const namespaces = (language: string) => readdirSync(path.resolve("locales", language)).sort();

  test("both languages have the same namespaces, all bundled", () => {
    expect(namespaces("en")).toEqual(namespaces("fr"));
    for (const language of languages) {
      expect(Object.keys(resources[language] ?? {}).sort()).toEqual(
        namespaces(language).map((file) => file.replace(/\.json$/, "")),
      );
    }
  });

  test.each(namespaces("fr"))("%s has the same keys in French and English, none empty", (file) => {
    const read = (language: string) =>
      JSON.parse(readFileSync(path.resolve("locales", language, file), "utf8")) as Record<string, unknown>;
    const french = read("fr");
    const english = read("en");
    expect(keysOf(english).sort()).toEqual(keysOf(french).sort());
    for (const language of [french, english]) {
      for (const key of keysOf(language)) {
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        expect(typeof value === "string" && value.trim().length > 0, key).toBe(true);
      }
    }
  });
});

/** Every text of a locale file, by its full key. */
function textsOf(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => textsOf(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * Placeholders that may stand in a text no count chooses: words, or numbers no noun agrees
 * with (a page number, a version number, a year, a rating, a percentage, a signed change).
 * A number a noun agrees with is `{{count}}`, or stands in a text of an `_one`/`_other`
 * pair, so that the language's plural rules choose the text ("1 demande", "0 demande",
 * "2 demandes").
 */
const notCounts = new Set([
  ...["name", "email", "date", "city", "link", "title", "type", "service", "error", "editor", "url", "week"],
  ...["suggestion", "role", "reference", "query", "kind", "company", "author", "size", "summary", "validity", "label"],
  ...["folder", "subject", "used", "quota", "phone", "address", "text", "received", "due", "since", "time", "provider"],
  ...["files", "projects", "page", "total", "year", "rating", "value", "change"],
  // The content editor's: a language's name, an entry's version, a list item's rank, field names.
  ...["language", "version", "number", "fields"],
  // The opening hours in words (app/utils/opening-hours.ts): days, and times of day.
  ...["days", "day", "from", "to", "times", "opens", "closes", "hour", "minutes", "period"],
]);

describe("counts: a number a noun agrees with goes through the plural rules", () => {
  for (const language of languages) {
    test(`${language}: {{count}} and any other number a noun agrees with stand in _one/_other pairs`, () => {
      const wrong: string[] = [];
      for (const [namespace, texts] of Object.entries(resources[language] ?? {})) {
        const all = new Map(textsOf(texts));
        for (const [key, text] of all) {
          for (const [, placeholder = ""] of text.matchAll(/\{\{(.+?)\}\}/g)) {
            const name = placeholder.trim();
            const base = /^(.*)_(one|other)$/.exec(key)?.[1];
            const paired = base !== undefined && all.has(`${base}_one`) && all.has(`${base}_other`);
            if (!paired && (name === "count" || !notCounts.has(name))) wrong.push(`${namespace}:${key} {{${name}}}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }
});

describe("translation rules: French is the reference, English falls back to it", () => {
  async function translator(language: string) {
    const i18n = createInstance();
    await i18n.init({
      ...i18nConfig,
      lng: language,
      resources: {
        fr: { common: { onlyInFrench: "Seulement en français", greeting: "Bonjour {{name}}" } },
        en: { common: { greeting: "Hello {{name}}" } },
      },
    });
    return i18n.t.bind(i18n) as (key: string, options?: Record<string, string>) => string;
  }

  test("a text missing in English falls back to French", async () => {
    expect((await translator("en"))("onlyInFrench")).toBe("Seulement en français");
  });

  test("a text missing in both languages shows its key", async () => {
    expect((await translator("en"))("nowhere.to.be.found")).toBe("nowhere.to.be.found");
    expect((await translator("fr"))("nowhere.to.be.found")).toBe("nowhere.to.be.found");
  });

  test("{{name}} replacements are filled, and not HTML-escaped twice", async () => {
    expect((await translator("en"))("greeting", { name: "Ana & Co" })).toBe("Hello Ana & Co");
    expect((await translator("fr"))("greeting", { name: "Zoé" })).toBe("Bonjour Zoé");
  });
});

describe("the texts a page carries in its document", () => {
  const keysAnywhere = (value: unknown): string[] =>
    typeof value === "object" && value !== null
      ? Object.entries(value).flatMap(([key, child]) => [key, ...keysAnywhere(child)])
      : [];

  test("only the route's namespaces, in the page's language, without the meta its loaders read", () => {
    const texts = JSON.parse(serverTexts.documentTexts("en", ["common", "home", "absent"])) as Record<string, unknown>;
    expect(Object.keys(texts)).toEqual(["common", "home"]);
    expect(keysAnywhere(texts)).not.toContain("meta");
    const home = resources.en?.home as { hero: unknown; meta: unknown };
    expect((texts.home as { hero: unknown }).hero).toEqual(home.hero);
    expect(home.meta).toBeDefined();
  });

  test("a text cannot end the script element that holds it", () => {
    const french = (resources.fr ??= {});
    french["test-markup"] = { text: "</script><script>alert(1)</script>" };
    try {
      const json = serverTexts.documentTexts("fr", ["test-markup"]);
      expect(json).not.toContain("<");
      expect(JSON.parse(json)).toEqual({ "test-markup": { text: "</script><script>alert(1)</script>" } });
    } finally {
      delete french["test-markup"];
    }
  });
});
