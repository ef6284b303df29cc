import { beforeAll, expect, test } from "vitest";
import { siteContent } from "~/content/site-content.server";
import { env } from "~/env.server";
import { getFixedT } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { loader } from "~/routes/resources/assistant-answer";
import { loadContext } from "../../../tests/vitest/factories";

// The chatbot's assistant asks here: the site search's best passage, read from the published
// content on the test database, as JSON; a question that will not do is a 400 saying why.

let ipCounter = 0;
async function ask(query: Record<string, string>, clientIp = `198.51.100.${(ipCounter += 1)}`) {
  const response = await loader({
    request: new Request(`http://localhost/resources/assistant-answer?${new URLSearchParams(query)}`),
    params: {},
    context: loadContext({ clientIp }),
  });
  return {
    status: response.status,
    headers: response.headers,
    data: (await response.json()) as Record<string, unknown>,
  };
}

beforeAll(async () => {
  await siteContent.load();
});

test("French: c'est quoi le ROAS gets the glossary's definition, quoted with its page, never cached", async () => {
  const { status, headers, data } = await ask({ question: "c'est quoi le ROAS", language: "fr" });
  expect(status).toBe(200);
  expect(headers.get("Cache-Control")).toBe("no-store");
  expect(data).toMatchObject({ answered: true, url: "/glossaire#roas" });
  expect(data.text).toBe(getFixedT("fr", "glossary")("terms.roas.definition"));
  expect(data.title).toEqual(expect.any(String));
});

test("English: do I own my website gets the web design page's answer, in English", async () => {
  const { status, data } = await ask({ question: "  do I own my website  ", language: "en" });
  expect(status).toBe(200);
  expect(data).toMatchObject({ answered: true, url: "/en/services/web-design" });
  expect(data.text).toMatch(/\byours?\b|\bown\b/i);
});

test("gibberish: no answer, and nothing made up", async () => {
  for (const language of ["fr", "en"]) {
    expect(await ask({ question: "zxqv blorptangle frimwuzz", language })).toMatchObject({
      status: 200,
      data: { answered: false },
    });
  }
});

test.each([
  ["an empty question", { question: "", language: "fr" }, "fr"],
  ["blanks only", { question: "   \n ", language: "en" }, "en"],
  ["no question", { language: "en" }, "en"],
  ["a question of 301 characters", { question: "a".repeat(301), language: "fr" }, "fr"],
  ["a NUL character", { question: "seo\u0000", language: "en" }, "en"],
  ["an unknown language (the error in French)", { question: "seo", language: "de" }, "fr"],
  ["no language", { question: "seo" }, "fr"],
])("%s: 400 with the error in the chat's language", async (_name, query, language) => {
  const { status, data } = await ask(query);
  expect(status).toBe(400);
  expect(data).toEqual({ error: getFixedT(language as "fr" | "en", "chatbot")("errors.question") });
});

test("300 characters are taken", async () => {
  expect((await ask({ question: `${"seo ".repeat(75)}`.slice(0, 300), language: "fr" })).status).toBe(200);
});

test("past the limit per client: 429 with Retry-After and the error in the chat's language; another client is answered", async () => {
  for (let i = 0; i < env.QUESTION_RATE_LIMIT_PER_MINUTE; i += 1) {
    expect((await ask({ question: "seo", language: "en" }, "203.0.113.40")).status).toBe(200);
  }
  const refused = await ask({ question: "seo", language: "en" }, "203.0.113.40");
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect(refused.data).toEqual({ error: getFixedT("en", "chatbot")("errors.rateLimited") });
  expect((await ask({ question: "seo", language: "en" }, "203.0.113.41")).status).toBe(200);
});

test("each question asked is kept for the question log, with whether it was answered", async () => {
  const since = new Date();
  await ask({ question: "c'est quoi le ROAS", language: "fr" });
  await ask({ question: "flurbonique zzqx", language: "en" });
  await ask({ question: "", language: "en" });
  const kept = await prisma.searchQuestion.findMany({
    where: { createdAt: { gte: since }, source: "assistant" },
    orderBy: { createdAt: "asc" },
    select: { text: true, language: true, answered: true },
  });
  expect(kept).toEqual([
    { text: "c'est quoi le ROAS", language: "fr", answered: true },
    { text: "flurbonique zzqx", language: "en", answered: false },
  ]);
});
