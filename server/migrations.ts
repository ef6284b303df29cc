// The migrations, applied by the app itself on either engine (docs/decisions/048): Prisma's
// `migrate deploy` cannot run offline on PostgreSQL, and its CLI takes about a second to
// start (docs/decisions/026). The bookkeeping is Prisma's own table, `_prisma_migrations`,
// with Prisma's checksums, so `prisma migrate status` reads it as if Prisma had applied them.
import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import pg from "pg";
import { ensureDatabaseFolder, isPostgresUrl } from "../prisma/database-url.js";

type Migration = { name: string; sql: string; checksum: string };
type AppliedRow = { name: string; checksum: string; finished: boolean; rolledBack: boolean };

/** What differs between the engines: where the history is kept, and how one migration runs. */
type MigrationTarget = {
  /** Held until close(): another process applying migrations waits (PostgreSQL), none can (SQLite: one machine). */
  lock(): Promise<void>;
  appliedRows(): Promise<AppliedRow[]>;
  apply(migration: Migration): Promise<void>;
  close(): Promise<void>;
};

/** The folder of each engine's migrations, from the project's root. */
export function migrationsFolder(url: string, root = process.cwd()) {
  return path.join(root, isPostgresUrl(url) ? "prisma/postgres/migrations" : "prisma/migrations");
}

