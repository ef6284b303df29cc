// Authors, checks and applies migrations offline, for both engines (docs/decisions/002,
// 048). Prisma's `migrate dev` needs a shadow database, which the driver adapter + WASM
// engine setup cannot provide, and no `migrate` command but `diff` works on PostgreSQL here:
//
//   npm run db:new-migration -- <name>   regenerate prisma/postgres/schema.prisma, then for
//                                        each engine diff its schema as of its last
//                                        committed migration with the current one and write
//                                        <migrations>/<timestamp>_<name>/migration.sql
//   npm run db:check                     prove, for each engine, that the migrations build
//                                        exactly the schema: apply them to one database,
//                                        create another from the schema alone, compare
//                                        tables, columns, indexes and foreign keys; and
//                                        the raw SQL objects the schema cannot state
//                                        (prisma/raw-sql-objects.ts) exist, no others.
//                                        PostgreSQL's half needs a server: TEST_POSTGRES_URL
//                                        (scripts/pg-server.sh prints one); `test:all` sets it
//   npm run db:migrate                   apply the pending migrations to DATABASE_URL
//                                        (DATABASE_DIRECT_URL when set: past a pooler)
import "../server/env-file.js";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import pg from "pg";
import { databaseUrl } from "../prisma/database-url.js";
import { POSTGRES_SCHEMA, postgresSchema, SQLITE_SCHEMA } from "../prisma/postgres-schema.js";
import { FTS5_SHADOW_TABLE, postgresRawSqlObjects, rawSqlObjects } from "../prisma/raw-sql-objects";
import { applyMigrations, migrationsFolder } from "../server/migrations";

/** Each engine's schema and migrations. */
const ENGINES = [
  { name: "SQLite", schema: SQLITE_SCHEMA, migrations: "prisma/migrations" },
  { name: "PostgreSQL", schema: POSTGRES_SCHEMA, migrations: "prisma/postgres/migrations" },
] as const;

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

/** prisma/postgres/schema.prisma as prisma/schema.prisma generates it. */
const generatedPostgresSchema = () => postgresSchema(readFileSync(SQLITE_SCHEMA, "utf8"));

function newMigration(name: string | undefined) {
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    throw new Error("Usage: npm run db:new-migration -- <name> (lowercase letters, digits, underscores)");
  }
  writeFileSync(POSTGRES_SCHEMA, generatedPostgresSchema());
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const work = mkdtempSync(path.join(tmpdir(), "vitrine-migration-"));
  try {
    for (const engine of ENGINES) {
      // The schema as it was when the engine's last migration was committed (none: start from empty).
      const hasMigrations = readdirSync(engine.migrations, { withFileTypes: true }).some((entry) =>
        entry.isDirectory(),
      );
      const lastMigrationCommit = hasMigrations ? git(["log", "-1", "--format=%H", "--", engine.migrations]) : "";
      if (hasMigrations && !lastMigrationCommit) throw new Error("Commit the existing migrations first.");
      const previous = path.join(work, `previous-${engine.name}.prisma`);
      if (lastMigrationCommit) writeFileSync(previous, git(["show", `${lastMigrationCommit}:${engine.schema}`]));
      const from = lastMigrationCommit ? ["--from-schema-datamodel", previous] : ["--from-empty"];
      const sql = prisma(
        ["migrate", "diff", ...from, "--to-schema-datamodel", engine.schema, "--script"],
        path.join(work, "unused.db"),
      );
      if (sql.includes("This is an empty migration")) {
        console.info(`${engine.name}: the schema has not changed since the last migration: nothing to write.`);
        continue;
      }
      const folder = path.join(engine.migrations, `${stamp}_${name}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, "migration.sql"), sql);
      console.info(`${engine.name}: wrote ${folder}/migration.sql.`);
    }
    console.info("Review them, run npm run db:check, and commit them with the schemas.");
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

/** Fails the check with what differs between the schema's database and the migrations'. */
function compare(engine: string, schema: string, expected: unknown, actual: unknown, problems: string[]) {
  const [wanted, built] = [JSON.stringify(expected, null, 2), JSON.stringify(actual, null, 2)];
  if (wanted !== built) {
    console.error(`${engine}: the migrations do not build ${schema}. Run npm run db:new-migration -- <name>.`);
    console.error(`From the schema:\n${wanted}\n\nFrom the migrations:\n${built}`);
    process.exit(1);
  }
  if (problems.length) {
    console.error(`${engine}: the migrations' raw SQL objects are not as listed:\n${problems.join("\n")}`);
    process.exit(1);
  }
}

/** The SQL that creates a schema from nothing (`db push` would do the same, but its process lingers). */
const schemaSql = (schema: string, work: string) =>
  prisma(
    ["migrate", "diff", "--from-empty", "--to-schema-datamodel", schema, "--script"],
    path.join(work, "unused.db"),
  );

async function checkSqlite(work: string) {
  const migrated = path.join(work, "migrated.db");
  const fromSchemaFile = path.join(work, "from-schema.db");
  await applyMigrations(`file:${migrated}`, migrationsFolder(`file:${migrated}`));
  const fromSchema = createClient({ url: `file:${fromSchemaFile}` });
  await fromSchema.executeMultiple(schemaSql(SQLITE_SCHEMA, work));
  fromSchema.close();
  compare(
    "SQLite",
    SQLITE_SCHEMA,
    await describeDatabase(fromSchemaFile),
    await describeDatabase(migrated),
    await checkRawSql(migrated, fromSchemaFile),
  );
  console.info(`SQLite: migrations match ${SQLITE_SCHEMA} and the ${rawSqlObjects.length} raw SQL objects listed.`);
}

/** A PostgreSQL database's tables, columns, indexes, constraints and types, and its raw SQL objects apart. */
async function describePostgres(url: string) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const rows = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
  const raw = (type: string, name: unknown) =>
    postgresRawSqlObjects.some((object) => object.type === type && object.name === name);
  try {
    const objects = [
      ...(await rows(
        "SELECT 'index' AS type, indexname AS name, tablename AS table FROM pg_indexes WHERE schemaname = 'public'",
      )),
      ...(await rows(
        "SELECT 'trigger' AS type, tgname AS name, tgrelid::regclass::text AS table FROM pg_trigger WHERE NOT tgisinternal",
      )),
      ...(await rows(
        "SELECT 'function' AS type, proname AS name, '' AS table FROM pg_proc WHERE pronamespace = 'public'::regnamespace",
      )),
    ];
    const shape = {
      columns: await rows(`SELECT table_name, column_name, data_type, udt_name, is_nullable, column_default
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_prisma_migrations'
        ORDER BY table_name, column_name`),
      indexes: (
        await rows("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname")
      ).filter(({ indexname }) => !raw("index", indexname) && indexname !== "_prisma_migrations_pkey"),
      constraints:
        await rows(`SELECT conrelid::regclass::text AS table, conname, pg_get_constraintdef(oid) AS definition
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace AND conrelid::regclass::text <> '_prisma_migrations'
        ORDER BY 1, 2`),
      types: await rows(`SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder) AS labels
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname ORDER BY t.typname`),
    };
    return { shape, objects: objects.map(({ type, name }) => `${String(type)} ${String(name)}`) };
  } finally {
    await db.end();
  }
}

