import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { onPostgres, postgresTestUrl } from "../tests/vitest/engine";
import { applyMigrations, migrationsFolder, pendingMigrations } from "./migrations";

const MIGRATIONS = "prisma/migrations";

/** A SQLite database of its own, every migration applied (on either engine's run). */
async function newMigratedDatabase() {
  const url = `file:${path.join(mkdtempSync(path.join(tmpdir(), "vitrine-migrated-")), "migrated.db")}`;
  await applyMigrations(url, MIGRATIONS);
  return url;
}
const migrated = await newMigratedDatabase();
/** A copy of prisma/migrations that a test may change. */
function migrationsCopy() {
  const folder = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-migrations-")), "migrations");
  cpSync(MIGRATIONS, folder, { recursive: true });
  return folder;
}

async function run(url: string, sql: string) {
  const database = createClient({ url });
  try {
    await database.execute(sql);
  } finally {
    database.close();
  }
}

test("none once every migration is applied", async () => {
  expect(await pendingMigrations(migrated, MIGRATIONS)).toEqual([]);
});

test("every migration on a database that has none (a new file, or one without the migrations table)", async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "vitrine-empty-"));
  const all = await pendingMigrations(`file:${path.join(folder, "new.db")}`, MIGRATIONS);
  expect(all.length).toBeGreaterThan(1);
  expect(all).toEqual([...all].sort());
  expect(all[0]).toMatch(/_init$/);
});

test("a migration folder the database has not applied", async () => {
  const folder = migrationsCopy();
  cpSync(path.join(folder, "20261121125640_init"), path.join(folder, "29990101000000_later"), { recursive: true });
  writeFileSync(
    path.join(folder, "29990101000000_later", "migration.sql"),
    'ALTER TABLE "posts" ADD COLUMN "x" TEXT;\n',
  );
  expect(await pendingMigrations(migrated, folder)).toEqual(["29990101000000_later"]);
});

test("an applied migration whose file has changed since (Prisma decides what that means)", async () => {
  const folder = migrationsCopy();
  writeFileSync(path.join(folder, "20261121125640_init", "migration.sql"), "-- edited\n", { flag: "a" });
  expect(await pendingMigrations(migrated, folder)).toEqual(["20261121125640_init"]);
});

test("a migration that failed or was rolled back", async () => {
  await run(migrated, `UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name LIKE '%_mail_queue'`);
  await run(
    migrated,
    `UPDATE _prisma_migrations SET rolled_back_at = finished_at WHERE migration_name LIKE '%_lead_inbox'`,
  );
  expect(await pendingMigrations(migrated, MIGRATIONS)).toEqual([
    expect.stringMatching(/_lead_inbox$/),
    expect.stringMatching(/_mail_queue$/),
  ]);
});

test("applied once: a second run finds nothing to do, and Prisma's table records each with its checksum", async () => {
  const url = await newMigratedDatabase();
  expect(await applyMigrations(url, MIGRATIONS)).toEqual([]);
  const database = createClient({ url });
  try {
    const { rows } = await database.execute(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND applied_steps_count = 1",
    );
    expect(rows.map((row) => row.migration_name)).toEqual(
      readdirSync(MIGRATIONS).filter((name) => name !== "migration_lock.toml"),
    );
  } finally {
    database.close();
  }
});

test("a failed migration is recorded with its error and stops the next start until a person resolves it", async () => {
  const folder = migrationsCopy();
  mkdirSync(path.join(folder, "29990101000000_broken"));
  writeFileSync(
    path.join(folder, "29990101000000_broken", "migration.sql"),
    'ALTER TABLE "nowhere" ADD COLUMN "x" TEXT;\n',
  );
  const url = await newMigratedDatabase();
  await expect(applyMigrations(url, folder)).rejects.toThrow(/no such table: nowhere/);
  expect(await pendingMigrations(url, folder)).toEqual(["29990101000000_broken"]);
  await expect(applyMigrations(url, folder)).rejects.toThrow(
    /29990101000000_broken failed or changed.*resolve them by hand/,
  );
});

describe.runIf(onPostgres())("on PostgreSQL", () => {
  test("machines that start at once: one applies the migrations, the others wait and find nothing to do", async () => {
    const name = `vitrine_test_migrations_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresTestUrl("postgres") });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = postgresTestUrl(name);
      const runs = await Promise.all([1, 2, 3].map(() => applyMigrations(url)));
      const all = readdirSync(migrationsFolder(url)).filter((entry) => entry !== "migration_lock.toml");
      expect(runs.flat().sort()).toEqual(all);
      expect(runs.filter((applied) => applied.length > 0)).toHaveLength(1);
      expect(await pendingMigrations(url)).toEqual([]);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });

  test("a migration that fails leaves nothing of itself behind (PostgreSQL's DDL is transactional)", async () => {
    const url = process.env.DATABASE_URL ?? "";
    const folder = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-pg-migrations-")), "migrations");
    cpSync(migrationsFolder(url), folder, { recursive: true });
    mkdirSync(path.join(folder, "29990101000000_half"));
    writeFileSync(
      path.join(folder, "29990101000000_half", "migration.sql"),
      'CREATE TABLE "half_done" (id INT);\nALTER TABLE "nowhere" ADD COLUMN "x" TEXT;\n',
    );
    await expect(applyMigrations(url, folder)).rejects.toThrow(/"nowhere" does not exist/);
    const database = new pg.Client({ connectionString: url });
    await database.connect();
    try {
      const { rows } = await database.query("SELECT to_regclass('half_done') AS half");
      expect(rows[0].half).toBeNull();
    } finally {
      await database.end();
    }
  });
});
