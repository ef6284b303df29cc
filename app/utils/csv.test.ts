import { expect, test } from "vitest";
import { toCsv } from "./csv";

test("a CSV starts with the UTF-8 byte order mark, ends rows with CRLF and keeps accents", () => {
  const csv = toCsv([
    ["Nom", "Entreprise"],
    ["Zoé Bélanger", "Café Ça-va"],
  ]);
  expect(csv).toBe("\uFEFFNom,Entreprise\r\nZoé Bélanger,Café Ça-va\r\n");
  expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
});

test("commas, quotes and line breaks are quoted; empty values are empty cells", () => {
  expect(toCsv([["a,b", 'il a dit "oui"', "ligne 1\nligne 2", null, undefined, 0.7]])).toBe(
    '\uFEFF"a,b","il a dit ""oui""","ligne 1\nligne 2",,,0.7\r\n',
  );
});

test("a typed value a spreadsheet would run as a formula is kept as text", () => {
  expect(toCsv([['=HYPERLINK("http://x")', "+1 418", "-2", "@SUM(A1)", "ok"]])).toBe(
    '\uFEFF"\'=HYPERLINK(""http://x"")",\'+1 418,\'-2,\'@SUM(A1),ok\r\n',
  );
});
