import { expect, test } from "vitest";
import { cutAtWord, SNIPPET_LIMITS, snippetDescription, snippetTitle } from "./snippet";

const brands = ["Blogue Vitrine", "Vitrine"];
/** A title of exactly `length` characters made of words. */
const titleOf = (length: number) =>
  "Mot "
    .repeat(Math.ceil(length / 4))
    .slice(0, length)
    .trim()
    .padEnd(length, "x");

test("a title keeps the longer brand when the whole fits in 60 characters", () => {
  expect(snippetTitle("Planifier vos campagnes des Fêtes", brands)).toBe(
    "Planifier vos campagnes des Fêtes | Blogue Vitrine",
  );
  const exact = titleOf(60 - " | Blogue Vitrine".length);
  expect(snippetTitle(exact, brands)).toHaveLength(60);
  expect(snippetTitle(exact, brands)).toBe(`${exact} | Blogue Vitrine`);
});

test("a title too long for the longer brand takes the shorter one", () => {
  const title = titleOf(44);
  expect(snippetTitle(title, brands)).toBe(`${title} | Vitrine`);
  expect(snippetTitle(titleOf(50), brands)).toHaveLength(60);
});

test("a title too long for any brand stands alone", () => {
  expect(snippetTitle(titleOf(51), brands)).toBe(titleOf(51));
  expect(snippetTitle(titleOf(60), brands)).toBe(titleOf(60));
});

test("a page's brand is Vitrine unless told otherwise", () => {
  expect(snippetTitle("Nos services")).toBe("Nos services | Vitrine");
});

test("a title over 60 characters alone is cut at a word, with an ellipsis", () => {
  const title = "Expressions québécoises et référencement : parlez comme vos clients";
  expect(snippetTitle(title, brands)).toBe("Expressions québécoises et référencement : parlez comme vos…");
  expect(snippetTitle(title, brands).length).toBeLessThanOrEqual(SNIPPET_LIMITS.titleMax);
});

test("a cut never ends on a space or punctuation before its ellipsis", () => {
  expect(cutAtWord("Audit SEO : la liste de vérification", 13)).toBe("Audit SEO…");
  expect(cutAtWord("Des sites rapides, accessibles", 20)).toBe("Des sites rapides…");
});

test("a cut keeps a word that ends exactly at the limit", () => {
  expect(cutAtWord("abc def ghi", 8)).toBe("abc def…");
  expect(cutAtWord("abc def ghi", 7)).toBe("abc…");
});

test("a single word longer than the limit is cut inside", () => {
  expect(cutAtWord("Référencement", 6)).toBe("Référ…");
});

test("text that fits is only trimmed", () => {
  expect(cutAtWord("  Contact  ", 60)).toBe("Contact");
  expect(snippetTitle(" Contact ")).toBe("Contact | Vitrine");
});

test("a description keeps up to 160 characters, cut at a word beyond", () => {
  const fits = "x".repeat(160);
  expect(snippetDescription(fits)).toBe(fits);
  const long = `${"mot ".repeat(45)}fin.`;
  const cut = snippetDescription(long);
  expect(cut.length).toBeLessThanOrEqual(SNIPPET_LIMITS.descriptionMax);
  expect(cut).toMatch(/^(mot )+mot…$/);
});
