// Whether `prisma migrate deploy` has anything to do, found in a few milliseconds: the
// Prisma CLI takes about a second to start and tell, at every start (docs/decisions/026).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { ensureDatabaseFolder } from "../prisma/database-url.js";

type AppliedRow = { name: string; checksum: string; finished: boolean; rolledBack: boolean };

async function appliedRows(url: string): Promise<AppliedRow[]> {
  ensureDatabaseFolder(url);
  const database = createClient({ url });
  try {
    const table = await database.execute(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name = '_prisma_migrations'",
    );
    if (table.rows.length === 0) return [];
    const { rows } = await database.execute(
      "SELECT migration_name, checksum, finished_at IS NOT NULL AS finished, rolled_back_at IS NOT NULL AS rolled_back FROM _prisma_migrations",
    );
    return rows.map((row) => ({
      name: String(row.migration_name),
      checksum: String(row.checksum),
      finished: Boolean(row.finished),
      rolledBack: Boolean(row.rolled_back),
    }));
  } finally {
    database.close();
  }
}

/**
 * The migrations Prisma would have something to say about, in order: each folder of
 * `folder` that the database's `_prisma_migrations` table does not record as applied
 * (finished, not rolled back) with the same checksum (the SHA-256 of its migration.sql,
 * as Prisma computes it), and each migration recorded as failed. Empty: the database is
 * up to date and the Prisma CLI need not run.
 */
export async function pendingMigrations(url: string, folder: string) {
  const rows = await appliedRows(url);
  const applied = new Set(
    rows.filter((row) => row.finished && !row.rolledBack).map((row) => `${row.name} ${row.checksum}`),
  );
  const pending = new Set(rows.filter((row) => !row.finished && !row.rolledBack).map((row) => row.name));
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const sql = readFileSync(path.join(folder, entry.name, "migration.sql"));
    const checksum = createHash("sha256").update(sql).digest("hex");
    if (!applied.has(`${entry.name} ${checksum}`)) pending.add(entry.name);
  }
  return [...pending].sort();
}
