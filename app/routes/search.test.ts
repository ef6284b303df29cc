import { beforeAll, expect, test } from "vitest";
import { siteContent } from "~/content/site-content.server";
import { getRequest, loadContext } from "../../tests/vitest/factories";
import { loader } from "./search";

// The search page's loader (docs/decisions/052): whatever the query, a page, never an error.

beforeAll(() => siteContent.load());

const search = (path: string) => loader({ request: getRequest(path), params: {}, context: loadContext() });

test("a question gets its pages, best first, in the page's language; instant results are fewer", async () => {
  const french = await search(`/recherche?q=${encodeURIComponent("  c'est   quoi le ROAS ")}`);
  expect(french.query).toBe("c'est quoi le ROAS");
  expect(french.results[0]?.url).toBe("/glossaire#roas");
  expect(french.meta.noindex).toBe(true);
  const english = await search(`/en/search?q=${encodeURIComponent("seo")}&instant=1`);
  expect(english.results[0]?.url).toBe("/en/services/seo");
  expect(english.results.length).toBeLessThanOrEqual(6);
});

test("an empty, absurd or endless query gets a page with no results, not an error", async () => {
  expect(await search("/recherche")).toMatchObject({ query: "", results: [] });
  expect(await search("/recherche?q=%20%20")).toMatchObject({ query: "", results: [] });
  const endless = await search(`/en/search?q=${"%F0%9F%90%9B%3C%2Fscript%3E".repeat(500)}`);
  expect(endless.query.length).toBeLessThanOrEqual(200);
  expect(endless.results).toEqual([]);
  const operators = await search(`/recherche?q=${encodeURIComponent('AND OR NOT * "~ -- ; DROP TABLE posts')}`);
  expect(Array.isArray(operators.results)).toBe(true);
});
