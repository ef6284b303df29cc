// Serving benchmark (docs/decisions/026). Serves the production build (run `npm run build` first),
// started as production starts it (scripts/start.sh), on a fresh database, and prints,
// without asserting anything, each figure beside a reference on the same machine and the
// ratio:
//   - requests/s, p50, p99 and timeouts of /, /en, /blog and /services/seo under
//     --connections (wrk with two threads when installed, else autocannon; each after one
//     second of the same load, not counted),
//     beside nginx serving the same bytes from disk (one worker) when it is installed,
//     else Node's bare http serving them from memory, in a process of its own; then one
//     connection on /;
//   - / with and without Accept-Encoding (the reference serves a gzip -6 copy made once,
//     with nginx's gzip_static), and the compressed body sizes of / beside gzip -6 of
//     the same HTML;
//   - lead posts (the contact form as a browser without JavaScript posts it, a unique
//     e-mail each) under --lead-connections: accepted (303) per second, p99, timeouts,
//     then every acknowledged lead counted in the database (lost, duplicated), beside raw
//     SQLite WAL inserts (libSQL, the same table, one row per transaction);
//   - the server's memory (RSS): idle, peak through the page and lead loads, 30 s after;
//   - start to first 200 on / with the migrations applied (median of three restarts),
//     beside a bare Node process's start to its first 200;
//   - the JavaScript a browser loads for / (each file, raw and gzip bytes), in Chromium.
// Usage: npm run bench [-- --duration 10 --connections 50 --lead-connections 100]
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createClient } from "@libsql/client";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/chromium";
import { firstLoadJavaScript } from "../tests/first-load-javascript";
import { startProductionServer, stopProcess, waitForOk } from "./production-server";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "lead-connections": { type: "string", default: "100" },
    port: { type: "string", default: "3200" },
    "reference-port": { type: "string", default: "3201" },
    "after-seconds": { type: "string", default: "30" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const leadConnections = Number(values["lead-connections"]);
const PAGES = ["/", "/en", "/blog", "/services/seo"];
const ACCEPT_COMPRESSED = "gzip, deflate, br";
const WARM_UP_SECONDS = 1;

// Every lead post comes from this one address: no per-IP limit may refuse them.
const server = await startProductionServer(values.port, { LEAD_RATE_LIMIT_PER_MINUTE: "100000000" });
const { origin, work, memoryMb } = server;
const referenceOrigin = `http://127.0.0.1:${values["reference-port"]}`;

type Figures = { rate: number; p50: number; p99: number; total: number; timeouts: number; failures: number };

type Load = { connections?: number; headers?: Record<string, string> };

async function measure(url: string, options: Load = {}) {
  const run = wrk ? measureWithWrk.bind(null, wrk) : measureWithAutocannon;
  // The same load for a second first, not counted: both servers' compilers and heaps settle.
  await run(url, WARM_UP_SECONDS, options);
  return run(url, duration, options);
}

async function measureWithAutocannon(url: string, seconds: number, options: Load): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, ...options });
  return {
    // The average of per-second samples reads 0 when every response takes over a second.
    rate: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    timeouts: result.timeouts,
    failures: result.errors + result.non2xx,
  };
}

/** wrk's figures (two threads, as the issue measured; one with one connection). */
async function measureWithWrk(wrk: string, url: string, seconds: number, options: Load): Promise<Figures> {
  const load = options.connections ?? connections;
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = [
    `-t${Math.min(2, load)}`,
    `-c${load}`,
    `-d${seconds}s`,
    "--latency",
    "--timeout",
    "2s",
    ...headers,
    url,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(wrk, args, { stdio: ["ignore", "pipe", "inherit"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}`))));
  });
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const latencyMs = (percentile: string) => {
    const [, value = "NaN", unit = "ms"] =
      new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)$`, "m").exec(output) ?? [];
    return Number(value) * ({ us: 0.001, ms: 1, s: 1000 } as Record<string, number>)[unit]!;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const total = number(/(\d+) requests in/);
  return {
    rate: total / seconds,
    p50: latencyMs("50"),
    p99: latencyMs("99"),
    total,
    timeouts: Number(socketErrors?.[4] ?? 0),
    failures:
      Number(socketErrors?.[1] ?? 0) +
      Number(socketErrors?.[2] ?? 0) +
      Number(socketErrors?.[3] ?? 0) +
      number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

/** A response's body as sent (not decompressed), and its Content-Encoding. */
function rawBody(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ body: Buffer; encoding: string }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ body: Buffer.concat(chunks), encoding: response.headers["content-encoding"] ?? "identity" }),
        );
      })
      .on("error", reject);
  });
}

