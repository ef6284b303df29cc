import { expect, test } from "vitest";
import { linksIn } from "./links";

test("a message's links: its text's, without a sentence's last punctuation, then its HTML's others, once each", () => {
  expect(
    linksIn({
      text: "Ouvrez https://a.example/x?token=1&lang=fr. Ou (https://a.example/login), ou https://a.example/x?token=1&lang=fr!",
      html: `<a href="https://a.example/x?token=1&amp;lang=fr">x</a> <a class='b' href='https://a.example/&#x61;&#98;'>y</a> <a href="mailto:z@a.example">z</a>`,
    }),
  ).toEqual(["https://a.example/x?token=1&lang=fr", "https://a.example/login", "https://a.example/ab"]);
  expect(linksIn({ text: "Aucun lien." })).toEqual([]);
});
