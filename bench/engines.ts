// The two engines side by side (docs/decisions/048), part of `npm run bench` (after
// `npm run build`): the same production build, on the same data, on SQLite and on
// PostgreSQL (Debian's, started by scripts/pg-server.sh with the durability SQLite has
// here: WAL flushed in the background, no fsync per commit), and on two machines sharing
// PostgreSQL. Each PostgreSQL figure is printed beside SQLite's (the reference) and the ratio;
// nothing is asserted.
//   - pages /, /blog: requests/s and p99 under --connections (autocannon; both served
//     from the page cache, so the engine shows only on a miss);
//   - the inbox at 30,000 leads (data size M of bench/data-fill.ts, copied into PostgreSQL
//     with scripts/db-copy.ts), signed in as staff: first page, a text search, the last
//     page; median of --runs, elapsed and the server's CPU time;
//   - lead posts (the contact form without JavaScript, a unique address each) under
//     --lead-connections: accepted/s, p99, then every acknowledged lead looked up (lost,
//     duplicated);
//   - two servers on one PostgreSQL database, lead posts to both at once (half the
//     connections each): accepted/s over both, lost, duplicated.
// Usage: npm run bench:engines [-- --duration 10 --connections 50 --lead-connections 100 --runs 5]
import { execFileSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { createPrismaClient } from "../app/platform/db.server";
import { copySqliteToPostgres } from "../scripts/db-copy";
import { FILL_RARE_WORD } from "./data-fill";
import { startProductionServer } from "./production-server";
import { lastPageLink, signIn } from "./staff-session";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "lead-connections": { type: "string", default: "100" },
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "3210" },
    "pg-port": { type: "string", default: "5460" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const leadConnections = Number(values["lead-connections"]);
const runs = Number(values.runs);
const port = Number(values.port);

type Server = Awaited<ReturnType<typeof startProductionServer>>;
type Row = { measure: string; sqlite: string; postgres: string; ratio: string };

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;
const ratio = (postgres: number, sqlite: number) => `${(postgres / sqlite).toFixed(2)}x`;

// --- PostgreSQL, a throwaway cluster of the benchmark's own ------------------------------

const pgEnv = {
  ...process.env,
  PG_PORT: values["pg-port"],
  PG_SERVER_DIR: "/tmp/vitrine-bench-postgres",
  // As SQLite runs here (WAL, synchronous=NORMAL): commits do not wait for the disk, the WAL is still written and flushed.
  PG_OPTIONS: "-c fsync=on -c full_page_writes=on -c synchronous_commit=off -c shared_buffers=128MB",
};
const pgServer = (command: "start" | "stop") =>
  execFileSync("bash", [fileURLToPath(new URL("../scripts/pg-server.sh", import.meta.url)), command], {
    env: pgEnv,
    stdio: ["ignore", "inherit", "inherit"],
  });
const postgresUrl = (database: string) => `postgresql://postgres@127.0.0.1:${values["pg-port"]}/${database}`;

async function createDatabase(name: string) {
  const admin = new pg.Client({ connectionString: postgresUrl("postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return postgresUrl(name);
}

/** The fill, in a process of its own (bench/data.ts does the same): its rows are not this process's garbage. */
function fill(databaseUrl: string) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        fileURLToPath(new URL("data-fill.ts", import.meta.url)),
        "--size",
        "M",
        "--database",
        databaseUrl,
      ],
      { stdio: ["ignore", "inherit", "inherit"] },
    );
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the fill exited with ${code}`))));
  });
}

// --- Measures ---------------------------------------------------------------------------

async function pages(server: Server, pathname: string) {
  await autocannon({ url: `${server.origin}${pathname}`, connections, duration: 1 });
  const result = await autocannon({ url: `${server.origin}${pathname}`, connections, duration });
  return { rate: result.requests.total / duration, p99: result.latency.p99 };
}

async function inbox(server: Server, path: string, cookie: string) {
  const elapsed: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < runs; run++) {
    const cpuBefore = server.cpuMs();
    const began = performance.now();
    const response = await fetch(`${server.origin}${path}`, { headers: { Cookie: cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    elapsed.push(performance.now() - began);
    cpu.push(server.cpuMs() - cpuBefore);
  }
  return { elapsed: median(elapsed), cpu: median(cpu) };
}

/** The inbox's last page, from its first page's own links. */
async function lastPage(server: Server, cookie: string) {
  const html = await (await fetch(`${server.origin}/admin/leads`, { headers: { Cookie: cookie } })).text();
  const url = lastPageLink(html, "/admin/leads");
  if (!url) throw new Error("the inbox's first page links to no last page");
  return url;
}

/** Lead posts to every origin at once, the connections shared out; then each acknowledged lead looked up. */
async function leadPosts(origins: string[], databaseUrl: string, tag: string) {
  const acknowledged: string[] = [];
  let sent = 0;
  const results = await Promise.all(
    origins.map((origin) =>
      autocannon({
        url: `${origin}/contact`,
        connections: Math.ceil(leadConnections / origins.length),
        duration,
        requests: [
          {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            setupRequest: (request, context: { email?: string }) => {
              context.email = `bench-${tag}-${sent++}@example.com`;
              const form = new URLSearchParams({ name: "Banc d'essai", email: context.email, consent: "on", fax: "" });
              return { ...request, body: form.toString() };
            },
            onResponse: (status, _body, context: { email?: string }) => {
              if (status === 303 && context.email) acknowledged.push(context.email);
            },
          },
        ],
      }),
    ),
  );
  const client = createPrismaClient(databaseUrl);
  try {
    const stored = await client.lead.groupBy({
      by: ["email"],
      where: { email: { startsWith: `bench-${tag}-` } },
      _count: true,
    });
    const counts = new Map(stored.map((row) => [row.email, row._count]));
    return {
      rate: acknowledged.length / duration,
      p99: Math.max(...results.map((result) => result.latency.p99)),
      lost: acknowledged.filter((email) => !counts.has(email)).length,
      duplicated: [...counts.values()].filter((count) => count > 1).length,
      sent,
    };
  } finally {
    await client.$disconnect();
  }
}

// --- The run -----------------------------------------------------------------------------

const rows: Row[] = [];
const servers: Server[] = [];
// Every lead post comes from this one address: no per-IP limit may refuse them.
const serverEnv = { LEAD_RATE_LIMIT_PER_MINUTE: "100000000", BACKUP_INTERVAL_MINUTES: "0" };
try {
  pgServer("start");
  // SQLite: migrated and seeded by its first start, then filled at size M while stopped.
  const sqlite = await startProductionServer(String(port), serverEnv);
  servers.push(sqlite);
  const sqliteUrl = `file:${sqlite.databaseFile}`;
  await sqlite.restart(async () => {
    await fill(sqliteUrl);
    // PostgreSQL gets the very same rows.
    const postgresDatabase = await createDatabase("bench");
    const copied = await copySqliteToPostgres(sqliteUrl, postgresDatabase);
    console.info(`Copied into PostgreSQL: ${copied.leads} leads, ${copied.posts} posts, ${copied.users} users`);
  });
  // With PostgreSQL in production media and snapshots must be on S3: an address no request
  // here reaches (the pages and leads measured never touch media; no snapshot is scheduled).
  const postgresEnv = {
    ...serverEnv,
    DATABASE_URL: postgresUrl("bench"),
    MEDIA_STORE: "s3",
    BACKUP_STORE: "s3",
    S3_ENDPOINT: "127.0.0.1",
    S3_PORT: "9",
    S3_USE_SSL: "false",
    S3_ACCESS_KEY: "unused",
    S3_SECRET_KEY: "unused",
  };
  const postgres = await startProductionServer(String(port + 1), postgresEnv);
  servers.push(postgres);
  console.info(`Both servers up: SQLite on ${sqlite.origin}, PostgreSQL on ${postgres.origin}`);

  for (const pathname of ["/", "/blog"]) {
    const [onSqlite, onPostgres] = [await pages(sqlite, pathname), await pages(postgres, pathname)];
    rows.push({
      measure: `${pathname}, ${connections} connections`,
      sqlite: `${onSqlite.rate.toFixed(0)} req/s, p99 ${ms(onSqlite.p99)}`,
      postgres: `${onPostgres.rate.toFixed(0)} req/s, p99 ${ms(onPostgres.p99)}`,
      ratio: ratio(onPostgres.rate, onSqlite.rate),
    });
  }

  const cookies = [await signIn(sqlite.origin), await signIn(postgres.origin)] as const;
  for (const [label, path] of [
    ["inbox at 30,000 leads, first page", () => "/admin/leads"],
    [`inbox at 30,000 leads, ?q=<rare word>`, () => `/admin/leads?q=${FILL_RARE_WORD}`],
    ["inbox at 30,000 leads, last page", (server: Server, cookie: string) => lastPage(server, cookie)],
  ] as const) {
    const [onSqlite, onPostgres] = [
      await inbox(sqlite, await path(sqlite, cookies[0]), cookies[0]),
      await inbox(postgres, await path(postgres, cookies[1]), cookies[1]),
    ];
    rows.push({
      measure: `${label} (median of ${runs})`,
      sqlite: `${ms(onSqlite.elapsed)}, CPU ${onSqlite.cpu} ms`,
      postgres: `${ms(onPostgres.elapsed)}, CPU ${onPostgres.cpu} ms`,
      ratio: ratio(onPostgres.elapsed, onSqlite.elapsed),
    });
  }

  const describeLeads = (leads: Awaited<ReturnType<typeof leadPosts>>) =>
    `${leads.rate.toFixed(0)} accepted/s, p99 ${ms(leads.p99)}, ${leads.lost} lost, ${leads.duplicated} duplicated`;
  const leadsOnSqlite = await leadPosts([sqlite.origin], sqliteUrl, "sqlite");
  const leadsOnPostgres = await leadPosts([postgres.origin], postgresUrl("bench"), "postgres");
  rows.push({
    measure: `lead posts, ${leadConnections} connections`,
    sqlite: describeLeads(leadsOnSqlite),
    postgres: describeLeads(leadsOnPostgres),
    ratio: ratio(leadsOnPostgres.rate, leadsOnSqlite.rate),
  });

  // A second machine on the same database; SQLite's server stops, so the two share the CPU alone.
  await sqlite.stop();
  servers.shift();
  const second = await startProductionServer(String(port + 2), postgresEnv);
  servers.push(second);
  const together = await leadPosts([postgres.origin, second.origin], postgresUrl("bench"), "two");
  rows.push({
    measure: `lead posts over two PostgreSQL servers, ${leadConnections} connections`,
    sqlite: `one PostgreSQL server: ${leadsOnPostgres.rate.toFixed(0)} accepted/s`,
    postgres: describeLeads(together),
    ratio: ratio(together.rate, leadsOnPostgres.rate),
  });

  console.info(`\n| measure | SQLite (reference) | PostgreSQL | PostgreSQL / SQLite |\n|---|---|---|---|`);
  for (const row of rows) console.info(`| ${row.measure} | ${row.sqlite} | ${row.postgres} | ${row.ratio} |`);
} finally {
  for (const server of servers) await server.stop();
  pgServer("stop");
}
