import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";

// Two production servers on one PostgreSQL database (docs/decisions/049), started as
// production starts them (scripts/start.sh: migrations, seed, server), over HTTP: they
// start at once, leads posted to either are stored once, a post published through one
// shows on the other's cached /blog within 2 s, kill -9 of one loses no acknowledged lead,
// and a rolling restart behind a proxy that sends nothing new to a machine it stops and retries failed connections on the other
// machine (as Fly's does) drops no request. Needs `npm run build` and TEST_POSTGRES_URL
// (npm run test:all runs it after the build).

const serverUrl = process.env.TEST_POSTGRES_URL;
const basePort = Number(process.env.E2E_PORT ?? 3100) + 50;
const DATABASE = "vitrine_two_machines";
const STAFF = { email: "staff@vitrine.example", password: "Deux-machines-2026" };

function databaseUrl(database: string) {
  const url = new URL(serverUrl ?? "");
  url.pathname = `/${database}`;
  return url.toString();
}

type Machine = {
  name: string;
  port: number;
  dataDir: string;
  child?: ChildProcess;
  log: string[];
  /** Being stopped: the proxy sends it no new request (Fly's proxy knows the machines it stops). */
  stopping?: boolean;
};

const work = mkdtempSync(path.join(tmpdir(), "vitrine-machines-"));
const machines: Machine[] = ["a", "b"].map((name, index) => ({
  name,
  port: basePort + index,
  dataDir: path.join(work, name),
  log: [],
}));
const [a, b] = machines as [Machine, Machine];

function machineEnv(machine: Machine): NodeJS.ProcessEnv {
  return {
    NODE_ENV: "production",
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(machine.port),
    DATABASE_URL: databaseUrl(DATABASE),
    DATA_DIR: machine.dataDir,
    SESSION_SECRET: "two-machines-session-secret-with-32-characters",
    ALTCHA_HMAC_KEY: "two-machines-altcha-key-with-32-characters",
    SITE_URL: `http://localhost:${machine.port}`,
    AGENCY_LEAD_EMAIL: "agence@vitrine.example",
    LEAD_DIGEST_ENABLED: "false",
    LEAD_RATE_LIMIT_PER_MINUTE: "100000",
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    // Far longer than the test: a page on /blog can only change through the notification.
    PAGE_CACHE_TTL_SECONDS: "3600",
    BACKUP_INTERVAL_MINUTES: "0",
    // With PostgreSQL in production media must be on S3 (decision 048); no test here reads
    // media, so the server is never asked for (nothing listens on port 9).
    MEDIA_STORE: "s3",
    S3_ENDPOINT: "127.0.0.1",
    S3_PORT: "9",
    S3_USE_SSL: "false",
    S3_ACCESS_KEY: "unused",
    S3_SECRET_KEY: "unused",
  };
}

function start(machine: Machine) {
  const child = spawn("sh", ["scripts/start.sh"], { env: machineEnv(machine), stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => machine.log.push(...chunk.toString().trimEnd().split("\n")));
  }
  machine.child = child;
}

function exited(machine: Machine) {
  const child = machine.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => child.once("exit", () => resolve()));
}

async function stop(machine: Machine, signal: NodeJS.Signals = "SIGTERM") {
  machine.child?.kill(signal);
  await exited(machine);
  machine.child = undefined;
}

async function healthy(machine: Machine, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(`http://127.0.0.1:${machine.port}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline || machine.child?.exitCode != null) {
      throw new Error(`machine ${machine.name} is not healthy:\n${machine.log.slice(-30).join("\n")}`);
    }
    await delay(200);
  }
}

let database: pg.Client;

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
  return (await database.query<T>(sql, values)).rows;
}

let leadNumber = 0;

/** Posts the contact form (without JavaScript: no bot token, stored unverified); the lead's address and the status. */
async function postLead(port: number) {
  const email = `client-${++leadNumber}@exemple.ca`;
  const body = new URLSearchParams({
    name: `Client ${leadNumber}`,
    email,
    message: "Bonjour.",
    consent: "on",
    fax: "",
  });
  const status = await fetch(`http://127.0.0.1:${port}/contact`, { method: "POST", body, redirect: "manual" }).then(
    (response) => response.status,
    () => 0,
  );
  return { email, status };
}

async function storedLeads(emails: string[]) {
  const rows = await query<{ email: string; count: string }>(
    `SELECT "email", count(*) FROM "leads" WHERE "email" = ANY($1) GROUP BY "email"`,
    [emails],
  );
  return new Map(rows.map((row) => [row.email, Number(row.count)]));
}

