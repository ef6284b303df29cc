import { describe, expect, test } from "vitest";
import { frenchSpacing, frenchSpacingInHtml, typeset, typesetTexts } from "~/utils/french-typography";

const nbsp = "\u00a0";
const narrow = "\u202f";

describe("French spacing", () => {
  test("the space before : and » and after « is a no-break space; before ; ! ? a narrow one", () => {
    expect(frenchSpacing("Note : « Bonjour » ; vraiment ? Oui !")).toBe(
      `Note${nbsp}: «${nbsp}Bonjour${nbsp}»${narrow}; vraiment${narrow}? Oui${narrow}!`,
    );
  });

  test("several spaces or a line break become one no-break space", () => {
    expect(frenchSpacing("Pourquoi  ?\nParce que\n:")).toBe(`Pourquoi${narrow}?\nParce que${nbsp}:`);
  });

  test("no space is added where the author typed none, and addresses, times and emphatic marks stay", () => {
    for (const text of ["https://vitrine.ca/blog?page=2", "10:30", "Bravo!", "a:hover", "Quoi?!"]) {
      expect(frenchSpacing(text)).toBe(text);
    }
  });

  test("English is left as written; French locale texts are typeset, nested and in lists", () => {
    expect(typeset("en", "Why ?")).toBe("Why ?");
    expect(typeset("fr", "Pourquoi ?")).toBe(`Pourquoi${narrow}?`);
    expect(typesetTexts("fr", { a: { b: "Oui !", list: ["Non ?", 3] } })).toEqual({
      a: { b: `Oui${narrow}!`, list: [`Non${narrow}?`, 3] },
    });
    const english = { a: "Yes !" };
    expect(typesetTexts("en", english)).toBe(english);
  });
});

describe("French spacing in a post's HTML", () => {
  test("text between tags is typeset, across inline elements", () => {
    expect(frenchSpacingInHtml("<p><strong>Attention</strong> : lisez « ceci » !</p>")).toBe(
      `<p><strong>Attention</strong>${nbsp}: lisez «${nbsp}ceci${nbsp}»${narrow}!</p>`,
    );
  });

  test("attributes are never changed, even with ' :' or ' ?' in them", () => {
    const html = '<a href="https://x.ca/?q=a" title="Vraiment ? Oui : non">lien</a> <img alt="Quoi ?" src="/a.png">';
    expect(frenchSpacingInHtml(html)).toBe(html);
  });

  test("code and preformatted text stay as typed", () => {
    const code = "<pre><code>a :hover { color : red; }\nquoi ?</code></pre><p>Fin ?</p>";
    expect(frenchSpacingInHtml(code)).toBe(
      `<pre><code>a :hover { color : red; }\nquoi ?</code></pre><p>Fin${narrow}?</p>`,
    );
    expect(frenchSpacingInHtml("<p>Tapez <code>x ? y : z</code> puis ceci : </p>")).toBe(
      `<p>Tapez <code>x ? y : z</code> puis ceci${nbsp}: </p>`,
    );
  });
});
