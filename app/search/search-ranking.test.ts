import { beforeAll, describe, expect, test } from "vitest";
import { siteContent } from "~/content/site-content.server";
import { siteSearch } from "~/search/site-search.server";
import type { Language } from "~/utils/locale";
import { seedPosts } from "../../prisma/seed-posts";

// The site search's ranking against regressions (docs/decisions/052), on the seeded site:
// questions as visitors type them, other than the evaluation set's (bench/search-questions.json,
// which npm run bench:search measures), each with the page that must be among the first three.

beforeAll(async () => {
  await seedPosts();
  await siteContent.load();
});

const questions: [Language, string, string][] = [
  ["fr", "combien de semaines pour un site vitrine", "/services/creation-sites-web"],
  ["fr", "definition taux de conversion", "/glossaire#conversionRate"],
  ["fr", "heures d'ouverture", "/contact"],
  ["fr", "protection de mes renseignements", "/mentions-legales"],
  ["fr", "publicite google a quebec", "/services/publicite-google-meta/quebec"],
  ["fr", "lea bouchard", "/a-propos"],
  ["fr", "planifier un calendrier de contenu", "/blog/calendrier-editorial"],
  ["en", "what is a backlink", "/en/glossary#backlink"],
  ["en", "opening hours", "/en/contact"],
  ["en", "web designer on your team", "/en/about"],
  ["en", "seo montreal", "/en/services/seo/montreal"],
  ["en", "are the ad accounts mine", "/en/services/google-meta-ads"],
  ["en", "cookies", "/en/legal"],
];

describe("the page that answers is among the first three", () => {
  test.each(questions)("[%s] %s -> %s", async (language, question, expected) => {
    const urls = (await siteSearch.search(question, language, { limit: 3 })).map((result) => result.url);
    expect(urls).toContain(expected);
  });
});

test("a service's search lists its page, not its copies for each city", async () => {
  const urls = (await siteSearch.search("référencement seo", "fr")).map((result) => result.url);
  expect(urls[0]).toBe("/services/seo");
  expect(urls.filter((url) => url.startsWith("/services/seo/"))).toEqual([]);
});
