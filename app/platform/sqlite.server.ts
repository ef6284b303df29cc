import { setTimeout as sleep } from "node:timers/promises";
import {
  createClient,
  LibsqlError,
  type Client,
  type Config,
  type InStatement,
  type Transaction,
} from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { PrismaClient } from "~/generated/prisma/client";
import { ensureDatabaseFolder } from "../../prisma/database-url.js";

/**
 * How long a statement or a transaction's BEGIN waits for another connection's write lock
 * (a backup tool, a migration, sqlite3 in a shell) before failing.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;
/** How often a wait for the write lock looks whether it has gone. */
const LOCK_POLL_MS = 50;

/**
 * Set before the connection's first statement. WAL lets readers go on while one request
 * writes (stored in the file); the others belong to the connection. synchronous=NORMAL is
 * safe with WAL. No busy_timeout (SQLite's default, 0): SQLite's wait would stop the
 * whole server, the driver being synchronous; the waits are timers here (waitForWriteLock).
 */
const CONNECTION_PRAGMAS = ["PRAGMA journal_mode = WAL", "PRAGMA synchronous = NORMAL", "PRAGMA foreign_keys = ON"];

const SQLITE_BUSY = 5;

/**
 * SQLite refused for another connection's lock (SQLITE_BUSY or one of its extended
 * codes). By its code only: some of the driver's paths throw its own error class.
 */
function isBusy(error: unknown) {
  const rawCode = error instanceof Error && "rawCode" in error ? error.rawCode : undefined;
  return typeof rawCode === "number" && (rawCode & 0xff) === SQLITE_BUSY;
}

/** Takes the write lock and lets it go at once: writes nothing. */
const TAKE_WRITE_LOCK = "BEGIN IMMEDIATE; ROLLBACK";

/**
 * Waits, on timers, until no connection holds the database's write lock or the deadline
 * passes; true if it went. Looks every LOCK_POLL_MS on a connection of its own, by running
 * `sql` there, which begins with BEGIN IMMEDIATE: by default taking the lock and letting it
 * go at once (TAKE_WRITE_LOCK), through sqlite3_exec (executeMultiple), which leaves no
 * statement in progress when BEGIN fails. Any failure but the lock's is thrown.
 */
async function waitForWriteLock(open: () => Client, deadline: number, sql = TAKE_WRITE_LOCK) {
  for (;;) {
    let probe: Client | undefined;
    try {
      probe = open();
      await probe.executeMultiple(sql);
      return true;
    } catch (error) {
      if (!isBusy(error)) throw error;
    } finally {
      probe?.close();
    }
    if (Date.now() >= deadline) return false;
    await sleep(LOCK_POLL_MS);
  }
}

/**
 * Rolls back the connection's transaction through sqlite3_exec (executeMultiple), which
 * leaves no statement in progress. SQLite may have rolled it back already (it does after
 * some errors): "no transaction is active" also means that it has ended.
 */
async function rollBack(connection: Client) {
  try {
    await connection.executeMultiple("ROLLBACK");
  } catch (error) {
    if (!(error instanceof Error && error.message.includes("no transaction is active"))) throw error;
  }
}

const transactionEnded = () => new LibsqlError("The transaction has ended", "TRANSACTION_CLOSED");

/**
 * The client Prisma gets: one connection for every statement and transaction, configured
 * before its first statement, and replaced after any statement fails.
 *
 * - libSQL's local client gives each transaction its connection and opens a new one for
 *   itself, with SQLite's defaults, and the old one stays open until garbage collection
 *   (measured: a file descriptor and about 200 KB per transaction). Here transactions
 *   run on the one connection, as with better-sqlite3. The Prisma adapter's lock sends
 *   one statement at a time and none outside an open transaction (sqlite.server.test.ts
 *   holds it to that).
 * - libsql-js does not reset a statement that fails: one that failed on another
 *   connection's lock (SQLITE_BUSY) stays in progress, and while it does, nothing the
 *   connection writes is committed although every statement succeeds, and every COMMIT
 *   fails (tursodatabase/libsql-js#237; docs/decisions/020: acknowledged leads lost). So the
 *   connection a statement failed on is closed, its transaction rolled back first, and
 *   the next statement opens a new connection.
 * - A statement outside a transaction, or a BEGIN, that another connection's lock
 *   refuses has done nothing: it runs again once the lock goes, for up to the busy
 *   timeout, and the server goes on serving meanwhile.
 * - A statement that fails inside a transaction ends it: it is rolled back there and
 *   then, and its commit is refused, so no caller can commit half of it.
 * - Every transaction begins IMMEDIATE, whatever the mode asked (Prisma asks "deferred"
 *   for all of them, and writes in all of them): it waits for another connection's write
 *   lock before anything is done, whereas a deferred transaction that has read could
 *   only fail at its first write.
 */
