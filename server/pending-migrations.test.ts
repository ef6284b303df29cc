import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { expect, test } from "vitest";
import { pendingMigrations } from "./pending-migrations";

// The migrated database of this test file (tests/vitest/setup.ts), migrated by `prisma migrate deploy`.
const migrated = process.env.DATABASE_URL ?? "";
const MIGRATIONS = "prisma/migrations";

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

test("none once Prisma has applied every migration", async () => {
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
