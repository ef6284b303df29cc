import { copyFileSync } from "node:fs";
import path from "node:path";
import { TEMPLATE_DATABASE, TEST_DATA_DIR } from "./global-setup";

// Each test file gets its own copy of the migrated database, set before any app module
// reads the environment, so files never see each other's rows.
const database = path.join(TEST_DATA_DIR, `test-${crypto.randomUUID()}.db`);
copyFileSync(TEMPLATE_DATABASE, database);
process.env.DATABASE_URL = `file:${database}`;
process.env.LEAD_SPOOL_DIR = `${database}.spool`;
