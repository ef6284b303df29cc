import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { beforeAll, expect, test, vi } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import type * as DbModule from "~/platform/db.server";
import { purgeOldQuestions, unansweredQuestions } from "./search-questions.server";

// The question log's reads and its purge go through the indexes of docs/decisions/053,
// never the whole table: a period's groups, languages and latest times from one covering
// index, each shown group's latest text by a lookup in it, the purge by the creation time.
// Each statement is checked with EXPLAIN QUERY PLAN.

const statements = vi.hoisted(() => [] as Array<{ query: string; params: string }>);

vi.mock("~/platform/db.server", async (importOriginal) => {
  const original = await importOriginal<typeof DbModule>();
  const logged = new PrismaClient({
    adapter: new PrismaLibSQL({ url: process.env.DATABASE_URL ?? "" }),
    log: [{ emit: "event", level: "query" }],
  });
  logged.$on("query", (event) => statements.push({ query: event.query, params: event.params }));
  return { ...original, prisma: logged };
});

const { prisma } = await import("~/platform/db.server");
const now = new Date("2027-03-15T12:00:00Z");

beforeAll(async () => {
  await prisma.searchQuestion.createMany({
    data: Array.from({ length: 200 }, (_, index) => ({
      text: `Question ${index % 40}`,
      normalized: `question ${index % 40}`,
      language: index % 2 ? "fr" : "en",
      source: "search",
      answered: index % 3 === 0,
      createdAt: new Date(now.getTime() - index * 12 * 60 * 60 * 1000),
    })),
  });
  await prisma.$executeRawUnsafe("ANALYZE");
});

/** The query plans of the statements on the question log that `work` sends. */
async function plansOf(work: () => Promise<unknown>, kind: RegExp) {
  statements.length = 0;
  await work();
  const sent = statements.filter(({ query }) => /search_questions/.test(query) && kind.test(query.trim()));
  expect(sent.length).toBeGreaterThan(0);
  const plans: string[] = [];
  for (const { query, params } of sent) {
    const values = JSON.parse(params) as unknown[];
    const rows = await prisma.$queryRawUnsafe<Array<{ detail: string }>>(`EXPLAIN QUERY PLAN ${query}`, ...values);
    plans.push(rows.map((row) => row.detail).join("\n"));
  }
  return plans;
}

test("the list groups a period's questions from the index alone, and finds each group's latest text by it", async () => {
  const plans = await plansOf(() => unansweredQuestions({ now }), /^SELECT/i);
  expect(plans.length).toBe(4);
  const [groups, languages, latest, answered] = plans;
  for (const plan of [groups, languages, answered]) {
    expect(plan).toMatch(/USING COVERING INDEX search_questions_answered_created_at_normalized_language_idx/);
  }
  expect(latest).toMatch(
    /USING INDEX search_questions_answered_created_at_normalized_language_idx \(answered=\? AND created_at=\? AND normalized=\?\)/,
  );
  for (const plan of plans) expect(plan).not.toMatch(/SCAN/);
});

test("the purge finds what it deletes by the creation time", async () => {
  const plans = await plansOf(() => purgeOldQuestions(now), /^(SELECT|DELETE)/i);
  for (const plan of plans) expect(plan).toMatch(/USING (COVERING )?INDEX search_questions_created_at_idx/);
});
