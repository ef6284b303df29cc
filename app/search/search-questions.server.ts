import { languages, type Language } from "~/config/languages";
import { prisma } from "~/platform/db.server";
import { groupCommit } from "~/platform/group-commit.server";
import { createRateLimiter } from "~/platform/rate-limit.server";
import { normalizeQuestion, questionText } from "~/search/question-text";

// The question log (docs/decisions/053): each question asked on the search page or to the
// assistant, kept 90 days without personal data (no IP, no account, no cookie; the text
// masked), with whether the site had an answer; staff read the most frequent unanswered
// ones at /admin/questions, to know what a FAQ lacks.

/** Where a question was asked. */
export type QuestionSource = "search" | "assistant";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** How long a question is kept. */
export const QUESTION_RETENTION_DAYS = 90;

/**
 * The bounds on what anonymous requests write (docs/decisions/053), in this process's
 * memory like the other rate limits (app/platform/rate-limit.server.ts): the client IP is
 * a key there for an hour, never written. A visitor repeating a question counts once an
 * hour; one address records at most PER_CLIENT an hour; the whole site at most PER_DAY a day,
 * so that many addresses together cannot fill the table (90 days of it: 450,000 rows).
 */
export const QUESTION_LIMITS = { perClientPerHour: 30, perDay: 5_000 } as const;

const limiters = {
  repeat: createRateLimiter({ limit: 1, windowMs: HOUR_MS }),
  client: createRateLimiter({ limit: QUESTION_LIMITS.perClientPerHour, windowMs: HOUR_MS }),
  site: createRateLimiter({ limit: QUESTION_LIMITS.perDay, windowMs: DAY_MS }),
};

type QuestionRow = {
  text: string;
  normalized: string;
  language: Language;
  source: QuestionSource;
  answered: boolean;
  createdAt: Date;
};

/** Questions asked together are written together (one insert), as leads are. */
const writeQuestion = groupCommit<QuestionRow>(async (rows) => {
  await prisma.searchQuestion.createMany({ data: rows });
});

export type RecordOutcome = "recorded" | "empty" | "limited" | "failed";

/** When the site-wide cap was last logged: once per day it is reached, not once per question. */
let capLoggedAt = 0;

/**
 * Logs a question asked, after its answer was computed. Never rejects: a failure to log is
 * logged (without the question) and the search goes on. Nothing is written for an empty
 * question, nor past the limits. `clientIp` is only a key of the in-memory limits.
 * Call it once per question submitted (a search page's query, an assistant's question),
 * not for each key typed into instant results.
 */
export async function recordQuestion({
  text,
  language,
  source,
  answered,
  clientIp,
  now = new Date(),
}: {
  text: string;
  language: Language;
  source: QuestionSource;
  answered: boolean;
  clientIp: string;
  /** When it was asked (tests move it; the limits keep the real clock). */
  now?: Date;
}): Promise<RecordOutcome> {
  try {
    const kept = questionText(text);
    const normalized = normalizeQuestion(kept);
    if (!normalized) return "empty";
    const repeatKey = `${clientIp}\n${normalized}`;
    if (!limiters.repeat.peek(repeatKey).allowed || !limiters.client.peek(clientIp).allowed) return "limited";
    if (!limiters.site.peek("site").allowed) {
      if (now.getTime() - capLoggedAt > DAY_MS) {
        capLoggedAt = now.getTime();
        console.warn(
          `[search] question log: ${QUESTION_LIMITS.perDay} questions today, no more recorded until tomorrow`,
        );
      }
      return "limited";
    }
    limiters.repeat.hit(repeatKey);
    limiters.client.hit(clientIp);
    limiters.site.hit("site");
    await writeQuestion({ text: kept, normalized, language, source, answered, createdAt: now });
    return "recorded";
  } catch (error) {
    // The cause only: Prisma's message can quote the query's arguments, the question among them.
    const cause = error instanceof Error ? error.message.trim().split("\n").at(-1) : String(error);
    console.error(`[search] question log: a question could not be recorded (${cause})`);
    return "failed";
  }
}

export type UnansweredQuestion = {
  /** The grouping form: the row's key. */
  normalized: string;
  /** The latest wording asked. */
  text: string;
  count: number;
  /** The languages it was asked in, French first. */
  languages: Language[];
  lastAskedAt: Date;
  /** When it was last answered, if that was after it was last left unanswered (a FAQ added since). */
  answeredAt: Date | null;
};

/**
 * The most frequent unanswered questions of the `days` before `now`, by their normalized
 * form, most asked first (then the most recent); each with its latest wording, its
 * languages and when it was last asked.
 */
export async function unansweredQuestions({
  days = 30,
  limit = 50,
  now = new Date(),
}: { days?: number; limit?: number; now?: Date } = {}): Promise<UnansweredQuestion[]> {
  const period = { gte: new Date(now.getTime() - days * DAY_MS), lte: now };
  const groups = await prisma.searchQuestion.groupBy({
    by: ["normalized"],
    where: { answered: false, createdAt: period },
    _count: { _all: true },
    _max: { createdAt: true },
    orderBy: [{ _count: { normalized: "desc" } }, { _max: { createdAt: "desc" } }, { normalized: "asc" }],
    take: limit,
  });
  if (groups.length === 0) return [];
  const normalized = { in: groups.map((group) => group.normalized) };
  const [askedIn, latest, answered] = await Promise.all([
    prisma.searchQuestion.groupBy({
      by: ["normalized", "language"],
      where: { answered: false, createdAt: period, normalized },
    }),
    prisma.searchQuestion.findMany({
      where: {
        answered: false,
        OR: groups.map((group) => ({ normalized: group.normalized, createdAt: group._max.createdAt ?? now })),
      },
      select: { normalized: true, text: true },
    }),
    prisma.searchQuestion.groupBy({
      by: ["normalized"],
      where: { answered: true, createdAt: period, normalized },
      _max: { createdAt: true },
    }),
  ]);
  return groups.map((group) => {
    const lastAskedAt = group._max.createdAt ?? now;
    const answeredAt = answered.find((each) => each.normalized === group.normalized)?._max.createdAt ?? null;
    const asked = new Set(askedIn.filter((each) => each.normalized === group.normalized).map((each) => each.language));
    return {
      normalized: group.normalized,
      text: latest.find((each) => each.normalized === group.normalized)?.text ?? group.normalized,
      count: group._count._all,
      languages: languages.filter((language) => asked.has(language)),
      lastAskedAt,
      answeredAt: answeredAt && answeredAt > lastAskedAt ? answeredAt : null,
    };
  });
}

/** Deletes the questions older than QUESTION_RETENTION_DAYS; logs and returns how many. */
export async function purgeOldQuestions(now = new Date()) {
  const cutoff = new Date(now.getTime() - QUESTION_RETENTION_DAYS * DAY_MS);
  const { count } = await prisma.searchQuestion.deleteMany({ where: { createdAt: { lt: cutoff } } });
  console.info(`[search] question log: ${count} questions asked before ${cutoff.toISOString()} deleted`);
  return { deleted: count, cutoff };
}
