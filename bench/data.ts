// Cost-by-size benchmark: how the staff's and the public's heavy requests grow with the
// data. Serves the production build (run `npm run build` first), started as production
// starts it (scripts/start.sh: the 96 MB heap cap, so a request that exhausts the heap
// kills the process, as it would in production), and for each size (bench/data-fill.ts:
// S, M, L) on a fresh database: migrated and seeded by the start, filled while the server
// is stopped, started again, a staff member signed in through the login form; then each
// operation is timed (median of --runs), with the server's CPU time for it (steadier than
// elapsed time on a shared machine), its peak RSS while it runs and the
// longest wait of a /robots.txt request sent every --probe-ms meanwhile (one slow request
// holds every visitor while the server's one thread is busy). Prints, without asserting
// anything, a table of the medians at each size, the ratio L/S (or the largest size over
// the smallest measured), the peak RSS and the longest probe wait.
//
// The inbox's last page is the one its own paging links point to (a link marked rel="last"
// or data-testid="last" when the page has one, else the highest page number), whatever the
// paging is; an operation that kills the server is reported as such, and the server is
// started again for the next one.
// Usage: npm run bench:data [-- --sizes S,M,L --runs 3 --port 3250 --json results.json]
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { FILL_PERSON_EMAIL, FILL_RARE_WORD, FILL_SIZES, type FillSize } from "./data-fill";
import { startProductionServer } from "./production-server";
import { formsOf, lastPageLink, signIn } from "./staff-session";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "S,M,L" },
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "3250" },
    "probe-ms": { type: "string", default: "20" },
    json: { type: "string" },
  },
});
const sizes = values.sizes.split(",").map((size) => size.trim().toUpperCase());
for (const size of sizes) {
  if (!(size in FILL_SIZES)) throw new Error(`--sizes: unknown size ${size} (S, M or L)`);
}
const runs = Math.max(1, Number(values.runs));
const probeEveryMs = Number(values["probe-ms"]);
/** Longest a measured request may take before it counts as failed. */
const REQUEST_TIMEOUT_MS = 300_000;

// --- HTML, as a browser reads it --------------------------------------------------------

// --- Requests ------------------------------------------------------------------------------

type Received = { status: number; bytes: number; csvRows: number; text: string };

/**
 * Counts the records of a CSV stream (RFC 4180: a line end inside quotes is in a cell),
 * a chunk at a time, so that the bench holds no copy of a large export.
 */
function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  let lastChar = "\n";
  return {
    add(chunk: string) {
      for (let index = 0; index < chunk.length; index++) {
        const char = chunk.charCodeAt(index);
        if (char === 34) quoted = !quoted;
        else if (char === 10 && !quoted) records++;
      }
      if (chunk.length) lastChar = chunk[chunk.length - 1]!;
    },
    records: () => records + (lastChar === "\n" ? 0 : 1),
  };
}

/** A request and its whole body, read as a stream; the text kept only when asked (`keep`). */
async function receive(url: string, init: RequestInit, keep: boolean): Promise<Received> {
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), ...init });
  const decoder = new TextDecoder();
  const counter = csvRecordCounter();
  const csv = (response.headers.get("content-type") ?? "").startsWith("text/csv");
  let bytes = 0;
  let text = "";
  const reader = response.body?.getReader();
  for (;;) {
    const { done, value: chunk } = (await reader?.read()) ?? { done: true };
    if (done || !chunk) break;
    bytes += chunk.byteLength;
    if (!keep && !csv) continue;
    const part = decoder.decode(chunk, { stream: true });
    if (keep) text += part;
    if (csv) counter.add(part);
  }
  return { status: response.status, bytes, csvRows: csv ? Math.max(0, counter.records() - 1) : 0, text };
}

/** The cookies a response sets, as a Cookie header's pairs. */

// --- One size ----------------------------------------------------------------------------

