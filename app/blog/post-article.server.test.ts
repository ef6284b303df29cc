import { expect, test } from "vitest";
import { postArticleData } from "~/blog/post-article.server";
import { getFixedT, resources } from "~/i18n.server";

const post = {
  title: "Pourquoi un site ?",
  excerpt: "Réponse : « oui » !",
  publishedAt: new Date("2026-03-14T12:00:00Z"),
  readTime: 2,
  imageUrl: null,
  content:
    '<p>Voir <a href="https://vitrine.ca/blog?page=2" title="Quoi ? Ceci">ce lien</a> : bien.</p><pre><code>a :hover { color : red }</code></pre>',
};

test("a French post's page shows staff's text with French spacing; its markup, links and code stay as written", async () => {
  const article = await postArticleData({ ...post, lang: "fr" });
  expect(article.title).toBe("Pourquoi un site\u202f?");
  expect(article.excerpt).toBe("Réponse\u00a0: «\u00a0oui\u00a0»\u202f!");
  expect(article.content).toBe(
    '<p>Voir <a href="https://vitrine.ca/blog?page=2" title="Quoi ? Ceci" rel="noopener noreferrer">ce lien</a>\u00a0: bien.</p><pre><code>a :hover { color : red }</code></pre>',
  );
});

test("an English post is left as written", async () => {
  const article = await postArticleData({ ...post, lang: "en" });
  expect(article.title).toBe(post.title);
  expect(article.content).toContain("</a> : bien.");
});

test("French locale texts reach both translators typeset, once", () => {
  expect(getFixedT("fr", "admin")("privacy.erased", { summary: "1 demande" })).toBe("Effacé\u00a0: 1 demande.");
  const texts = resources.fr?.admin as { privacy: { confirmTitle: string } };
  expect(texts.privacy.confirmTitle).toMatch(/\u202f\?$/);
  expect(getFixedT("en", "admin")("privacy.erased", { summary: "1 lead" })).toBe("Erased: 1 lead.");
});
