import { randomUUID } from "node:crypto";
import { afterEach, expect, test, vi } from "vitest";
import { prisma } from "~/platform/db.server";
import {
  purgeOldQuestions,
  QUESTION_LIMITS,
  QUESTION_RETENTION_DAYS,
  recordQuestion,
  unansweredQuestions,
} from "./search-questions.server";

// The question log against the test file's own database, on a moved clock.

const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date("2027-03-15T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

/** A client address of its own, so that the per-client limits of one test do not reach another's. */
const anotherClient = () => `198.51.100.${randomUUID()}`;

type Asked = Partial<Parameters<typeof recordQuestion>[0]> & { text: string };
const ask = ({ text, ...rest }: Asked) =>
  recordQuestion({
    text,
    language: "fr",
    source: "search",
    answered: false,
    clientIp: anotherClient(),
    now,
    ...rest,
  });

afterEach(async () => {
  await prisma.searchQuestion.deleteMany();
});

test("keeps the question masked, trimmed and normalized, with its language, source and answer; no client data", async () => {
  expect(
    await ask({
      text: "  Pouvez-vous m'écrire à jean@exemple.ca ou au 418 555-0199 ?  ",
      language: "en",
      source: "assistant",
      answered: true,
    }),
  ).toBe("recorded");
  const rows = await prisma.searchQuestion.findMany();
  expect(rows).toEqual([
    {
      id: expect.any(String),
      text: "Pouvez-vous m'écrire à [email] ou au [number] ?",
      normalized: "pouvez vous m ecrire a email ou au number",
      language: "en",
      source: "assistant",
      answered: true,
      createdAt: now,
    },
  ]);
});

test("an empty question, or one of punctuation only, is not kept", async () => {
  expect(await ask({ text: "   " })).toBe("empty");
  expect(await ask({ text: "?!…" })).toBe("empty");
  expect(await prisma.searchQuestion.count()).toBe(0);
});

test("the unanswered questions of the last 30 days, grouped by their normalized text, most asked first", async () => {
  const asked: Asked[] = [
    // Three wordings of one question, in both languages; the latest wording is shown.
    { text: "C'est quoi le ROAS ?", now: daysAgo(20) },
    { text: "c est quoi le roas", now: daysAgo(3), source: "assistant" },
    { text: "C’EST QUOI LE ROAS", now: daysAgo(1), language: "en" },
    // Twice, the latest before the other's.
    { text: "Do I own my website afterwards?", now: daysAgo(10), language: "en" },
    { text: "do i own my website afterwards", now: daysAgo(9), language: "en" },
    // Twice too, asked later: ranks before the one above at the same count.
    { text: "Faites-vous des applications mobiles ?", now: daysAgo(2.5) },
    { text: "faites vous des applications mobiles", now: daysAgo(2) },
    // Answered: never listed.
    { text: "Combien coûte un site ?", now: daysAgo(2), answered: true },
    { text: "Combien coûte un site ?", now: daysAgo(1), answered: true },
    { text: "Combien coûte un site ?", now: daysAgo(1), answered: true },
    // Older than 30 days: out of the period.
    { text: "Vieille question", now: daysAgo(31) },
    { text: "Vieille question", now: daysAgo(40) },
    { text: "Vieille question", now: daysAgo(45) },
    { text: "Une seule fois", now: daysAgo(5) },
  ];
  for (const question of asked) expect(await ask(question)).toBe("recorded");

  const found = await unansweredQuestions({ now });
  expect(found.map(({ text, count, languages, lastAskedAt }) => ({ text, count, languages, lastAskedAt }))).toEqual([
    { text: "C’EST QUOI LE ROAS", count: 3, languages: ["fr", "en"], lastAskedAt: daysAgo(1) },
    { text: "faites vous des applications mobiles", count: 2, languages: ["fr"], lastAskedAt: daysAgo(2) },
    { text: "do i own my website afterwards", count: 2, languages: ["en"], lastAskedAt: daysAgo(9) },
    { text: "Une seule fois", count: 1, languages: ["fr"], lastAskedAt: daysAgo(5) },
  ]);
  expect(found[0]?.normalized).toBe("c est quoi le roas");
  expect((await unansweredQuestions({ now, limit: 2 })).map(({ count }) => count)).toEqual([3, 2]);
  // A longer period reaches the old question; a shorter one leaves out what is older.
  expect((await unansweredQuestions({ now, days: 60 })).map(({ text, count }) => [text, count])).toEqual([
    ["C’EST QUOI LE ROAS", 3],
    ["Vieille question", 3],
    ["faites vous des applications mobiles", 2],
    ["do i own my website afterwards", 2],
    ["Une seule fois", 1],
  ]);
  expect((await unansweredQuestions({ now, days: 4 })).map(({ text }) => text)).toEqual([
    "C’EST QUOI LE ROAS",
    "faites vous des applications mobiles",
  ]);
  // Nothing unanswered: an empty list.
  expect(await unansweredQuestions({ now: daysAgo(-400) })).toEqual([]);
});

test("a question answered after it was last left unanswered says so (a FAQ added since)", async () => {
  await ask({ text: "Travaillez-vous avec Shopify ?", now: daysAgo(6) });
  await ask({ text: "Travaillez-vous avec Shopify ?", now: daysAgo(5) });
  await ask({ text: "Faites-vous du TikTok ?", now: daysAgo(6), answered: true });
  await ask({ text: "Faites-vous du TikTok ?", now: daysAgo(4) });
  expect(await unansweredQuestions({ now })).toMatchObject([
    { text: "Travaillez-vous avec Shopify ?", answeredAt: null },
    { text: "Faites-vous du TikTok ?", answeredAt: null },
  ]);
  await ask({ text: "travaillez vous avec shopify", now: daysAgo(1), answered: true });
  expect(await unansweredQuestions({ now })).toMatchObject([
    { text: "Travaillez-vous avec Shopify ?", count: 2, answeredAt: daysAgo(1) },
    { text: "Faites-vous du TikTok ?", answeredAt: null },
  ]);
});

test(`the purge deletes the questions older than ${QUESTION_RETENTION_DAYS} days, and only them`, async () => {
  const cutoff = daysAgo(QUESTION_RETENTION_DAYS);
  const at = (time: Date, text: string) => ({
    text,
    normalized: text,
    language: "fr",
    source: "search",
    answered: false,
    createdAt: time,
  });
  await prisma.searchQuestion.createMany({
    data: [
      at(new Date(cutoff.getTime() - 1), "just older"),
      at(daysAgo(200), "much older"),
      at(cutoff, "at the cut-off"),
      at(daysAgo(1), "recent"),
    ],
  });
  const log = vi.spyOn(console, "info").mockImplementation(() => {});
  expect(await purgeOldQuestions(now)).toEqual({ deleted: 2, cutoff });
  expect((await prisma.searchQuestion.findMany({ orderBy: { createdAt: "asc" } })).map(({ text }) => text)).toEqual([
    "at the cut-off",
    "recent",
  ]);
  expect(log).toHaveBeenCalledWith(expect.stringContaining(`2 questions asked before ${cutoff.toISOString()}`));
});

test("a question that cannot be written is logged, without its text, and the caller goes on", async () => {
  const logged = vi.spyOn(console, "error").mockImplementation(() => {});
  await prisma.$executeRawUnsafe("ALTER TABLE search_questions RENAME TO search_questions_away");
  try {
    await expect(ask({ text: "Question secrète perdue" })).resolves.toBe("failed");
  } finally {
    await prisma.$executeRawUnsafe("ALTER TABLE search_questions_away RENAME TO search_questions");
  }
  expect(logged).toHaveBeenCalledTimes(1);
  const [message] = logged.mock.calls[0] ?? [];
  expect(message).toMatch(/^\[search\] question log: a question could not be recorded \(.*search_questions.*\)$/);
  expect(logged.mock.calls.flat().map(String).join(" ")).not.toMatch(/secrète|Question/);
  expect(await ask({ text: "Question gardée" })).toBe("recorded");
});

test("a visitor cannot fill the log: a repeated question counts once an hour, and each address has a limit", async () => {
  const clientIp = anotherClient();
  expect(await ask({ text: "Même question", clientIp })).toBe("recorded");
  expect(await ask({ text: "même   QUESTION !", clientIp })).toBe("limited");
  // Another visitor asking it counts.
  expect(await ask({ text: "Même question" })).toBe("recorded");
  for (let index = 1; index < QUESTION_LIMITS.perClientPerHour; index += 1) {
    expect(await ask({ text: `Question ${index}`, clientIp })).toBe("recorded");
  }
  expect(await ask({ text: "Une de trop", clientIp })).toBe("limited");
  expect(await prisma.searchQuestion.count()).toBe(QUESTION_LIMITS.perClientPerHour + 1);
});

test("questions asked at once are all kept", async () => {
  const outcomes = await Promise.all(
    Array.from({ length: 20 }, (_, index) => ask({ text: `Question simultanée ${index}` })),
  );
  expect(outcomes).toEqual(Array.from({ length: 20 }, () => "recorded"));
  expect(await prisma.searchQuestion.count()).toBe(20);
});

// Last: it spends the day's site-wide allowance of this file's process.
test("many addresses together record at most the day's cap, which is logged once", async () => {
  const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
  const outcomes = await Promise.all(
    Array.from({ length: QUESTION_LIMITS.perDay }, (_, index) => ask({ text: `Question ${index}` })),
  );
  // The tests above spent some of it: what is left is recorded, then nothing.
  const recorded = outcomes.filter((outcome) => outcome === "recorded").length;
  expect(recorded).toBeGreaterThan(QUESTION_LIMITS.perDay - 100);
  expect(outcomes.slice(recorded)).toEqual(outcomes.slice(recorded).map(() => "limited"));
  expect(await ask({ text: "Une de trop" })).toBe("limited");
  expect(await prisma.searchQuestion.count()).toBe(recorded);
  expect(warned).toHaveBeenCalledTimes(1);
});
