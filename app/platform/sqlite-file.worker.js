// SQLite work on whole database files (snapshots, checks, restores), run in a worker
// thread by sqlite-file.server.ts, one task per thread. Plain JavaScript: Node loads it
// as it is, in development, in tests and beside the bundled server (server-build/).
//
// Why a thread: libSQL's driver is synchronous, so a VACUUM INTO or an integrity check of
// a large database on the server's thread would hold every request while it runs. Why
// one task per thread: libSQL closes a connection only once its statements are garbage
// collected; until then it keeps its lock on the file, and when it does close it deletes
// the "-wal" file by name, which may by then belong to another database. A thread's
// connections all close when it ends.
import { existsSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { createClient } from "@libsql/client";

/**
 * @typedef {{ task: "snapshot", source: string, target: string }
 *   | { task: "check", file: string }
 *   | { task: "claim", file: string }} SqliteFileTask
 * @typedef {"absent" | "free" | "inUse" | "unreadable"} ClaimState
 */

const SQLITE_BUSY = 5;

/** @param {unknown} error */
function isBusy(error) {
  const rawCode = error instanceof Error && "rawCode" in error ? error.rawCode : undefined;
  return typeof rawCode === "number" && (rawCode & 0xff) === SQLITE_BUSY;
}

/** @param {string} file */
const open = (file) => createClient({ url: `file:${file}` });

/**
 * Writes a consistent copy of the database at `source` to `target` (a new file), on a
 * connection of its own: a read transaction, so the server's writes go on meanwhile (WAL),
 * and the copy holds exactly what was committed when it began.
 * @param {string} source
 * @param {string} target
 */
async function snapshot(source, target) {
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  const db = open(source);
  // This thread may wait: the server's does not.
  await db.execute("PRAGMA busy_timeout = 5000");
  await db.execute({ sql: "VACUUM INTO ?", args: [target] });
}

/**
 * Why the file is not a sound Vitrine database, or null when it is: it opens,
 * `PRAGMA integrity_check` says ok, and it has applied migrations.
 * @param {string} file
 * @returns {Promise<string | null>}
 */
async function check(file) {
  try {
    const db = open(file);
    const { rows } = await db.execute("PRAGMA integrity_check");
    const findings = rows.map((row) => String(row[0]));
    if (findings.join() !== "ok") return `integrity_check: ${findings.slice(0, 5).join("; ")}`;
    const migrations = await db.execute(
      "SELECT count(*) FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
    );
    if (!Number(migrations.rows[0]?.[0])) return "no applied migration";
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Whether the database could be replaced: "inUse" while another connection has it open
 * (the server holds a shared lock on the file while its connection is open, WAL mode), else
 * its WAL is folded into the file ("free"), or it is missing or cannot be read.
 * @param {string} file
 * @returns {Promise<ClaimState>}
 */
async function claim(file) {
  if (!existsSync(file)) return "absent";
  try {
    const db = open(file);
    // In WAL mode, an exclusive connection locks the file itself: refused while any other is open.
    await db.execute("PRAGMA locking_mode = EXCLUSIVE");
    await db.execute("SELECT count(*) FROM sqlite_schema");
    await db.execute("PRAGMA wal_checkpoint(TRUNCATE)");
    return "free";
  } catch (error) {
    return isBusy(error) ? "inUse" : "unreadable";
  }
}

/** @param {SqliteFileTask} task */
async function run(task) {
  switch (task.task) {
    case "snapshot":
      return snapshot(task.source, task.target);
    case "check":
      return check(task.file);
    case "claim":
      return claim(task.file);
  }
}

try {
  parentPort?.postMessage({ ok: true, result: await run(workerData) });
} catch (error) {
  parentPort?.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
