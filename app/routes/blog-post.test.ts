import { beforeAll, expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { loadContext } from "../../tests/vitest/factories";
import { loader } from "./blog-post";

const longTitle = "Refaire son site web en six étapes sans perdre son référencement";
const longExcerpt =
  "Inventaire, redirections, contenu et liste de vérification du lancement : la méthode pour une refonte qui améliore votre visibilité au lieu de la compromettre, étape par étape.";

beforeAll(async () => {
  const post = { lang: "fr", content: "<p>x</p>", publishedAt: new Date("2026-01-15T12:00:00Z") };
  await prisma.post.createMany({
    data: [
      { ...post, slug: "court", title: "Planifier vos campagnes des Fêtes", excerpt: "Du Vendredi fou au Boxing Day." },
      { ...post, slug: "long", title: longTitle, excerpt: longExcerpt },
      {
        ...post,
        slug: "avec-seo",
        title: longTitle,
        excerpt: longExcerpt,
        seoTitle: "Refaire son site en six étapes sans perdre son SEO",
        seoDescription: "Inventaire, redirections et contenu : une refonte qui améliore votre visibilité.",
      },
    ],
  });
});

async function metaOf(slug: string) {
  const answer = await loader({
    request: new Request(`http://localhost/blog/${slug}`),
    params: { slug },
    context: loadContext(),
  });
  return answer.data.meta;
}

test("a post's title keeps the blog's name while it fits, its excerpt is its description", async () => {
  expect(await metaOf("court")).toMatchObject({
    title: "Planifier vos campagnes des Fêtes | Blogue Vitrine",
    description: "Du Vendredi fou au Boxing Day.",
  });
});

test("a post's SEO title and description, when it has them, are what a search result shows", async () => {
  const meta = await metaOf("avec-seo");
  expect(meta).toMatchObject({
    title: "Refaire son site en six étapes sans perdre son SEO | Vitrine",
    description: "Inventaire, redirections et contenu : une refonte qui améliore votre visibilité.",
  });
  // The page and its structured data still show the post's own title.
  expect(meta.jsonLd?.[0]).toMatchObject({ headline: longTitle });
});

test("without them, a title or excerpt too long for a search result is cut at a word", async () => {
  expect(await metaOf("long")).toMatchObject({
    title: "Refaire son site web en six étapes sans perdre son…",
    description:
      "Inventaire, redirections, contenu et liste de vérification du lancement : la méthode pour une refonte qui améliore votre visibilité au lieu de la compromettre…",
  });
});
