// Site search benchmark (docs/decisions/052), in two parts, each in a process of its own so
// that one's memory and singletons never touch the other's:
//
// - Quality: on a fresh migrated and seeded SQLite database, every question of the
//   evaluation set (bench/search-questions.json) searched in its language (10 results);
//   recall at 1 and 3 and MRR per language, the misses (question, expected, top 3), and
//   how often the assistant's answer() answers, and with the expected page.
// - Speed and memory at data sizes S (the reference) and L (bench/data-fill.ts: 3,000
//   posts a language): the index's build time (reading the posts included), the RSS and
//   heap it adds (after a forced collection), and the server time of search() over the
//   evaluation's questions, random words and as-you-type prefixes: p50 and p95, beside S's
//   and the ratio L/S. Goals: p95 <= 20 ms, <= 30 MB added RSS at L.
//
// Prints, asserting nothing. Usage: npm run bench:search [-- --sizes S,L --rounds 3]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Language } from "~/utils/locale";
import type { SearchAnswer, SearchResult } from "~/search/search-types";

const { values } = parseArgs({
  options: {
    part: { type: "string" },
    database: { type: "string" },
    out: { type: "string" },
    sizes: { type: "string", default: "S,L" },
    rounds: { type: "string", default: "3" },
  },
});

type Question = { language: Language; kind: string; q: string; expected: string | string[] };
const questions = (
  JSON.parse(readFileSync(fileURLToPath(new URL("search-questions.json", import.meta.url)), "utf8")) as {
    questions: Question[];
  }
).questions;

const expectedOf = (question: Question) => (Array.isArray(question.expected) ? question.expected : [question.expected]);

/** Whether a result's address is the expected page: the same, or the same page when no anchor is expected. */
const hits = (url: string, expected: string) =>
  url === expected || (!expected.includes("#") && url.split("#")[0] === expected);

/** The rank (1-based) of the first result that is an expected page; 0: none. */
const rankOf = (results: { url: string }[], question: Question) =>
  results.findIndex((result) => expectedOf(question).some((expected) => hits(result.url, expected))) + 1;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

// --- In the measuring process: the app's modules on the given database ------------------

type SiteSearch = {
  search(query: string, language: Language, options?: { limit?: number; asYouType?: boolean }): Promise<SearchResult[]>;
  answer(question: string, language: Language): Promise<SearchAnswer>;
  ready(): Promise<void>;
};

async function loadApp(database: string) {
  process.env.DATABASE_URL = database;
  const { appModule } = await import("./app-modules");
  const { seedPosts } = await appModule<{ seedPosts: () => Promise<number> }>("/prisma/seed-posts.ts");
  await seedPosts();
  const { siteContent } = await appModule<{ siteContent: { load(): Promise<void> } }>(
    "/app/content/site-content.server.ts",
  );
  await siteContent.load();
  const { siteSearch } = await appModule<{ siteSearch: SiteSearch }>("/app/search/site-search.server.ts");
  return siteSearch;
}

type LanguageQuality = {
  language: Language;
  questions: number;
  recallAt1: number;
  recallAt3: number;
  mrr: number;
  answered: number;
  answeredRight: number;
};
type Miss = { language: Language; q: string; expected: string[]; got: string[]; rank: number };
type QualityFigures = { languages: LanguageQuality[]; misses: Miss[]; byKind: Record<string, [number, number]> };

