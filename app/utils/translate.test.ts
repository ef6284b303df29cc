import { describe, expect, test } from "vitest";
import { getFixedT, resources } from "~/i18n.server";
import { languages } from "~/utils/locale";
import { translate, type Texts, type TranslateOptions } from "~/utils/translate";

/** Every key of a namespace, objects and arrays included, without the plural suffixes. */
function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  return [...(prefix ? [prefix] : []), ...children].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, ""));
}

/** Options that fill every placeholder of the namespace's texts, with and without a count. */
function optionSets(texts: Texts): TranslateOptions[] {
  const names = new Set([...JSON.stringify(texts).matchAll(/\{\{(.+?)\}\}/g)].map(([, name = ""]) => name.trim()));
  const values = Object.fromEntries([...names].filter((name) => name !== "count").map((name) => [name, `<${name}>`]));
  return [{}, values, ...[0, 1, 2, 5].map((count) => ({ ...values, count })), { ...values, returnObjects: true }];
}

describe("translate gives what i18next gives the loaders", () => {
  for (const language of languages) {
    for (const [namespace, texts] of Object.entries(resources[language] ?? {}) as [string, Texts][]) {
      test(`${language}/${namespace}: every key, with and without values, counts and objects`, () => {
        const t = getFixedT(language, namespace as "common") as unknown as (key: string, options?: object) => unknown;
        const keys = [...new Set(keysOf(texts))];
        for (const options of optionSets(texts)) {
          for (const key of keys) {
            // i18next answers a key that holds an object, without returnObjects, with a warning text.
            if (
              !options.returnObjects &&
              typeof translate(texts, language, key, { returnObjects: true }) === "object"
            ) {
              continue;
            }
            expect(translate(texts, language, key, options), `${key} ${JSON.stringify(options)}`).toEqual(
              t(key, options),
            );
          }
        }
      });
    }
  }

  test("a missing text shows its default value, filled, or else its key", () => {
    const texts = { greeting: "Bonjour {{name}}" };
    expect(translate(texts, "fr", "nowhere.to.be.found")).toBe("nowhere.to.be.found");
    expect(translate(texts, "fr", "missing", { defaultValue: "Salut {{name}}", name: "Léa" })).toBe("Salut Léa");
    expect(translate(texts, "fr", "greeting")).toBe("Bonjour {{name}}");
    expect(translate(texts, "fr", "greeting", { name: "<b>Léa</b>" })).toBe("Bonjour <b>Léa</b>");
  });

  test("plural forms follow the language: zero is singular in French, plural in English", () => {
    const texts = { files_one: "{{count}} file", files_other: "{{count}} files" };
    expect(translate(texts, "fr", "files", { count: 0 })).toBe("0 file");
    expect(translate(texts, "en", "files", { count: 0 })).toBe("0 files");
    expect(translate(texts, "en", "files", { count: 1 })).toBe("1 file");
  });
});
