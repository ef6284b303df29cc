import { beforeAll, expect, test, vi } from "vitest";
import { plansOf } from "../../tests/vitest/query-plans";
import { purgeOldQuestions, unansweredQuestions } from "./search-questions.server";

// The question log's reads and its purge go through the indexes of docs/decisions/053,
// never the whole table: a period's groups, languages and latest times from one covering
// index, each shown group's latest text by a lookup in it, the purge by the creation time.
// Each statement is checked with EXPLAIN QUERY PLAN.

vi.mock("~/platform/db.server", async (importOriginal) =>
  (await import("../../tests/vitest/query-plans")).withStatementLog(await importOriginal()),
);

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

test("the list groups a period's questions from the index alone, and finds each group's latest text by it", async () => {
  const plans = await plansOf(() => unansweredQuestions({ now }), /search_questions/);
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
  const plans = await plansOf(() => purgeOldQuestions(now), /search_questions/, /^(SELECT|DELETE)/i);
  for (const plan of plans) expect(plan).toMatch(/USING (COVERING )?INDEX search_questions_created_at_idx/);
});
