import { beforeAll, expect, test } from "vitest";
import { siteContent } from "~/content/site-content.server";
import { prisma } from "~/platform/db.server";
import { getRequest, loadContext } from "../../tests/vitest/factories";
import { loader } from "./search";

// The search page's loader (docs/decisions/052): whatever the query, a page, never an error.

beforeAll(() => siteContent.load());

const search = (path: string, clientIp = "192.0.2.1") =>
  loader({ request: getRequest(path), params: {}, context: loadContext({ clientIp }) });

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

test("each search submitted is kept for the question log with whether it was answered; results as one types are not", async () => {
  const asked = () =>
    prisma.searchQuestion.findMany({
      orderBy: { createdAt: "asc" },
      select: { text: true, answered: true, source: true },
    });
  const before = (await asked()).length;
  // From a visitor of its own: the log counts a question once an hour per address.
  const visitor = "198.51.100.7";
  await search(`/recherche?q=${encodeURIComponent("c'est quoi le roas")}`, visitor);
  await search(`/en/search?q=${encodeURIComponent("blorpification of zzqx")}`, visitor);
  await search(`/en/search?q=${encodeURIComponent("blorpif")}&instant=1`, visitor);
  expect((await asked()).slice(before)).toEqual([
    { text: "c'est quoi le roas", answered: true, source: "search" },
    { text: "blorpification of zzqx", answered: false, source: "search" },
  ]);
});
