import { describe, expect, test } from "vitest";
import { searchGlossary, type GlossaryTerm } from "./glossary-search";

const terms: GlossaryTerm[] = [
  { id: "seo", term: "SEO (référencement naturel)", definition: "Positionner un site dans les résultats non payants." },
  { id: "cpc", term: "CPC (coût par clic)", definition: "Montant payé à chaque clic sur une annonce." },
  { id: "ctr", term: "CTR (taux de clics)", definition: "Clics divisés par le nombre d'affichages." },
  { id: "backlink", term: "Backlink", definition: "Lien d'un autre site qui améliore le référencement." },
  { id: "economy", term: "Économie de l'attention", definition: "Tout le monde veut votre temps." },
];

const ids = (found: GlossaryTerm[]) => found.map((item) => item.id);

describe("searchGlossary", () => {
  test("an empty or blank query lists every term, alphabetically for the language", () => {
    // "Économie" sorts with the E words in French, not after Z as a plain comparison would put it.
    expect(ids(searchGlossary(terms, "", "fr"))).toEqual(["backlink", "cpc", "ctr", "economy", "seo"]);
    expect(ids(searchGlossary(terms, "   ", "en"))).toHaveLength(terms.length);
  });

  test("a query without accents finds accented words, in terms and definitions", () => {
    expect(ids(searchGlossary(terms, "referencement", "fr"))).toEqual(["backlink", "seo"]);
  });

  test("an accented or capitalised query finds the same terms", () => {
    expect(ids(searchGlossary(terms, "RÉFÉRENCEMENT", "fr"))).toEqual(["backlink", "seo"]);
    expect(ids(searchGlossary(terms, "cpc", "fr"))).toEqual(["cpc"]);
    expect(ids(searchGlossary(terms, " clic ", "fr"))).toEqual(["cpc", "ctr"]);
  });

  test("a query that matches nothing finds nothing", () => {
    expect(searchGlossary(terms, "blockchain", "fr")).toEqual([]);
  });
});