/** A program's path when it is installed (on the PATH or in /usr/sbin), else undefined. */
function installed(program: string) {
  const folders = [...(process.env.PATH ?? "").split(":"), "/usr/sbin"];
  return folders.map((folder) => path.join(folder, program)).find((file) => existsSync(file));
}
// wrk, when installed, loads the pages (as docs/decisions/026 measured): autocannon, in Node, tops
// out near 10,000 requests/s on this machine, below what either server answers.
const wrk = installed("wrk");

/**
 * The reference: nginx when installed, else Node's bare http, in a process of its own,
 * each serving the pages' very bytes (their gzip -6 copy when the request accepts gzip,
 * as nginx's gzip_static does). nginx runs one worker, as the app is one process.
 */
async function startReference(pages: Map<string, Buffer>) {
  const folder = path.join(work, "reference");
  mkdirSync(folder);
  const files: Record<string, string> = {};
  [...pages].forEach(([pathname, body], number) => {
    writeFileSync(path.join(folder, `${number}.html`), body);
    writeFileSync(path.join(folder, `${number}.html.gz`), gzipSync(body, { level: 6 }));
    files[pathname] = `${number}.html`;
  });
  const nginx = installed("nginx");
  const began = performance.now();
  const reference = nginx ? spawnNginx(nginx, folder, files) : spawnBareNode(folder, files);
  const startMs = await waitForOk(`${referenceOrigin}/`, began, reference);
  return { reference, startMs, name: nginx ? "nginx" : "bare Node" };
}

function spawnNginx(nginx: string, folder: string, files: Record<string, string>) {
  const locations = Object.entries(files)
    .map(([pathname, file]) => `    location = ${pathname} { try_files /${file} =404; }`)
    .join("\n");
  writeFileSync(
    path.join(folder, "nginx.conf"),
    `worker_processes 1;
${process.getuid?.() === 0 ? "user root;" : ""}
pid ${folder}/nginx.pid;
error_log ${folder}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  default_type "text/html; charset=utf-8";
  gzip_static on;
  gzip_vary on;
  server {
    listen 127.0.0.1:${values["reference-port"]};
    root ${folder};
${locations}
  }
}
`,
  );
  return spawn(nginx, ["-p", folder, "-c", path.join(folder, "nginx.conf"), "-g", "daemon off;"], {
    stdio: "ignore",
  });
}

function spawnBareNode(folder: string, files: Record<string, string>) {
  const script = `const fs = require("fs"), path = require("path");
const pages = new Map(Object.entries(JSON.parse(process.argv[1])).map(([pathname, file]) =>
  [pathname, { identity: fs.readFileSync(path.join(process.argv[3], file)), gzip: fs.readFileSync(path.join(process.argv[3], file + ".gz")) }]));
require("http").createServer((request, response) => {
  const page = pages.get(request.url);
  if (!page) return response.writeHead(404).end();
  const gzip = /\\bgzip\\b/.test(request.headers["accept-encoding"] || "");
  const body = gzip ? page.gzip : page.identity;
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length,
    ...(gzip ? { "Content-Encoding": "gzip", Vary: "Accept-Encoding" } : {}) });
  response.end(body);
}).listen(Number(process.argv[2]), "127.0.0.1");`;
  return spawn("node", ["-e", script, JSON.stringify(files), values["reference-port"], folder], { stdio: "ignore" });
}