type Outcome = { ms: number; status: number; bytes: number; csvRows: number };
type Measured = {
  operation: string;
  /** What was requested (the last run's address). */
  url?: string;
  /** Each run's milliseconds (runs that completed). */
  runs: number[];
  medianMs: number | null;
  status: number | null;
  bytes: number;
  csvRows: number;
  /** The server's CPU time (user and system) for the operation, median of the runs: steadier than the time on a busy machine. */
  cpuMs: number | null;
  /** Peak RSS of the server while the operation ran, MB (the highest of the runs). */
  peakRssMb: number | null;
  /** The longest wait of a /robots.txt probe while it ran (the highest of the runs). */
  longestProbeMs: number | null;
  /** Probes that got no answer (the server died, or one timed out). */
  probeFailures: number;
  died: boolean;
  /** How long the failed request ran before it failed. */
  failedAfterMs?: number;
  error?: string;
};

type Operation = {
  name: string;
  /** Untimed: what the timed request is (an address, a form post). */
  prepare: () => Promise<{ url: string; init?: RequestInit }>;
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function fill(databaseUrl: string, size: FillSize) {
  // In a process of its own: the fill's hundreds of MB of rows would otherwise be collected
  // in this one while it times requests and probes.
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        fileURLToPath(new URL("data-fill.ts", import.meta.url)),
        "--size",
        size,
        "--database",
        databaseUrl,
      ],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the fill exited with ${code}`))));
  });
}

async function measureSize(size: FillSize): Promise<Measured[]> {
  const server = await startProductionServer(values.port);
  const { origin } = server;
  try {
    const fillBegan = performance.now();
    await server.restart(() => fill(`file:${server.databaseFile}`, size));
    console.info(`Size ${size}: filled and started again in ${Math.round(performance.now() - fillBegan)} ms`);

    const cookie = await signIn(origin);
    const headers = { Cookie: cookie };
    const post = (fields: Array<[string, string]>) => ({
      method: "POST",
      headers: {
        ...headers,
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        "Sec-Fetch-Site": "same-origin",
      },
      body: new URLSearchParams(fields).toString(),
    });
    const page = async (path: string, init: RequestInit = { headers }) => {
      const received = await receive(`${origin}${path}`, init, true);
      if (received.status !== 200) throw new Error(`${path}: HTTP ${received.status}`);
      return received.text;
    };
    /** The privacy screen's search form, posted with the person's address: its fields. */
    const privacySearch = async () => {
      const form = formsOf(await page("/admin/privacy")).find(({ names }) => names.has("email"));
      if (!form) throw new Error("/admin/privacy: no search form");
      const fields = form.fields.filter(([name]) => name !== "email");
      return {
        action: form.action ?? "/admin/privacy",
        fields: [...fields, ["email", FILL_PERSON_EMAIL]] as Array<[string, string]>,
      };
    };

    const operations: Operation[] = [
      { name: "/admin/leads, first page", prepare: async () => ({ url: "/admin/leads" }) },
      { name: "/admin/leads?status=won", prepare: async () => ({ url: "/admin/leads?status=won" }) },
      { name: `/admin/leads?q=<rare word>`, prepare: async () => ({ url: `/admin/leads?q=${FILL_RARE_WORD}` }) },
      {
        name: "/admin/leads, last page",
        prepare: async () => {
          const url = lastPageLink(await page("/admin/leads"), "/admin/leads");
          if (!url) throw new Error("the inbox's first page links to no last page");
          return { url };
        },
      },
      { name: "/admin/leads/export.csv, every lead", prepare: async () => ({ url: "/admin/leads/export.csv" }) },
      { name: "/sitemap.xml", prepare: async () => ({ url: "/sitemap.xml" }) },
      { name: "/admin/posts", prepare: async () => ({ url: "/admin/posts" }) },
      // The site search (docs/decisions/052): its index holds the posts, in memory.
      {
        name: "/recherche?q=<a visitor's question>",
        prepare: async () => ({ url: `/recherche?q=${encodeURIComponent("combien coûte un site web")}` }),
      },
      {
        name: "/admin/privacy, search by e-mail",
        prepare: async () => {
          const { action, fields } = await privacySearch();
          return { url: action, init: post(fields) };
        },
      },
      {
        name: "privacy JSON export of that person",
        prepare: async () => {
          const { action, fields } = await privacySearch();
          const found = await page(action, post(fields));
          const form = formsOf(found).find(({ action: to }) => to?.includes("/admin/privacy/export"));
          if (!form?.action) throw new Error("the privacy search's result has no export form");
          return { url: form.action, init: post(form.fields) };
        },
      },
    ];

    const results: Measured[] = [];
    for (const operation of operations) {
      const result = await measure(operation, server, headers);
      results.push(result);
      const shown = result.died
        ? `process dies after ${result.failedAfterMs} ms`
        : result.error
          ? `failed: ${result.error}`
          : `${result.medianMs} ms, CPU ${result.cpuMs} ms`;
      console.info(
        `  ${size} ${operation.name}: ${shown} (runs ${result.runs.map(Math.round).join(", ")}; peak RSS ${result.peakRssMb ?? "?"} MB; longest probe ${result.longestProbeMs ?? "?"} ms${result.probeFailures ? ` (${result.probeFailures} unanswered)` : ""}${result.csvRows ? `; ${result.csvRows} rows` : ""}; ${result.bytes} bytes; ${result.url})`,
      );
      if (!server.alive()) {
        await server.restart();
        // The first requests after a start compile the app's code: not the next operation's cost.
        for (const path of ["/", "/robots.txt", "/admin/leads", "/sitemap.xml"]) await page(path);
        console.info(`  (the server was started again)`);
      }
    }
    return results;
  } finally {
    await server.stop();
  }
}

type Server = Awaited<ReturnType<typeof startProductionServer>>;

/** Sends /robots.txt every probeEveryMs (and once at once) until stopped; samples the server's RSS with each. */
function startProbes(server: Server) {
  const waits: number[] = [];
  let failures = 0;
  let rssMb = 0;
  const pending = new Set<Promise<void>>();
  const probe = () => {
    try {
      rssMb = Math.max(rssMb, server.memoryMb("VmRSS"));
    } catch {
      // The process has gone.
    }
    const began = performance.now();
    const sent: Promise<void> = fetch(`${server.origin}/robots.txt`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
      .then((response) => response.arrayBuffer())
      .then(
        () => void waits.push(performance.now() - began),
        // A probe the server never answered (it died) waited until then: that wait counts too.
        () => {
          waits.push(performance.now() - began);
          failures++;
        },
      )
      .finally(() => pending.delete(sent));
    pending.add(sent);
  };
  probe();
  const timer = setInterval(probe, probeEveryMs);
  return async () => {
    clearInterval(timer);
    await Promise.all(pending);
    return { longest: waits.length ? Math.max(...waits) : 0, failures, rssMb };
  };
}

/** Waits up to `ms` for the server process to exit; whether it has. */
async function diedWithin(server: Server, ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (!server.alive()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !server.alive();
}

async function measure(operation: Operation, server: Server, headers: Record<string, string>): Promise<Measured> {
  const result: Measured = {
    operation: operation.name,
    runs: [],
    medianMs: null,
    cpuMs: null,
    status: null,
    bytes: 0,
    csvRows: 0,
    peakRssMb: null,
    longestProbeMs: null,
    probeFailures: 0,
    died: false,
  };
  const cpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    let request: Awaited<ReturnType<Operation["prepare"]>>;
    try {
      request = await operation.prepare();
    } catch (error) {
      result.error = (error as Error).message;
      break;
    }
    result.url = `${request.init?.method ?? "GET"} ${request.url}`;
    const exact = server.resetPeakMemory();
    const cpuBefore = server.cpuMs();
    const stopProbes = startProbes(server);
    const began = performance.now();
    let outcome: Outcome | undefined;
    try {
      const received = await receive(`${server.origin}${request.url}`, { headers, ...request.init }, false);
      outcome = { ms: performance.now() - began, ...received };
    } catch (error) {
      result.error = (error as Error).message;
      result.failedAfterMs = Math.round(performance.now() - began);
    }
    const probes = await stopProbes();
    let peak = probes.rssMb;
    try {
      if (exact) peak = Math.max(peak, server.memoryMb("VmHWM"));
    } catch {
      // The process has gone: the samples are what is known.
    }
    result.peakRssMb = Math.max(result.peakRssMb ?? 0, peak);
    result.longestProbeMs = Math.round(Math.max(result.longestProbeMs ?? 0, probes.longest));
    result.probeFailures += probes.failures;
    // A request that failed may have taken the process with it: it exits within moments.
    if (!outcome || !server.alive()) {
      result.died = await diedWithin(server, 2_000);
      break;
    }
    result.runs.push(Math.round(outcome.ms));
    // Includes the probes' share (about a tenth of a millisecond each).
    cpu.push(server.cpuMs() - cpuBefore);
    result.status = outcome.status;
    result.bytes = outcome.bytes;
    result.csvRows = outcome.csvRows;
    if (outcome.status !== 200) result.error = `HTTP ${outcome.status}`;
  }
  if (result.runs.length && !result.died) {
    result.medianMs = Math.round(median(result.runs));
    result.cpuMs = Math.round(median(cpu));
  }
  return result;
}

// --- The run -----------------------------------------------------------------------------

// The machine's load beside the figures: other work on a shared machine slows every request.
const load = () =>
  `load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(", ")} on ${cpus().length} CPUs`;
const measured = new Map<string, Measured[]>();
const loads: string[] = [];
for (const size of sizes) {
  loads.push(`${size}: ${load()}`);
  console.info(`Size ${size}, ${load()}`);
  measured.set(size, await measureSize(size as FillSize));
}
loads.push(`end: ${load()}`);

const first = sizes[0]!;
const last = sizes[sizes.length - 1]!;
const cell = (result: Measured | undefined) =>
  !result
    ? "-"
    : result.died
      ? `**process dies** (after ${result.failedAfterMs} ms)`
      : result.medianMs === null
        ? `failed (${result.error})`
        : `${result.medianMs} ms${result.error ? ` (${result.error})` : ""}`;
const extra = (result: Measured | undefined) =>
  !result || result.died || result.medianMs === null
    ? ""
    : result.csvRows
      ? `, ${result.csvRows} rows`
      : result.operation === "/sitemap.xml"
        ? `, ${result.bytes} bytes`
        : "";
const across = (index: number, show: (result: Measured | undefined) => string) =>
  sizes.map((size) => show(measured.get(size)?.[index])).join(" / ");

const names = measured.get(first)!.map(({ operation }) => operation);
const lines = [
  `| operation | ${sizes.join(" | ")} | ${last}/${first} | server CPU ms (${sizes.join("/")}) | peak RSS MB (${sizes.join("/")}) | longest probe ms (${sizes.join("/")}) |`,
  `|---|${sizes.map(() => "---|").join("")}---|---|---|---|`,
  ...names.map((name, index) => {
    const atFirst = measured.get(first)![index];
    const atLast = measured.get(last)![index];
    const ratio =
      atFirst?.medianMs && atLast?.medianMs && !atLast.died
        ? `${(atLast.medianMs / atFirst.medianMs).toFixed(1)}x`
        : "-";
    return `| ${name} | ${sizes.map((size) => cell(measured.get(size)?.[index]) + extra(measured.get(size)?.[index])).join(" | ")} | ${ratio} | ${across(index, (result) => String(result?.cpuMs ?? "-"))} | ${across(index, (result) => String(result?.peakRssMb ?? "-"))} | ${across(index, (result) => String(result?.longestProbeMs ?? "-"))} |`;
  }),
];
console.info(`\nMedians of ${runs} run(s); a /robots.txt probe every ${probeEveryMs} ms during each.\n`);
console.info(lines.join("\n"));
console.info(`\n${loads.join("; ")}`);
if (values.json) writeFileSync(values.json, JSON.stringify({ loads, sizes: Object.fromEntries(measured) }, null, 2));