async function measureQuality(siteSearch: SiteSearch): Promise<QualityFigures> {
  const languages: LanguageQuality[] = [];
  const misses: Miss[] = [];
  const byKind: Record<string, [number, number]> = {};
  for (const language of ["fr", "en"] as const) {
    const asked = questions.filter((question) => question.language === language);
    const figures = {
      language,
      questions: asked.length,
      recallAt1: 0,
      recallAt3: 0,
      mrr: 0,
      answered: 0,
      answeredRight: 0,
    };
    for (const question of asked) {
      const results = await siteSearch.search(question.q, language, { limit: 10 });
      const rank = rankOf(results, question);
      if (rank === 1) figures.recallAt1 += 1;
      if (rank >= 1 && rank <= 3) figures.recallAt3 += 1;
      if (rank >= 1) figures.mrr += 1 / rank;
      const kind = (byKind[question.kind] ??= [0, 0]);
      kind[1] += 1;
      if (rank >= 1 && rank <= 3) kind[0] += 1;
      else {
        const got = results.slice(0, 3).map((result) => result.url);
        misses.push({ language, q: question.q, expected: expectedOf(question), got, rank });
      }
      const answer = await siteSearch.answer(question.q, language);
      if (answer.answered) {
        figures.answered += 1;
        if (rankOf([answer], question) === 1) figures.answeredRight += 1;
      }
    }
    figures.recallAt1 /= asked.length;
    figures.recallAt3 /= asked.length;
    figures.mrr /= asked.length;
    languages.push(figures);
  }
  return { languages, misses, byKind };
}

/** Words to search: the evaluation's own words and words the site and the posts use, drawn by a fixed seed. */
function randomWords(count: number) {
  const pool = [
    ...new Set(
      questions
        .flatMap((question) => question.q.toLowerCase().split(/[^\p{L}\p{N}]+/u))
        .filter((word) => word.length > 2),
    ),
    ...["site", "google", "prix", "budget", "marketing", "vidéo", "guide", "client", "seo", "contenu", "strategy"],
    ...["website", "local", "campaign", "report", "audit", "traffic", "conversion", "québec", "zzzqx", "a"],
  ];
  let state = 35;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () => {
    const words = 1 + Math.floor(next() * 3);
    return Array.from({ length: words }, () => pool[Math.floor(next() * pool.length)]!).join(" ");
  });
}

/** What a visitor types, keystroke by keystroke, from two letters: every third prefix of each question. */
const prefixesOf = (text: string) =>
  Array.from({ length: text.length - 1 }, (_, index) => text.slice(0, index + 2)).filter(
    (prefix, index) => index % 3 === 0 && prefix.trim() === prefix,
  );

type Timings = { p50: number; p95: number; max: number; cpuP50: number; cpuP95: number; count: number };
type SpeedFigures = {
  posts: number;
  buildMs: number;
  rssBeforeMb: number;
  rssAfterMb: number;
  heapAddedMb: number;
  full: Timings;
  asYouType: Timings;
  recallAt3: Record<Language, number>;
};

/** Collects the garbage until the RSS settles: the loader's own garbage would otherwise be freed in the middle of a measure. */
async function collect() {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  let rss = process.memoryUsage().rss;
  for (let round = 0; round < 10; round += 1) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = process.memoryUsage().rss;
    if (Math.abs(now - rss) < 512 * 1024) break;
    rss = now;
  }
}
const mb = (bytes: number) => bytes / 1024 / 1024;

