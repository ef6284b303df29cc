import { describe, expect, test } from "vitest";
import { maskPersonalData, normalizeQuestion, QUESTION_MAX_LENGTH, questionText } from "./question-text";

describe("maskPersonalData", () => {
  test("masks e-mail addresses, even partial ones, and keeps the punctuation around them", () => {
    expect(maskPersonalData("écrivez-moi à Jean.Tremblay+seo@clinique-dentaire.ca svp")).toBe(
      "écrivez-moi à [email] svp",
    );
    expect(maskPersonalData("mon courriel (marie@exemple.com).")).toBe("mon courriel ([email]).");
    expect(maskPersonalData("contact: bob@ ou @alice")).toBe("contact: [email] ou [email]");
    expect(maskPersonalData("prix @ 50 $")).toBe("prix @ 50 $");
  });

  test("masks phone numbers in their usual spellings and other long numbers", () => {
    for (const phone of ["418-555-0199", "(418) 555-0199", "+1 418 555 0199", "4185550199", "06 12 34 56 78"]) {
      expect(maskPersonalData(`appelez-moi au ${phone} demain`)).toBe("appelez-moi au [number] demain");
    }
    expect(maskPersonalData("ma carte 4111 1111 1111 1111")).toBe("ma carte [number]");
    expect(maskPersonalData("NAS 123 456 789 ?")).toBe("NAS [number] ?");
  });

  test("keeps numbers of fewer than seven digits: years, prices, hours; not millions", () => {
    expect(maskPersonalData("un budget de 1 000 000 $")).toBe("un budget de [number] $");
    for (const text of [
      "un budget de 25 000 $",
      "a budget of $250,000",
      "SEO en 2026",
      "3 pages pour 1500 $",
      "ouvert de 9 h à 17 h",
    ]) {
      expect(maskPersonalData(text)).toBe(text);
    }
  });

  test("masks Canadian postal codes", () => {
    expect(maskPersonalData("je suis au G1R 2B5 à Québec")).toBe("je suis au [postal code] à Québec");
    expect(maskPersonalData("near h2x1y4")).toBe("near [postal code]");
  });
});

describe("questionText", () => {
  test("trims, collapses spaces and masks", () => {
    expect(questionText("  c'est quoi   le\nROAS ?  ")).toBe("c'est quoi le ROAS ?");
    expect(questionText("rappel 418 555-0199 ou x@y.ca")).toBe("rappel [number] ou [email]");
  });

  test(`keeps at most ${QUESTION_MAX_LENGTH} characters, cut after a whole word`, () => {
    const long = questionText(`${"référencement local ".repeat(30)}fin`);
    expect(long.length).toBeLessThanOrEqual(QUESTION_MAX_LENGTH);
    expect(long).toMatch(/^référencement local .*local…$/);
  });

  test("a long input cut before masking leaves no half address or number behind", () => {
    const padding = "mot ".repeat(240); // 960 characters: the address straddles the first 1,000
    const kept = questionText(`${padding}jean.tremblay@exemple.com 418 555 0199`);
    expect(kept).not.toContain("@");
    expect(kept).not.toMatch(/jean|tremblay|418/);
    // A text with no personal data past the cut is kept as asked, up to the limit.
    expect(questionText("mot ".repeat(300))).toMatch(/^mot mot/);
  });
});

describe("normalizeQuestion", () => {
  test("lower case, accents folded, ligatures spelled out, punctuation and repeated spaces removed", () => {
    expect(normalizeQuestion("C'est quoi le ROAS ?")).toBe("c est quoi le roas");
    expect(normalizeQuestion("  Référencement   à Québec!!! ")).toBe("referencement a quebec");
    expect(normalizeQuestion("Cœur du sujet — l'Æther")).toBe("coeur du sujet l aether");
    expect(normalizeQuestion("???")).toBe("");
  });

  test("two wordings of one question are one", () => {
    expect(normalizeQuestion("Est-ce que je possède mon site ?")).toBe(
      normalizeQuestion("est ce que je possede mon site"),
    );
  });
});