/** A proxy in front of both machines: each request to the next one, to the other when the connection fails. */
function startProxy(port: number) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const first = next++ % machines.length;
      const attempt = (tries: number) => {
        const running = machines.filter(({ stopping }) => !stopping);
        const machine = running[(first + tries) % running.length] as Machine;
        // A connection per request: a kept one could be closed by a stopping server under our feet.
        const upstream = http.request(
          {
            port: machine.port,
            host: "127.0.0.1",
            method: request.method,
            path: request.url,
            headers: request.headers,
            agent: false,
          },
          (answer) => {
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on("error", (error: NodeJS.ErrnoException) => {
          // Refused, or reset while connecting (a connection the kernel had queued when the
          // server stopped listening): the request never left, so it may go elsewhere, as
          // Fly's proxy sends it. A reset once it was sent is not retried (a 502).
          if (error.syscall === "connect" && tries < 20) {
            setTimeout(() => attempt(tries + 1), tries < machines.length ? 0 : 100);
            return;
          }
          response.writeHead(502).end(error.message);
          console.warn(
            `[proxy] ${request.method} ${request.url} to ${machine.name}: ${error.message} (try ${tries + 1})`,
          );
        });
        upstream.end(body);
      };
      attempt(0);
    });
  });
  server.listen(port, "127.0.0.1");
  return server;
}