async function measureSpeed(siteSearch: SiteSearch, database: string, rounds: number): Promise<SpeedFigures> {
  const { createClient } = await import("@libsql/client");
  const client = createClient({ url: database });
  const posts = Number((await client.execute("SELECT count(*) AS n FROM posts")).rows[0]?.n ?? 0);
  client.close();
  await collect();
  const before = process.memoryUsage();
  const began = performance.now();
  await siteSearch.ready();
  const buildMs = performance.now() - began;
  await collect();
  const after = process.memoryUsage();

  const full = [
    ...questions.map((question) => ({ query: question.q, language: question.language })),
    ...randomWords(100).map((query, index) => ({ query, language: (index % 2 ? "en" : "fr") as Language })),
  ];
  const typed = questions.flatMap((question) =>
    prefixesOf(question.q).map((query) => ({ query, language: question.language })),
  );
  const time = async (list: { query: string; language: Language }[], asYouType: boolean) => {
    const times: number[] = [];
    const cpuTimes: number[] = [];
    for (let round = 0; round <= rounds; round += 1) {
      for (const { query, language } of list) {
        const start = performance.now();
        const cpu = process.cpuUsage();
        await siteSearch.search(query, language, { limit: asYouType ? 6 : 10, asYouType });
        // Round 0 warms the code and the stemmers' memo: not counted.
        if (round === 0) continue;
        times.push(performance.now() - start);
        // The CPU time too: the other processes of a busy machine barely change it.
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
      }
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    return {
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      max: times.at(-1) ?? 0,
      cpuP50: percentile(cpuTimes, 0.5),
      cpuP95: percentile(cpuTimes, 0.95),
      count: times.length,
    };
  };
  const recallAt3 = { fr: 0, en: 0 };
  for (const question of questions) {
    const rank = rankOf(await siteSearch.search(question.q, question.language, { limit: 10 }), question);
    if (rank >= 1 && rank <= 3)
      recallAt3[question.language] += 1 / questions.filter((each) => each.language === question.language).length;
  }
  return {
    posts,
    buildMs,
    rssBeforeMb: mb(before.rss),
    rssAfterMb: mb(after.rss),
    heapAddedMb: mb(after.heapUsed - before.heapUsed),
    full: await time(full, false),
    asYouType: await time(typed, true),
    recallAt3,
  };
}

async function measuringProcess(part: string, database: string, out: string) {
  const { writeFileSync } = await import("node:fs");
  const { closeAppModules } = await import("./app-modules");
  if (!(globalThis as { gc?: unknown }).gc) console.warn("(no --expose-gc: the memory figures include garbage)");
  const siteSearch = await loadApp(database);
  const figures =
    part === "quality"
      ? await measureQuality(siteSearch)
      : await measureSpeed(siteSearch, database, Number(values.rounds));
  writeFileSync(out, JSON.stringify(figures));
  await closeAppModules();
  // Prisma's and libSQL's handles would keep the process alive.
  process.exit(0);
}

// --- In the benchmark's process: databases and the report ------------------------------

function inProcess(part: string, database: string, out: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        // The young generation production gives the server (scripts/start.sh); its 96 MB cap
        // on the old one is left out: Vite's loader, here only, holds more than that.
        "--max-semi-space-size=2",
        "--expose-gc",
        "--import",
        "tsx",
        fileURLToPath(import.meta.url),
        "--part",
        part,
        "--database",
        database,
        "--out",
        out,
        "--rounds",
        values.rounds,
      ],
      {
        stdio: ["ignore", "inherit", "inherit"],
        // The allocator's settings of production (scripts/start.sh), which decide what RSS the heap's garbage keeps.
        env: {
          ...process.env,
          MALLOC_ARENA_MAX: "2",
          MALLOC_MMAP_THRESHOLD_: "131072",
          MALLOC_TRIM_THRESHOLD_: "131072",
        },
      },
    );
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${part}: exited with ${code}`))));
  });
}

async function freshDatabase(work: string, name: string) {
  const { applyMigrations } = await import("../server/migrations");
  const database = `file:${path.join(work, `${name}.db`)}`;
  await applyMigrations(database);
  return database;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

function printQuality(figures: QualityFigures) {
  console.info("Quality (seeded database):");
  for (const each of figures.languages) {
    console.info(
      `  ${each.language}: ${each.questions} questions  recall@1 ${percent(each.recallAt1)}  recall@3 ${percent(each.recallAt3)}` +
        `  MRR ${each.mrr.toFixed(3)}  answered ${each.answered}/${each.questions} (with the expected page ${each.answeredRight})`,
    );
  }
  console.info(
    `  recall@3 by kind: ${Object.entries(figures.byKind)
      .map(([kind, [found, all]]) => `${kind} ${found}/${all}`)
      .join(", ")}`,
  );
  console.info(`  Misses (not in the top 3): ${figures.misses.length}`);
  for (const miss of figures.misses) {
    console.info(
      `    [${miss.language}] "${miss.q}" expected ${miss.expected.join(" or ")}` +
        `${miss.rank ? ` (rank ${miss.rank})` : ""}; got ${miss.got.join(", ") || "nothing"}`,
    );
  }
}

function printSpeed(bySize: Record<string, SpeedFigures>) {
  const sizes = Object.keys(bySize);
  const reference = bySize[sizes[0]!]!;
  console.info("Speed and memory (server time of search(); index built from the published pages and posts):");
  const row = (label: string, value: (figures: SpeedFigures) => number, unit: string, digits = 1) =>
    console.info(
      `  ${label.padEnd(30)}` +
        sizes.map((size) => `${size} ${value(bySize[size]!).toFixed(digits).padStart(8)} ${unit}`).join("   ") +
        (sizes.length > 1 ? `   ratio ${(value(bySize[sizes.at(-1)!]!) / value(reference)).toFixed(2)}` : ""),
    );
  row("posts", (figures) => figures.posts, "", 0);
  row("index build (read + index)", (figures) => figures.buildMs, "ms", 0);
  row("RSS before the index", (figures) => figures.rssBeforeMb, "MB");
  row("RSS added by the index", (figures) => figures.rssAfterMb - figures.rssBeforeMb, "MB");
  row("heap added by the index", (figures) => figures.heapAddedMb, "MB");
  row("search p50", (figures) => figures.full.p50, "ms", 2);
  row("search p95", (figures) => figures.full.p95, "ms", 2);
  row("search max", (figures) => figures.full.max, "ms", 2);
  row("search CPU p50", (figures) => figures.full.cpuP50, "ms", 2);
  row("search CPU p95", (figures) => figures.full.cpuP95, "ms", 2);
  row("as you type p50", (figures) => figures.asYouType.p50, "ms", 2);
  row("as you type p95", (figures) => figures.asYouType.p95, "ms", 2);
  row("as you type max", (figures) => figures.asYouType.max, "ms", 2);
  row("as you type CPU p95", (figures) => figures.asYouType.cpuP95, "ms", 2);
  row("recall@3 fr (with the posts)", (figures) => figures.recallAt3.fr * 100, "%");
  row("recall@3 en (with the posts)", (figures) => figures.recallAt3.en * 100, "%");
  console.info(
    `  (${reference.full.count} searches and ${reference.asYouType.count} as-you-type searches timed a size; goals at L: p95 <= 20 ms, <= 30 MB added RSS)`,
  );
}

async function benchmark() {
  const sizes = values.sizes.split(",").map((size) => size.trim().toUpperCase());
  const { FILL_SIZES, fillDatabase } = await import("./data-fill");
  for (const size of sizes) if (!(size in FILL_SIZES)) throw new Error(`--sizes: unknown size ${size}`);
  const work = mkdtempSync(path.join(tmpdir(), "vitrine-search-bench-"));
  try {
    console.info(
      `Machine: ${cpus().length} cores, load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")}`,
    );
    const qualityOut = path.join(work, "quality.json");
    await inProcess("quality", await freshDatabase(work, "quality"), qualityOut);
    printQuality(JSON.parse(readFileSync(qualityOut, "utf8")) as QualityFigures);

    const bySize: Record<string, SpeedFigures> = {};
    for (const size of sizes) {
      const database = await freshDatabase(work, size);
      const filled = await fillDatabase(database, size as keyof typeof FILL_SIZES);
      console.info(`Size ${size}: filled in ${filled.milliseconds} ms (${filled.postsPerLanguage} posts a language)`);
      const out = path.join(work, `speed-${size}.json`);
      await inProcess("speed", database, out);
      bySize[size] = JSON.parse(readFileSync(out, "utf8")) as SpeedFigures;
    }
    printSpeed(bySize);
    console.info(
      `Load average after: ${loadavg()
        .map((load) => load.toFixed(2))
        .join(" ")}`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (values.part) {
  if (!values.database || !values.out) throw new Error("--part needs --database and --out");
  await measuringProcess(values.part, values.database, values.out);
} else {
  await benchmark();
}
