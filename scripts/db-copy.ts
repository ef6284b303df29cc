// Copies a SQLite database into an empty PostgreSQL one (docs/decisions/048): the move of an
// agency that outgrows one machine, and the benchmark's way to give PostgreSQL the same data.
//
//   npm run db:copy -- <file:...> <postgresql://...>
//
// The PostgreSQL database gets its pending migrations first and must hold no rows. Every
// table of the schema is copied in one transaction, parents before children (their foreign
// keys), in pages of rows read by rowid, and each table's count is compared at the end: a
// copy is whole or nothing. Stop the server on the SQLite file first (a snapshot works too).
// The erasure journal (decision 040) stays beside the SQLite file: its erasures are in
// the data already.
import "../server/env-file.js";
import { pathToFileURL } from "node:url";
import { createClient, type InValue } from "@libsql/client";
import pg from "pg";
import { isPostgresUrl } from "../prisma/database-url.js";
import { applyMigrations } from "../server/migrations";

/** Rows read from SQLite and written to PostgreSQL at a time. */
const PAGE = 1_000;

type Copied = Record<string, number>;

/** The schema's tables, parents before the tables whose foreign keys point at them. */
async function tablesInOrder(target: pg.Client) {
  const { rows } = await target.query<{ table: string; parent: string | null }>(`
    SELECT c.relname AS table, p.relname AS parent
    FROM pg_class c
    LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'f'
    LEFT JOIN pg_class p ON p.oid = k.confrelid
    WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace AND c.relname <> '_prisma_migrations'`);
  const parents = new Map<string, Set<string>>();
  for (const { table, parent } of rows) {
    const set = parents.get(table) ?? new Set<string>();
    if (parent && parent !== table) set.add(parent);
    parents.set(table, set);
  }
  const ordered: string[] = [];
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    for (const parent of parents.get(table) ?? []) visit(parent);
    ordered.push(table);
  };
  for (const table of [...parents.keys()].sort()) visit(table);
  return ordered;
}

/**
 * The rows a new database gets from its migrations, by table: the content's first revision
 * (docs/decisions/051), untouched since. A target holding only these is empty.
 */
const migrationRows: Record<string, string> = {
  content_entries: "id LIKE 'seed-%' AND version = 1 AND draft IS NULL",
  revisions: "id LIKE 'seed-%'",
};

export async function copySqliteToPostgres(from: string, to: string): Promise<Copied> {
  if (!from.startsWith("file:") || !isPostgresUrl(to))
    throw new Error("Usage: db:copy -- <file:...> <postgresql://...>");
  await applyMigrations(to);
  const source = createClient({ url: from });
  const target = new pg.Client({ connectionString: to });
  await target.connect();
  const copied: Copied = {};
  try {
    const tables = await tablesInOrder(target);
    const migrations = (table: string) => migrationRows[table] ?? "false";
    for (const table of tables) {
      const { rows } = await target.query<{ n: string }>(
        `SELECT count(*) AS n FROM "${table}" WHERE NOT (${migrations(table)})`,
      );
      if (Number(rows[0]?.n) > 0) throw new Error(`${to} is not empty: "${table}" has rows. Copy into a new database.`);
    }
    // Times are UTC on both sides (Prisma's TIMESTAMP(3) on PostgreSQL): copied as written.
    await target.query("BEGIN");
    // The source's content replaces the first revision the target's migrations inserted.
    for (const table of [...tables].reverse()) {
      if (migrationRows[table]) await target.query(`DELETE FROM "${table}" WHERE ${migrationRows[table]}`);
    }
    for (const table of tables) {
      const targetColumns = (
        await target.query<{ column_name: string }>(
          "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
          [table],
        )
      ).rows.map(({ column_name }) => column_name);
      const sourceColumns = new Set(
        (await source.execute(`PRAGMA table_info("${table}")`)).rows.map((column) => String(column.name)),
      );
      const columns = targetColumns.filter((column) => sourceColumns.has(column));
      const list = columns.map((column) => `"${column}"`).join(", ");
      copied[table] = 0;
      for (let after = 0; ;) {
        const page = await source.execute({
          sql: `SELECT rowid AS "__rowid", ${list} FROM "${table}" WHERE rowid > ? ORDER BY rowid LIMIT ${PAGE}`,
          args: [after],
        });
        if (!page.rows.length) break;
        const values: InValue[] = page.rows.flatMap((row) => columns.map((column) => row[column] ?? null));
        const placeholders = page.rows
          .map((_, index) => `(${columns.map((__, at) => `$${index * columns.length + at + 1}`).join(", ")})`)
          .join(", ");
        // Parameters go as text and PostgreSQL casts each to its column's type (timestamps,
        // enums, JSON), as it would a literal.
        await target.query(
          `INSERT INTO "${table}" (${list}) VALUES ${placeholders}`,
          values.map((value) => (typeof value === "bigint" ? value.toString() : value)),
        );
        copied[table] += page.rows.length;
        after = Number(page.rows.at(-1)?.__rowid);
      }
      const { rows } = await source.execute(`SELECT count(*) AS n FROM "${table}"`);
      if (Number(rows[0]?.n) !== copied[table]) {
        throw new Error(`"${table}": ${String(rows[0]?.n)} rows in SQLite, ${copied[table]} copied`);
      }
    }
    await target.query("COMMIT");
    return copied;
  } catch (error) {
    await target.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    source.close();
    await target.end();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [from, to] = process.argv.slice(2);
  const copied = await copySqliteToPostgres(from ?? "", to ?? "");
  for (const [table, rows] of Object.entries(copied)) console.info(`${table}: ${rows} rows`);
  console.info(`Copied into ${new URL(to ?? "").pathname.slice(1)}: its data is now that of ${from}.`);
}
