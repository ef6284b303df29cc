import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { expect, test } from "@playwright/test";
import { smtpPort } from "../../playwright.config";

/**
 * A production server of a spec's own (started as production starts it, scripts/start.sh),
 * on a database of its own, so that the spec can lock, stop, kill and restart it: started
 * afresh before the spec's tests, stopped after them.
 */
export function ownServer(
  name: string,
  port: number,
  settings: Record<string, string> = {},
  options: OwnServerOptions = {},
) {
  const server = ownServerProcess(name, port, settings, options);
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    server.clean();
    await server.start();
  });
  test.afterAll(async () => {
    await server.stop();
  });
  return server;
}

type OwnServerOptions = {
  /**
   * The database (its WAL files, spool, outbox, media and backups beside it) in a folder of
   * its own, tests/.data/<name>-<port>/, which a spec can hand to another user or mount a
   * small file system on; otherwise tests/.data/<name>-<port>.db.
   */
  folder?: boolean;
};

/** Who runs the server, and when it counts as started (its health check's status; 200 unless said). */
type StartOptions = { user?: { uid: number; gid: number }; ready?: (status: number) => boolean };

export function ownServerProcess(
  name: string,
  port: number,
  settings: Record<string, string>,
  options: OwnServerOptions,
) {
  const origin = `http://localhost:${port}`;
  const folder = options.folder ? path.resolve(`tests/.data/${name}-${port}`) : undefined;
  const database = folder ? path.join(folder, "vitrine.db") : path.resolve(`tests/.data/${name}-${port}.db`);
  // Outside the folder, which may be made read-only or full.
  const logFile = `${folder ?? database}.log`;
  const url = `file:${database}`;
  let server: ChildProcess | undefined;

  async function health() {
    return (await fetch(`${origin}/healthz`).catch(() => null))?.status;
  }

  return {
    origin,
    url,
    health,
    /** What the server has logged so far (every run since clean()). */
    log: () => readFileSync(logFile, "utf8"),
    /** Removes the database, its spool and the log of an earlier run. */
    clean() {
      if (folder) rmSync(folder, { recursive: true, force: true });
      rmSync(logFile, { force: true });
      for (const suffix of ["", "-wal", "-shm", ".log", ".spool"]) {
        rmSync(`${database}${suffix}`, { recursive: true, force: true });
      }
    },
    /** The database's folder, when it has one of its own. */
    folder,
    async start({ user, ready = (status) => status === 200 }: StartOptions = {}) {
      if (folder) mkdirSync(folder, { recursive: true });
      server = spawn("sh", ["scripts/start.sh"], {
        ...user,
        env: {
          ...process.env,
          PORT: String(port),
          SITE_URL: origin,
          DATABASE_URL: url,
          LEAD_SPOOL_DIR: `${database}.spool`,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          AGENCY_LEAD_EMAIL: `${name}@vitrine.example`,
          LEAD_RATE_LIMIT_PER_MINUTE: "1000",
          AUTH_RATE_LIMIT_PER_MINUTE: "1000",
          ...settings,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      // The server's log, for a failure's post-mortem.
      const log = createWriteStream(logFile, { flags: "a" });
      server.stdout?.pipe(log);
      server.stderr?.pipe(log);
      await expect.poll(async () => ready((await health()) ?? 0), { timeout: 30_000 }).toBe(true);
    },
    /** Sends the signal and waits for the server to exit: its exit code and how long it took. */
    async stop(signal: NodeJS.Signals = "SIGTERM") {
      if (!server || server.exitCode !== null || server.signalCode !== null) return null;
      const started = Date.now();
      const exited = once(server, "exit") as Promise<[number | null, NodeJS.Signals | null]>;
      server.kill(signal);
      const [code] = await exited;
      return { code, ms: Date.now() - started };
    },
    /** The lead spool's folder. */
    spoolDir: `${database}.spool`,
    /** The addresses stored in a table, read on a connection of the test's own. */
    async stored(table: "leads" | "users") {
      const reader = createClient({ url });
      try {
        const { rows } = await reader.execute(`SELECT email FROM ${table}`);
        return new Set(rows.map((row) => String(row.email)));
      } finally {
        reader.close();
      }
    },
  };
}