/** A bare Node process's start to its first 200 (the median of three). */
async function bareNodeStartMs() {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const began = performance.now();
    const bare = spawn(
      "node",
      ["-e", `require("http").createServer((q, s) => s.end("ok")).listen(${values["reference-port"]}, "127.0.0.1")`],
      { stdio: "ignore" },
    );
    times.push(await waitForOk(`${referenceOrigin}/`, began, bare));
    await stopProcess(bare);
  }
  return median(times);
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(part < whole / 10 ? 2 : 0)} %`;
const times = (part: number, whole: number) => `${(part / whole).toFixed(2)}x`;

/** The summary, printed last as a Markdown table: measure, Vitrine, reference, ratio. */
const table: string[][] = [];
const summarize = (...row: string[]) => table.push(row);
const describe = (figures: Figures) =>
  `${figures.rate.toFixed(0)} req/s, p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, ${figures.timeouts} timeouts` +
  (figures.failures ? `, ${figures.failures} failed` : "");

async function loadPage(pathname: string, label: string, options: Parameters<typeof measure>[1] = {}) {
  const app = await measure(`${origin}${pathname}`, options);
  const bare = await measure(`${referenceOrigin}${pathname}`, options);
  console.info(`${label}\n  Vitrine    ${describe(app)}\n  ${referenceName.padEnd(10)} ${describe(bare)}`);
  summarize(label, describe(app), `${referenceName}: ${describe(bare)}`, percent(app.rate, bare.rate));
}

/** The contact form as posted without JavaScript (bot protection off: no reCAPTCHA keys), one new e-mail per post. */
async function loadLeads() {
  const acknowledged: string[] = [];
  let sent = 0;
  const result = await autocannon({
    url: `${origin}/contact`,
    connections: leadConnections,
    duration,
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        setupRequest: (request, context: { email?: string }) => {
          context.email = `bench-${process.pid}-${sent++}@example.com`;
          const form = new URLSearchParams({ name: "Banc d'essai", email: context.email, consent: "on", fax: "" });
          return { ...request, body: form.toString() };
        },
        onResponse: (status, _body, context: { email?: string }) => {
          if (status === 303 && context.email) acknowledged.push(context.email);
        },
      },
    ],
  });
  const database = createClient({ url: `file:${server.databaseFile}` });
  const stored = new Map<string, number>();
  try {
    const rows = await database.execute(
      "SELECT email, COUNT(*) AS n FROM leads WHERE email LIKE 'bench-%' GROUP BY email",
    );
    for (const row of rows.rows) stored.set(String(row.email), Number(row.n));
  } finally {
    database.close();
  }
  const lost = acknowledged.filter((email) => !stored.has(email)).length;
  const duplicated = [...stored.values()].filter((count) => count > 1).length;
  const accepted = acknowledged.length / duration;
  return {
    accepted,
    line:
      `${accepted.toFixed(0)} accepted/s (${acknowledged.length} of ${sent} posts), p50 ${ms(result.latency.p50)}, ` +
      `p99 ${ms(result.latency.p99)}, ${result.timeouts} timeouts, ${lost} lost, ${duplicated} duplicated`,
  };
}

/** Raw SQLite: the migrations' tables in a fresh file, WAL, one lead row per transaction, for `duration` seconds. */
async function rawInsertsPerSecond() {
  const database = createClient({ url: `file:${path.join(work, "raw.db")}` });
  try {
    for (const pragma of ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL"]) await database.execute(pragma);
    for (const migration of readdirSync("prisma/migrations", { withFileTypes: true }).filter((e) => e.isDirectory())) {
      await database.executeMultiple(
        readFileSync(path.join("prisma/migrations", migration.name, "migration.sql"), "utf8"),
      );
    }
    const began = performance.now();
    let rows = 0;
    while (performance.now() - began < duration * 1000) {
      await database.execute({
        sql: `INSERT INTO leads (id, type, name, email, locale, source_page, verification) VALUES (?, 'contact', ?, ?, 'fr', '/contact', 'unverified')`,
        args: [crypto.randomUUID(), "Banc d'essai", `raw-${rows}@example.com`],
      });
      rows++;
    }
    return rows / ((performance.now() - began) / 1000);
  } finally {
    database.close();
  }
}

async function javascriptOfHomePage() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const { scripts, raw, gzip } = await firstLoadJavaScript(await browser.newPage(), `${origin}/`);
    for (const script of scripts) {
      console.info(
        `  ${String(script.gzip).padStart(7)} B gzip  ${String(script.raw).padStart(7)} B raw  ${new URL(script.url).pathname}`,
      );
    }
    console.info(`JavaScript loaded by /: ${scripts.length} files, ${gzip} B gzip (${raw} B raw)`);
  } finally {
    await browser.close();
  }
}

let reference: ChildProcess | undefined;
let referenceName = "reference";
try {
  console.info(
    `Production build, ${duration} s per measure; first start (migrations to apply) ${ms(server.firstStartMs)}`,
  );
  const pages = new Map<string, Buffer>();
  for (const pathname of PAGES) pages.set(pathname, (await rawBody(`${origin}${pathname}`)).body);
  for (let warm = 0; warm < 20; warm++) for (const pathname of PAGES) await fetch(`${origin}${pathname}`);
  const idle = memoryMb("VmRSS");
  console.info(`RSS idle: ${idle} MB`);
  const started = await startReference(pages);
  reference = started.reference;
  referenceName = started.name;
  console.info(`Reference: ${referenceName} serving the same bytes`);

  for (const pathname of PAGES) await loadPage(pathname, `${pathname}, ${connections} connections`);
  await loadPage("/", "/, one connection", { connections: 1 });
  await loadPage("/", `/, ${connections} connections, Accept-Encoding: ${ACCEPT_COMPRESSED}`, {
    headers: { "accept-encoding": ACCEPT_COMPRESSED },
  });

  const html = pages.get("/") ?? Buffer.alloc(0);
  const gzip6 = gzipSync(html, { level: 6 }).length;
  for (const encoding of ["gzip", "br"]) {
    const sent = await rawBody(`${origin}/`, { "accept-encoding": encoding });
    const best = encoding === "gzip" ? gzip6 : brotliCompressSync(html).length;
    const label = `/ body, ${encoding} (HTML ${html.length} B)`;
    console.info(`${label}: ${sent.body.length} B as ${sent.encoding}; ${encoding} of the same HTML ${best} B`);
    summarize(
      label,
      `${sent.body.length} B (${sent.encoding})`,
      `${encoding === "gzip" ? "gzip -6" : "brotli"} ${best} B`,
      times(sent.body.length, best),
    );
  }

  const pagesPeak = memoryMb("VmHWM");
  console.info(`RSS peak through the page loads: ${pagesPeak} MB`);
  const leads = await loadLeads();
  const raw = await rawInsertsPerSecond();
  console.info(
    `lead posts, ${leadConnections} connections: ${leads.line}\n  raw SQLite WAL inserts: ${raw.toFixed(0)}/s`,
  );
  summarize(
    `lead posts (no-JS contact), ${leadConnections} connections`,
    leads.line,
    `raw SQLite WAL insert ${raw.toFixed(0)}/s`,
    percent(leads.accepted, raw),
  );

  const peak = memoryMb("VmHWM");
  console.info(`RSS peak through the page and lead loads: ${peak} MB; waiting ${values["after-seconds"]} s`);
  await new Promise((resolve) => setTimeout(resolve, Number(values["after-seconds"]) * 1000));
  const after = memoryMb("VmRSS");
  console.info(`RSS ${values["after-seconds"]} s after: ${after} MB`);
  summarize("RSS: idle / peak / after", `${idle} / ${peak} / ${after} MB`, "goal: 120 / 150 / 130 MB", "-");

  await stopProcess(reference);
  const bareStart = await bareNodeStartMs();
  const starts: number[] = [];
  for (let run = 0; run < 3; run++) starts.push(await server.restart());
  console.info(`start to first 200 on /: ${starts.map(ms).join(", ")}; bare Node ${ms(bareStart)}`);
  summarize(
    "start to first 200 (migrations applied)",
    ms(median(starts)),
    `bare Node ${ms(bareStart)}`,
    times(median(starts), bareStart),
  );

  await javascriptOfHomePage();

  console.info("\n| measure | Vitrine | reference | ratio |\n|---|---|---|---|");
  for (const row of table) console.info(`| ${row.join(" | ")} |`);
} finally {
  if (reference) await stopProcess(reference);
  await server.stop();
}