async function checkPostgres(work: string) {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) {
    console.info("PostgreSQL: not checked (no TEST_POSTGRES_URL; `bash scripts/pg-server.sh start` prints one).");
    return;
  }
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const suffix = `${process.pid}_${Date.now()}`;
  const names = [`check_migrated_${suffix}`, `check_schema_${suffix}`];
  const urlOf = (name: string) => {
    const url = new URL(server);
    url.pathname = `/${name}`;
    return url.toString();
  };
  try {
    for (const name of names) await admin.query(`CREATE DATABASE "${name}"`);
    const [migrated, fromSchema] = names.map(urlOf) as [string, string];
    await applyMigrations(migrated, migrationsFolder(migrated));
    const direct = new pg.Client({ connectionString: fromSchema });
    await direct.connect();
    await direct.query(schemaSql(POSTGRES_SCHEMA, work));
    await direct.end();
    const expected = await describePostgres(fromSchema);
    const actual = await describePostgres(migrated);
    const schemaObjects = new Set(expected.objects);
    const problems = postgresRawSqlObjects
      .map(({ type, name }) => `${type} ${name}`)
      .filter((object) => !actual.objects.includes(object))
      .map((object) => `missing after the migrations: ${object} (prisma/raw-sql-objects.ts)`);
    for (const object of actual.objects) {
      const [type, name] = object.split(" ");
      const listed = postgresRawSqlObjects.some((raw) => raw.type === type && raw.name === name);
      if (!schemaObjects.has(object) && !listed && name !== "_prisma_migrations_pkey") {
        problems.push(`not in the schema nor in prisma/raw-sql-objects.ts: ${object}`);
      }
    }
    compare("PostgreSQL", POSTGRES_SCHEMA, expected.shape, actual.shape, problems);
    console.info(
      `PostgreSQL: migrations match ${POSTGRES_SCHEMA} and the ${postgresRawSqlObjects.length} raw SQL objects listed.`,
    );
  } finally {
    for (const name of names) await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
    await admin.end();
  }
}

async function check() {
  if (readFileSync(POSTGRES_SCHEMA, "utf8") !== generatedPostgresSchema()) {
    console.error(`${POSTGRES_SCHEMA} is not what ${SQLITE_SCHEMA} generates: run npm run db:new-migration -- <name>.`);
    process.exit(1);
  }
  const work = mkdtempSync(path.join(tmpdir(), "vitrine-migration-check-"));
  try {
    await checkSqlite(work);
    await checkPostgres(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const [command, name] = process.argv.slice(2);
if (command === "new") newMigration(name);
else if (command === "check") await check();
else if (command === "deploy") {
  const applied = await applyMigrations(process.env.DATABASE_DIRECT_URL || databaseUrl());
  console.info(applied.length ? `Applied: ${applied.join(", ")}` : "No pending migrations.");
} else throw new Error("Usage: tsx scripts/db-migrations.ts new <name> | check | deploy");
