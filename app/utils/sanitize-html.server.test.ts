import { describe, expect, test } from "vitest";
import { sanitizePostHtml } from "./sanitize-html.server";

describe("attacks are removed", () => {
  test("script and style elements, with their contents", async () => {
    const html = await sanitizePostHtml(
      '<p>Avant</p><script>alert("x")</script><style>body{display:none}</style><SCRIPT src="https://evil.example/x.js"></SCRIPT><p>Après</p>',
    );
    expect(html).toBe("<p>Avant</p><p>Après</p>");
  });

  test("event handler attributes", async () => {
    const html = await sanitizePostHtml(
      '<img src="/images/a.jpg" alt="A" onerror="alert(1)" /><p onclick="alert(2)" onmouseover="alert(3)">Texte</p>',
    );
    expect(html).toBe('<img src="/images/a.jpg" alt="A" /><p>Texte</p>');
    expect(html).not.toMatch(/on\w+=/i);
  });

  test.each([
    ["javascript:", '<a href="javascript:alert(1)">x</a>'],
    ["mixed-case javascript:", '<a href="JaVaScRiPt:alert(1)">x</a>'],
    ["spaced-out javascript:", '<a href=" \tjava\nscript:alert(1)">x</a>'],
    [
      "decimal-entity javascript:",
      '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    ],
    ["hexadecimal-entity javascript:", '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>'],
    ["&colon; javascript:", '<a href="javascript&colon;alert(1)">x</a>'],
    ["vbscript:", '<a href="vbscript:msgbox(1)">x</a>'],
    ["data:", '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ])("a link with a %s script address loses it", async (_name, link) => {
    expect(await sanitizePostHtml(link)).toBe("<a>x</a>");
  });

  test("images from elsewhere than our media and pictures are dropped: javascript:, data:, other sites", async () => {
    for (const src of [
      "javascript:alert(1)",
      "data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=",
      "https://cdn.example/photo.jpg",
      "//cdn.example/photo.jpg",
      "/admin/posts",
    ]) {
      expect(await sanitizePostHtml(`<p>a</p><img src="${src}" alt="a" />`), src).toBe("<p>a</p>");
    }
    expect(await sanitizePostHtml('<img alt="a" />')).toBe("");
  });

  test("an iframe from an unknown host, or over http, is removed whole", async () => {
    expect(await sanitizePostHtml('<p>a</p><iframe src="https://evil.example/embed"></iframe><p>b</p>')).toBe(
      "<p>a</p><p>b</p>",
    );
    expect(await sanitizePostHtml('<iframe src="https://www.youtube.com.evil.example/embed/x"></iframe>')).toBe("");
    expect(await sanitizePostHtml('<iframe src="http://www.youtube-nocookie.com/embed/x"></iframe>')).toBe("");
    expect(await sanitizePostHtml('<iframe src="/admin"></iframe>')).toBe("");
    expect(await sanitizePostHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe("");
  });

  test("other active or layout-breaking elements and attributes", async () => {
    const html = await sanitizePostHtml(
      '<object data="x.swf"></object><embed src="x.swf" /><form action="/x"><input name="a" /><button>Go</button></form>' +
        '<svg><animate attributeName="href" to="javascript:alert(1)" /></svg><textarea></textarea><xmp></xmp>' +
        '<p style="position:fixed" class="x" id="y">Texte</p><base href="https://evil.example/" /><meta http-equiv="refresh" content="0" />',
    );
    expect(html).toBe("Go<p>Texte</p>");
  });
});

describe("article markup is kept", () => {
  test("headings, paragraphs, lists, emphasis, quotes, code, tables and rules", async () => {
    const article =
      "<h2>Titre</h2><h3>Sous-titre</h3><h4>Détail</h4><p>Un <strong>texte</strong> <em>riche</em><br />sur deux lignes.</p>" +
      "<ul><li>un</li></ul><ol><li>deux</li></ol><blockquote><p>Citation</p></blockquote>" +
      "<pre><code>npm run build</code></pre><hr />" +
      '<table><caption>Budget</caption><thead><tr><th scope="col">Poste</th></tr></thead><tbody><tr><td colspan="2">1 000 €</td></tr></tbody></table>';
    expect(await sanitizePostHtml(article)).toBe(article);
  });

  test("links to pages of the site, mail addresses, and other sites with rel noopener noreferrer", async () => {
    expect(await sanitizePostHtml('<a href="/services/seo" title="SEO" rel="author">SEO</a>')).toBe(
      '<a href="/services/seo" title="SEO">SEO</a>',
    );
    expect(await sanitizePostHtml('<a href="mailto:bonjour@vitrine.example">Écrire</a>')).toBe(
      '<a href="mailto:bonjour@vitrine.example">Écrire</a>',
    );
    expect(await sanitizePostHtml('<a href="https://developers.google.com/search" rel="opener">Google</a>')).toBe(
      '<a href="https://developers.google.com/search" rel="noopener noreferrer">Google</a>',
    );
  });

  test("images and figures with their size", async () => {
    const figure =
      '<figure><img src="/images/blog/local-seo.jpg" alt="Carte" width="640" height="336" /><figcaption>Légende</figcaption></figure>' +
      '<img src="/media-files/owner/0b8c6f0e-photo.png" alt="Photo" />';
    expect(await sanitizePostHtml(figure)).toBe(figure);
  });

  test("a post's h1 becomes an h2 (the title is the page's h1)", async () => {
    expect(await sanitizePostHtml("<h1>Titre</h1>")).toBe("<h2>Titre</h2>");
  });

  test("videos from the allowed players", async () => {
    const youtube =
      '<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Vidéo" width="560" height="315" allowfullscreen></iframe>';
    const vimeo = '<iframe src="https://player.vimeo.com/video/123" title="Video"></iframe>';
    expect(await sanitizePostHtml(youtube)).toBe(youtube);
    expect(await sanitizePostHtml(vimeo)).toBe(vimeo);
  });

  test("the seed posts' markup passes through unchanged", async () => {
    const { frenchPosts } = await import("../../prisma/seed-data/posts.fr");
    const { englishPosts } = await import("../../prisma/seed-data/posts.en");
    for (const post of [...frenchPosts, ...englishPosts]) {
      expect(await sanitizePostHtml(post.content), post.slug).toBe(post.content);
    }
  });
});
