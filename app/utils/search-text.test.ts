import { describe, expect, test } from "vitest";
import { normalizeForSearch } from "./search-text";

describe("normalizeForSearch", () => {
  test("drops accents and case", () => {
    expect(normalizeForSearch("Référencement À ÉTÉ Çà")).toBe("referencement a ete ca");
  });
});