function onOneConfiguredConnection(open: () => Client, busyTimeoutMs: number): Client {
  let current: Client | undefined;
  let closed = false;

  const connection = async () => {
    if (closed) throw new LibsqlError("The client is closed", "CLIENT_CLOSED");
    if (current) return current;
    const opened = open();
    try {
      for (const pragma of CONNECTION_PRAGMAS) await opened.execute(pragma);
    } catch (error) {
      opened.close();
      throw error;
    }
    current = opened;
    return opened;
  };

  /** Closes the connection a statement failed on: the next statement opens a new one. */
  const drop = (failed: Client) => {
    if (current === failed) current = undefined;
    failed.close();
  };

  /** Runs work on the connection, which is dropped if the work fails. */
  const onConnection = async <T>(work: (connection: Client) => Promise<T>) => {
    const db = await connection();
    try {
      return await work(db);
    } catch (error) {
      drop(db);
      throw error;
    }
  };

  /** Runs work that another connection's lock can only refuse before it does anything, waiting for the lock to go. */
  const waitingForLocks = async <T>(work: (connection: Client) => Promise<T>) => {
    const deadline = Date.now() + busyTimeoutMs;
    for (;;) {
      try {
        return await onConnection(work);
      } catch (error) {
        if (!isBusy(error) || !(await waitForWriteLock(open, deadline))) throw error;
      }
    }
  };

  const transaction = async (): Promise<Transaction> => {
    const db = await waitingForLocks(async (db) => {
      await db.execute("BEGIN IMMEDIATE");
      return db;
    });
    let ended = false;
    /** Runs work inside the transaction; if it fails, the transaction ends (rolled back). */
    const inside = async <T>(work: () => Promise<T>) => {
      if (ended) throw transactionEnded();
      try {
        return await work();
      } catch (error) {
        ended = true;
        await rollBack(db).catch((rollbackError: unknown) =>
          console.error("[db] ROLLBACK after a failed statement failed; the connection is closed", rollbackError),
        );
        drop(db);
        throw error;
      }
    };
    const rollback = async () => {
      if (ended) return;
      await inside(() => rollBack(db));
      ended = true;
    };
    return {
      execute: (statement: InStatement) => inside(() => db.execute(statement)),
      batch: (statements: InStatement[]) =>
        inside(async () => {
          const results = [];
          for (const statement of statements) results.push(await db.execute(statement));
          return results;
        }),
      // libSQL's executeMultiple rolls back any transaction it leaves open: not for use here.
      executeMultiple: () => Promise.reject(new LibsqlError("Not supported in a transaction", "NOT_SUPPORTED")),
      commit: async () => {
        await inside(() => db.execute("COMMIT"));
        ended = true;
      },
      rollback,
      close: () => void rollback().catch(() => undefined),
      get closed() {
        return ended;
      },
    };
  };

  return {
    execute: (statement: InStatement) => waitingForLocks((db) => db.execute(statement)),
    batch: async (statements: InStatement[]) => {
      const batch = await transaction();
      const results = await batch.batch(statements);
      await batch.commit();
      return results;
    },
    transaction,
    executeMultiple: (sql: string) => onConnection((db) => db.executeMultiple(sql)),
    sync: () => onConnection((db) => db.sync()),
    close: () => {
      closed = true;
      current?.close();
      current = undefined;
    },
    get closed() {
      return closed;
    },
    protocol: "file",
  };
}

class PrismaLibSQLOneConnection extends PrismaLibSQL {
  constructor(
    config: Config,
    private readonly busyTimeoutMs: number,
  ) {
    super(config);
  }

  override createClient(config: Config) {
    return onOneConfiguredConnection(() => super.createClient(config), this.busyTimeoutMs);
  }
}

/** The Prisma client on a SQLite file (docs/decisions/020: one configured connection). */
export function createSqlitePrismaClient(url: string, { busyTimeoutMs = SQLITE_BUSY_TIMEOUT_MS } = {}) {
  ensureDatabaseFolder(url);
  return new PrismaClient({
    adapter: new PrismaLibSQLOneConnection({ url }, busyTimeoutMs),
    // Prisma gives up on a transaction that took longer than this to begin (2 s by
    // default): let its BEGIN wait as long as a statement does.
    transactionOptions: { maxWait: busyTimeoutMs + 1_000 },
  });
}

/**
 * The health check's write (docs/decisions/041): one row of `health_probe` rewritten and
 * committed, as the app's writes are (WAL, synchronous=NORMAL: no fsync per commit). A
 * BEGIN IMMEDIATE alone succeeds on a read-only file or a full disk, where every INSERT
 * fails; this write fails as they do. The table keeps one row, and the WAL frames the
 * checks add are reused after SQLite's automatic checkpoint, so nothing grows.
 */
const HEARTBEAT_WRITE = `PRAGMA synchronous = NORMAL; BEGIN IMMEDIATE;
INSERT INTO health_probe (id, written_at) VALUES (1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  ON CONFLICT (id) DO UPDATE SET written_at = excluded.written_at;
COMMIT`;

/**
 * Whether a write can be committed now, by committing one (the heartbeat), waiting up to
 * `waitMs` for another connection's write lock (the health check). On a connection of its
 * own, so it neither waits behind the app's statements nor holds them up; false for a
 * locked, read-only, full or unreadable database. Closing the connection rolls back a
 * write that failed half-way.
 */
export async function sqliteCanWrite(url: string, waitMs: number): Promise<boolean> {
  try {
    if (await waitForWriteLock(() => createClient({ url }), Date.now() + waitMs, HEARTBEAT_WRITE)) return true;
    console.error(`Health check: the database's write lock stayed taken for ${waitMs} ms`);
  } catch (error) {
    console.error("Health check: the database cannot commit a write", error);
  }
  return false;
}