/** Runs `work` for 0..count-1, `concurrency` at a time; the results in order. */
async function inParallel<T>(count: number, concurrency: number, work: (index: number) => Promise<T>) {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

/** The cookies a response sets, as a Cookie header. */
function cookiesOf(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

afterAll(async () => {
  await Promise.all(machines.map((machine) => stop(machine, "SIGKILL")));
  await database?.end();
  rmSync(work, { recursive: true, force: true });
});

describe.skipIf(!serverUrl).sequential("two machines on one PostgreSQL database", () => {
  test("both start at once: the migrations are applied once, both are healthy", async () => {
    const admin = new pg.Client({ connectionString: databaseUrl("postgres") });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DATABASE}`);
    await admin.end();
    database = new pg.Client({ connectionString: databaseUrl(DATABASE) });
    await database.connect();

    machines.forEach(start);
    await Promise.all(machines.map((machine) => healthy(machine)));

    const migrations = readdirSync("prisma/postgres/migrations", { withFileTypes: true }).filter((entry) =>
      entry.isDirectory(),
    );
    const applied = await query<{ migration_name: string; finished_at: Date | null; rolled_back_at: Date | null }>(
      `SELECT "migration_name", "finished_at", "rolled_back_at" FROM "_prisma_migrations"`,
    );
    expect(applied.map((row) => row.migration_name).sort()).toEqual(migrations.map((entry) => entry.name).sort());
    expect(applied.every((row) => row.finished_at && !row.rolled_back_at)).toBe(true);
  });

  test("leads posted to either machine are stored once, and their notices sent once", async () => {
    const started = performance.now();
    const posted = await inParallel(200, 20, (index) => postLead((machines[index % 2] as Machine).port));
    const seconds = (performance.now() - started) / 1000;
    console.info(`[machines] 200 lead posts over both machines, 20 at a time: ${Math.round(200 / seconds)} posts/s`);
    expect(posted.every(({ status }) => status === 303)).toBe(true);
    const stored = await storedLeads(posted.map(({ email }) => email));
    expect(stored.size).toBe(posted.length);
    expect([...stored.values()].every((count) => count === 1)).toBe(true);
    // Each notice is sent by one machine's worker, once.
    const deadline = Date.now() + 30_000;
    for (;;) {
      // The notices and the senders' acknowledgements: the queue empty.
      const [waiting] = await query<{ count: string }>(`SELECT count(*) FROM "outgoing_mail"`);
      if (Number(waiting?.count) === 0) break;
      if (Date.now() > deadline) throw new Error(`${waiting?.count} messages still unsent`);
      await delay(200);
    }
    const attempts = await query<{ notification_attempts: number }>(
      `SELECT "notification_attempts" FROM "leads" WHERE "email" = ANY($1)`,
      [posted.map(({ email }) => email)],
    );
    expect(attempts.every((row) => row.notification_attempts === 1)).toBe(true);
    const notices = machines.flatMap((machine) =>
      readdirSync(path.join(machine.dataDir, "outbox")).filter((file) => file.endsWith(".eml")),
    );
    // A notice to the agency and an acknowledgement to the sender per lead.
    expect(notices.length).toBe(posted.length * 2);
  });

  test("a post published through one machine shows on the other's cached /blog within 2 s", async () => {
    const created = spawnSync("node", ["server-build/create-staff.js", STAFF.email, STAFF.password], {
      env: machineEnv(a),
      encoding: "utf8",
    });
    expect(created.status, created.stderr).toBe(0);
    const login = await fetch(`http://127.0.0.1:${a.port}/login`, {
      method: "POST",
      body: new URLSearchParams(STAFF),
      redirect: "manual",
    });
    expect(login.status).toBe(303);
    const cookie = cookiesOf(login);

    // B's /blog is cached: asked until an answer is a hit (a copy is stored once rendered and
    // compressed, which may end after the first answer does).
    let cached = false;
    for (let attempt = 0; attempt < 100 && !cached; attempt += 1) {
      const answer = await fetch(`http://127.0.0.1:${b.port}/blog`);
      await answer.arrayBuffer();
      cached = answer.headers.get("x-cache") === "hit";
      if (!cached) await delay(10);
    }
    expect(cached, "B's /blog never came from its cache").toBe(true);

    const title = `Publié par la machine A ${Date.now()}`;
    const form = new FormData();
    form.set("title", title);
    form.set("excerpt", "Deux machines, une base.");
    form.set("content", "<p>Deux machines, une base de données.</p>");
    form.set("publication", "now");
    form.set("lang", "fr");
    const published = await fetch(`http://127.0.0.1:${a.port}/admin/posts/new`, {
      method: "POST",
      body: form,
      headers: { cookie },
      redirect: "manual",
    });
    expect(published.status).toBe(303);
    const after = performance.now();
    for (;;) {
      const page = await (await fetch(`http://127.0.0.1:${b.port}/blog`)).text();
      if (page.includes(title)) break;
      expect(performance.now() - after, "the post is not on B's /blog").toBeLessThan(2_000);
      await delay(10);
    }
    console.info(
      `[machines] published on A, on B's /blog ${Math.round(performance.now() - after)} ms after A answered`,
    );
  });

  test("kill -9 of one machine during a burst of lead posts loses no acknowledged lead", async () => {
    const burst = inParallel(300, 16, (index) => postLead((machines[index % 2] as Machine).port));
    await delay(500);
    await stop(a, "SIGKILL");
    const posted = await burst;
    const acknowledged = posted.filter(({ status }) => status === 303 || status === 200);
    const refused = posted.filter(({ status }) => status === 0);
    console.info(`[machines] kill -9: ${acknowledged.length} leads acknowledged, ${refused.length} posts refused`);
    expect(acknowledged.length + refused.length).toBe(posted.length);
    expect(refused.length).toBeGreaterThan(0);
    // A lead acknowledged from A's spool would be stored when A starts again: it starts.
    start(a);
    await healthy(a);
    const stored = await storedLeads(acknowledged.map(({ email }) => email));
    expect(acknowledged.filter(({ email }) => stored.get(email) !== 1)).toEqual([]);
  });

  test("a rolling restart of both behind a retrying proxy drops no request", async () => {
    const proxyPort = basePort + 2;
    const proxy = startProxy(proxyPort);
    let streaming = true;
    const answers: { what: string; status: number; email?: string }[] = [];
    const stream = Promise.all(
      Array.from({ length: 6 }, async (_, loop) => {
        while (streaming) {
          if (loop % 2 === 0) answers.push({ what: "lead", ...(await postLead(proxyPort)) });
          else {
            const path = loop % 4 === 1 ? "/blog" : "/";
            const status = await fetch(`http://127.0.0.1:${proxyPort}${path}`).then(
              async (response) => (await response.arrayBuffer(), response.status),
              () => 0,
            );
            answers.push({ what: path, status });
          }
        }
      }),
    );
    for (const machine of machines) {
      await delay(300);
      machine.stopping = true;
      await stop(machine, "SIGTERM");
      start(machine);
      await healthy(machine);
      machine.stopping = false;
    }
    await delay(300);
    streaming = false;
    await stream;
    proxy.close();
    const leads = answers.filter(({ what }) => what === "lead");
    console.info(
      `[machines] rolling restart: ${answers.length} requests (${leads.length} lead posts) through the proxy`,
    );
    expect(answers.filter(({ status }) => status !== 200 && status !== 303)).toEqual([]);
    const stored = await storedLeads(leads.map(({ email }) => email ?? ""));
    expect(leads.filter(({ email }) => stored.get(email ?? "") !== 1)).toEqual([]);
  });
});