function migrationsIn(folder: string): Migration[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const sql = readFileSync(path.join(folder, name, "migration.sql"));
      return { name, sql: sql.toString("utf8"), checksum: createHash("sha256").update(sql).digest("hex") };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

const toRow = (row: Record<string, unknown>): AppliedRow => ({
  name: String(row.migration_name),
  checksum: String(row.checksum),
  finished: Boolean(row.finished),
  rolledBack: Boolean(row.rolled_back),
});

const APPLIED_ROWS =
  "SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back FROM _prisma_migrations";

function sqliteTarget(url: string): MigrationTarget {
  ensureDatabaseFolder(url);
  const database: Client = createClient({ url });
  return {
    lock: async () => undefined,
    async appliedRows() {
      const table = await database.execute(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'",
      );
      if (table.rows.length === 0) return [];
      return (await database.execute(APPLIED_ROWS)).rows.map((row) => toRow({ ...row }));
    },
    async apply({ name, sql, checksum }) {
      // Prisma's table, as Prisma creates it on SQLite.
      await database.execute(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
        "id" TEXT PRIMARY KEY NOT NULL, "checksum" TEXT NOT NULL, "finished_at" DATETIME,
        "migration_name" TEXT NOT NULL, "logs" TEXT, "rolled_back_at" DATETIME,
        "started_at" DATETIME NOT NULL DEFAULT current_timestamp,
        "applied_steps_count" INTEGER UNSIGNED NOT NULL DEFAULT 0)`);
      const id = randomUUID();
      const now = () => new Date().toISOString();
      await database.execute({
        sql: "INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at) VALUES (?, ?, ?, ?)",
        args: [id, checksum, name, now()],
      });
      // As Prisma runs it: the script as written, outside a transaction (a table rebuild
      // turns foreign keys off, which SQLite ignores inside one).
      try {
        await database.executeMultiple(sql);
      } catch (error) {
        await database.execute({
          sql: "UPDATE _prisma_migrations SET logs = ? WHERE id = ?",
          args: [String(error), id],
        });
        throw error;
      }
      await database.execute({
        sql: "UPDATE _prisma_migrations SET finished_at = ?, applied_steps_count = 1 WHERE id = ?",
        args: [now(), id],
      });
    },
    close: async () => database.close(),
  };
}

/** Prisma's own advisory lock key for migrations: a `prisma migrate` run waits for this one too. */
const MIGRATION_LOCK_KEY = 72707369;

function postgresTarget(url: string): MigrationTarget {
  const database = new pg.Client({ connectionString: url });
  const connected = database.connect();
  return {
    async lock() {
      await connected;
      await database.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    },
    async appliedRows() {
      await connected;
      const { rows } = await database.query<{ exists: boolean }>(
        "SELECT to_regclass('_prisma_migrations') IS NOT NULL AS exists",
      );
      if (!rows[0]?.exists) return [];
      return (await database.query<Record<string, unknown>>(APPLIED_ROWS)).rows.map(toRow);
    },
    async apply({ name, sql, checksum }) {
      await connected;
      // Prisma's table, as Prisma creates it on PostgreSQL.
      await database.query(`CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
        "id" VARCHAR(36) PRIMARY KEY NOT NULL, "checksum" VARCHAR(64) NOT NULL, "finished_at" TIMESTAMPTZ,
        "migration_name" VARCHAR(255) NOT NULL, "logs" TEXT, "rolled_back_at" TIMESTAMPTZ,
        "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(), "applied_steps_count" INTEGER NOT NULL DEFAULT 0)`);
      const id = randomUUID();
      await database.query("INSERT INTO _prisma_migrations (id, checksum, migration_name) VALUES ($1, $2, $3)", [
        id,
        checksum,
        name,
      ]);
      // PostgreSQL's DDL is transactional: a migration that fails leaves nothing half done.
      try {
        await database.query(`BEGIN;\n${sql}\n;COMMIT`);
      } catch (error) {
        await database.query("ROLLBACK");
        await database.query("UPDATE _prisma_migrations SET logs = $1 WHERE id = $2", [String(error), id]);
        throw error;
      }
      await database.query("UPDATE _prisma_migrations SET finished_at = now(), applied_steps_count = 1 WHERE id = $1", [
        id,
      ]);
    },
    async close() {
      await connected.catch(() => undefined);
      await database.end();
    },
  };
}

const targetFor = (url: string) => (isPostgresUrl(url) ? postgresTarget(url) : sqliteTarget(url));

/**
 * What is left to do, in order: each migration the database does not record as applied
 * (finished, not rolled back) with the same checksum, and each recorded as failed.
 */
function pendingIn(rows: AppliedRow[], migrations: Migration[]) {
  const applied = new Set(
    rows.filter((row) => row.finished && !row.rolledBack).map((row) => `${row.name} ${row.checksum}`),
  );
  const pending = new Set(rows.filter((row) => !row.finished && !row.rolledBack).map((row) => row.name));
  for (const { name, checksum } of migrations) if (!applied.has(`${name} ${checksum}`)) pending.add(name);
  return [...pending].sort();
}

/** The migrations of `folder` the database has not applied (see pendingIn): found in a few milliseconds. */
export async function pendingMigrations(url: string, folder = migrationsFolder(url)) {
  const target = targetFor(url);
  try {
    return pendingIn(await target.appliedRows(), migrationsIn(folder));
  } finally {
    await target.close();
  }
}

/**
 * Applies the pending migrations in order; returns their names. Under PostgreSQL's
 * advisory lock: when several machines start at once, one applies them and the others
 * wait, then find nothing to do. Refuses (before anything is applied) a database with a
 * failed migration, or one whose applied migration has changed since: a person decides.
 */
export async function applyMigrations(url: string, folder = migrationsFolder(url)) {
  const target = targetFor(url);
  try {
    await target.lock();
    const rows = await target.appliedRows();
    const migrations = migrationsIn(folder);
    const pending = pendingIn(rows, migrations);
    const byName = new Map(migrations.map((migration) => [migration.name, migration]));
    const refused = pending.filter((name) => rows.some((row) => row.name === name && !row.rolledBack));
    if (refused.length) {
      throw new Error(
        `Migrations ${refused.join(", ")} failed or changed since they were applied: resolve them by hand (npx prisma migrate resolve) before starting.`,
      );
    }
    for (const name of pending) {
      const migration = byName.get(name);
      if (migration) await target.apply(migration);
    }
    return pending;
  } finally {
    await target.close();
  }
}
