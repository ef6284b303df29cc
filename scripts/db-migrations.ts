// Authors and checks migrations offline. Prisma's `migrate dev` needs a shadow database,
// which the driver adapter + WASM engine setup cannot provide (docs/decisions/002), so:
//
//   npm run db:new-migration -- <name>   diff the schema as of the last committed
//                                        migration with prisma/schema.prisma and write
//                                        prisma/migrations/<timestamp>_<name>/migration.sql
//   npm run db:check                     prove the migrations build exactly the schema:
//                                        apply them to one database, create another from
//                                        the schema alone, compare tables, columns,
//                                        indexes and foreign keys; and the raw SQL
//                                        objects the schema cannot state
//                                        (prisma/raw-sql-objects.ts) exist, no others
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { FTS5_SHADOW_TABLE, rawSqlObjects } from "../prisma/raw-sql-objects";

const SCHEMA = "prisma/schema.prisma";
const MIGRATIONS = "prisma/migrations";

/**
 * Runs the Prisma CLI on a database file in this run's scratch folder. Every command opens
 * the database through prisma.config.ts's adapter, a diff between schema files included:
 * on the default URL it would leave an empty data/vitrine.db behind.
 */
function prisma(args: string[], databaseFile: string) {
  return execFileSync("npx", ["prisma", ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: `file:${databaseFile}` },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

function git(args: string[]) {
  return execFileSync("git", args, { encoding: "utf8" }).trim();
}

function newMigration(name: string | undefined) {
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error("Usage: npm run db:new-migration -- <name> (lowercase letters, digits, underscores)");
  }
  const work = mkdtempSync(path.join(tmpdir(), "vitrine-migration-"));
  try {
    // The schema as it was when the last migration was committed (none: start from empty).
    const hasMigrations = readdirSync(MIGRATIONS, { withFileTypes: true }).some((entry) => entry.isDirectory());
    const lastMigrationCommit = hasMigrations ? git(["log", "-1", "--format=%H", "--", MIGRATIONS]) : "";
    if (hasMigrations && !lastMigrationCommit) throw new Error("Commit the existing migrations first.");
    const from = lastMigrationCommit
      ? ["--from-schema-datamodel", path.join(work, "previous.prisma")]
      : ["--from-empty"];
    if (lastMigrationCommit) {
      writeFileSync(path.join(work, "previous.prisma"), git(["show", `${lastMigrationCommit}:${SCHEMA}`]));
    }
    const sql = prisma(
      ["migrate", "diff", ...from, "--to-schema-datamodel", SCHEMA, "--script"],
      path.join(work, "unused.db"),
    );
    if (sql.includes("This is an empty migration")) {
      console.info("The schema has not changed since the last migration: nothing to write.");
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const folder = path.join(MIGRATIONS, `${stamp}_${name}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "migration.sql"), sql);
    console.info(`Wrote ${folder}/migration.sql. Review it, run npm run db:check, and commit it with the schema.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

type Shape = Record<string, unknown>;

/** Whether an object is raw SQL (prisma/raw-sql-objects.ts), or a shadow table of a raw FTS5 table. */
function isRawSql(name: string) {
  const ownerOfShadow = FTS5_SHADOW_TABLE.exec(name)?.[1];
  return rawSqlObjects.some(
    (object) => object.name === name || (object.type === "table" && object.name === ownerOfShadow),
  );
}

/** Every object of a database but SQLite's and Prisma's own: "type name on table". */
async function objectsOf(file: string) {
  const db = createClient({ url: `file:${file}` });
  try {
    const { rows } = await db.execute(
      "SELECT type, name, tbl_name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' AND name != '_prisma_migrations'",
    );
    return rows.map((row) => `${String(row.type)} ${String(row.name)} on ${String(row.tbl_name)}`);
  } finally {
    db.close();
  }
}

/**
 * What the schema cannot prove: each raw SQL object the migrations must create exists, no
 * object is neither the schema's nor listed, and each raw FTS5 index is sound. The problems.
 */
async function checkRawSql(migratedFile: string, fromSchemaFile: string) {
  const migrated = await objectsOf(migratedFile);
  const fromSchema = new Set(await objectsOf(fromSchemaFile));
  const problems = rawSqlObjects
    .map(({ type, name, table }) => `${type} ${name} on ${table}`)
    .filter((object) => !migrated.includes(object))
    .map((object) => `missing after the migrations: ${object} (prisma/raw-sql-objects.ts)`);
  for (const object of migrated) {
    const name = object.split(" ")[1] ?? "";
    if (!fromSchema.has(object) && !isRawSql(name)) {
      problems.push(`not in the schema nor in prisma/raw-sql-objects.ts: ${object}`);
    }
  }
  const db = createClient({ url: `file:${migratedFile}` });
  try {
    for (const { name } of rawSqlObjects.filter(
      ({ type, name }) => type === "table" && migrated.includes(`table ${name} on ${name}`),
    )) {
      // An FTS5 index that does not match its content table (rank 1: external content too).
      await db
        .execute(`INSERT INTO "${name}" ("${name}", rank) VALUES ('integrity-check', 1)`)
        .catch((error: unknown) => problems.push(`${name}: ${String(error)}`));
    }
  } finally {
    db.close();
  }
  return problems;
}

async function describeDatabase(file: string): Promise<Shape> {
  const db = createClient({ url: `file:${file}` });
  const rows = async (sql: string) => (await db.execute(sql)).rows.map((row) => ({ ...row }));
  try {
    const tables = (
      await rows(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != '_prisma_migrations' ORDER BY name",
      )
    )
      .map((row) => String(row.name))
      .filter((name) => !isRawSql(name));
    const shape: Shape = {};
    for (const table of tables) {
      const columns = await rows(`PRAGMA table_info("${table}")`);
      const indexes = [];
      for (const index of (await rows(`PRAGMA index_list("${table}")`)).filter(({ name }) => !isRawSql(String(name)))) {
        const indexColumns = await rows(`PRAGMA index_info("${String(index.name)}")`);
        indexes.push({ name: String(index.name), unique: index.unique, columns: indexColumns.map((c) => c.name) });
      }
      shape[table] = {
        columns: columns.sort((a, b) => String(a.name).localeCompare(String(b.name))),
        indexes: indexes.sort((a, b) => a.name.localeCompare(b.name)),
        foreignKeys: await rows(`PRAGMA foreign_key_list("${table}")`),
      };
    }
    return shape;
  } finally {
    db.close();
  }
}

async function check() {
  const work = mkdtempSync(path.join(tmpdir(), "vitrine-migration-check-"));
  try {
    const migrated = path.join(work, "migrated.db");
    const fromSchemaFile = path.join(work, "from-schema.db");
    prisma(["migrate", "deploy"], migrated);
    // The SQL that creates the schema from nothing (`db push` would do the same, but its
    // process lingers for a minute after finishing on a fresh checkout).
    const fromSchema = createClient({ url: `file:${fromSchemaFile}` });
    await fromSchema.executeMultiple(
      prisma(
        ["migrate", "diff", "--from-empty", "--to-schema-datamodel", SCHEMA, "--script"],
        path.join(work, "unused.db"),
      ),
    );
    fromSchema.close();
    const expected = JSON.stringify(await describeDatabase(fromSchemaFile), null, 2);
    const actual = JSON.stringify(await describeDatabase(migrated), null, 2);
    if (expected !== actual) {
      console.error("The migrations do not build prisma/schema.prisma. Run npm run db:new-migration -- <name>.");
      console.error(`From the schema:\n${expected}\n\nFrom the migrations:\n${actual}`);
      process.exit(1);
    }
    const problems = await checkRawSql(migrated, fromSchemaFile);
    if (problems.length) {
      console.error(`The migrations' raw SQL objects are not as listed:\n${problems.join("\n")}`);
      process.exit(1);
    }
    console.info(`Migrations match prisma/schema.prisma and the ${rawSqlObjects.length} raw SQL objects listed.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const [command, name] = process.argv.slice(2);
if (command === "new") newMigration(name);
else if (command === "check") await check();
else throw new Error("Usage: tsx scripts/db-migrations.ts new <name> | check");
