import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "../../server/migrations";
import { POSTGRES_TEMPLATE, postgresTestUrl, testEngine } from "./engine";

/** Where test databases live; the migrated template is copied for each test file. */
export const TEST_DATA_DIR = path.resolve("tests/.data");
export const TEMPLATE_DATABASE = path.join(TEST_DATA_DIR, "template.db");

/** The test databases a run made on the PostgreSQL server, by name. */
const TEST_DATABASES = "vitrine_test_%";

async function onPostgresServer(work: (admin: pg.Client) => Promise<void>) {
  const admin = new pg.Client({ connectionString: postgresTestUrl("postgres") });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE $1", [
    TEST_DATABASES,
  ]);
  for (const { datname } of [...rows, { datname: POSTGRES_TEMPLATE }]) {
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

// Builds the template database once per run, with the real migrations, on the engine the
// run tests (tests/vitest/engine.ts).
export default async function setup() {
  rmSync(TEST_DATA_DIR, { recursive: true, force: true });
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  if (testEngine() === "sqlite") {
    await applyMigrations(`file:${TEMPLATE_DATABASE}`);
    return;
  }
  await onPostgresServer(async (admin) => {
    await dropTestDatabases(admin);
    await admin.query(`CREATE DATABASE "${POSTGRES_TEMPLATE}"`);
  });
  await applyMigrations(postgresTestUrl(POSTGRES_TEMPLATE));
  return () => onPostgresServer(dropTestDatabases);
}
