import { remember } from "@epic-web/remember";
import type { Client, Config, InArgs, InStatement, Transaction, TransactionMode } from "@libsql/client";
import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { env } from "~/env.server";
import { PrismaClient } from "~/generated/prisma/client";
import { ensureDatabaseFolder } from "../../prisma/database-url.js";

/** How long a query waits for another connection's write lock before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

/**
 * Set before the connection's first statement. WAL lets readers go on while one request
 * writes (stored in the file); the others belong to the connection. synchronous=NORMAL is
 * safe with WAL.
 */
const CONNECTION_PRAGMAS = [
  "PRAGMA journal_mode = WAL",
  `PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`,
  "PRAGMA synchronous = NORMAL",
  "PRAGMA foreign_keys = ON",
];

const BEGIN: Record<TransactionMode, string> = {
  write: "BEGIN IMMEDIATE",
  read: "BEGIN TRANSACTION READONLY",
  deferred: "BEGIN DEFERRED",
};

/**
 * libSQL's local client gives each transaction its connection and opens a new one for
 * itself, with SQLite's defaults (no busy timeout), and the old one stays open until
 * garbage collection (measured: a file descriptor and about 200 KB per transaction). The
 * Prisma adapter makes one call at a time and none while a transaction is open, so here
 * transactions run on the client's one connection, as with better-sqlite3, and that
 * connection gets its settings before its first statement.
 */
function onOneConfiguredConnection(client: Client): Client {
  const execute = client.execute.bind(client);
  const batch = client.batch.bind(client);
  const executeMultiple = client.executeMultiple.bind(client);
  let configured = false;
  const configure = async () => {
    if (configured) return;
    for (const pragma of CONNECTION_PRAGMAS) await execute(pragma);
    configured = true;
  };
  const run = async (statement: InStatement) => {
    await configure();
    return execute(statement);
  };
  return Object.assign(client, {
    execute: (async (statement: InStatement, args?: InArgs) =>
      run(typeof statement === "string" && args ? { sql: statement, args } : statement)) as Client["execute"],
    batch: (async (...args: Parameters<Client["batch"]>) => {
      await configure();
      return batch(...args);
    }) as Client["batch"],
    executeMultiple: async (sql: string) => {
      await configure();
      return executeMultiple(sql);
    },
    transaction: async (mode: TransactionMode = "write"): Promise<Transaction> => {
      await run(BEGIN[mode]);
      let closed = false;
      const end = async (sql: string) => {
        if (closed) return;
        closed = true;
        await run(sql);
      };
      return {
        execute: run,
        batch: async (statements: InStatement[]) => {
          const results = [];
          for (const statement of statements) results.push(await run(statement));
          return results;
        },
        executeMultiple: (sql: string) => executeMultiple(sql),
        commit: () => end("COMMIT"),
        rollback: () => end("ROLLBACK"),
        close: () => void end("ROLLBACK"),
        get closed() {
          return closed;
        },
      };
    },
  });
}

class PrismaLibSQLOneConnection extends PrismaLibSQL {
  override createClient(config: Config) {
    return onOneConfiguredConnection(super.createClient(config));
  }
}

export function createPrismaClient(url: string) {
  ensureDatabaseFolder(url);
  return new PrismaClient({ adapter: new PrismaLibSQLOneConnection({ url }) });
}

// One client per process, kept across dev-server reloads.
export const prisma = remember("prisma", () => createPrismaClient(env.DATABASE_URL));
