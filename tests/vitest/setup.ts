import { copyFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { POSTGRES_TEMPLATE, postgresTestUrl, testEngine } from "./engine";
import { TEMPLATE_DATABASE, TEST_DATA_DIR } from "./global-setup";

// Each test file gets its own copy of the migrated database, set before any app module
// reads the environment, so files never see each other's rows.
const name = `test-${crypto.randomUUID()}`;
const database = path.join(TEST_DATA_DIR, `${name}.db`);
if (testEngine() === "sqlite") {
  copyFileSync(TEMPLATE_DATABASE, database);
  process.env.DATABASE_URL = `file:${database}`;
} else {
  const copy = `vitrine_${name.replace(/-/g, "_")}`;
  const admin = new pg.Client({ connectionString: postgresTestUrl("postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${copy}" TEMPLATE "${POSTGRES_TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  process.env.DATABASE_URL = postgresTestUrl(copy);
  process.env.DATA_DIR = `${database}.data`;
}
process.env.LEAD_SPOOL_DIR = `${database}.spool`;
