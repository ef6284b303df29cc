// Which engine a test run uses (docs/decisions/048): SQLite unless TEST_ENGINE=postgresql,
// then the PostgreSQL server of TEST_POSTGRES_URL (scripts/pg-server.sh prints one).

export type TestEngine = "sqlite" | "postgresql";

export function testEngine(): TestEngine {
  const engine = process.env.TEST_ENGINE ?? "sqlite";
  if (engine !== "sqlite" && engine !== "postgresql") throw new Error(`TEST_ENGINE=${engine}: sqlite or postgresql`);
  if (engine === "postgresql" && !process.env.TEST_POSTGRES_URL) {
    throw new Error("TEST_ENGINE=postgresql needs TEST_POSTGRES_URL (bash scripts/pg-server.sh start prints it)");
  }
  return engine;
}

/** The migrated database each test file's own is created from. */
export const POSTGRES_TEMPLATE = "vitrine_template";

/** The URL of a database on the test PostgreSQL server. */
export function postgresTestUrl(database: string) {
  const url = new URL(process.env.TEST_POSTGRES_URL ?? "");
  url.pathname = `/${database}`;
  return url.toString();
}

/** Whether this run is on PostgreSQL: for tests of what only SQLite has (its file, its locks). */
export const onPostgres = () => testEngine() === "postgresql";

/**
 * The tests run on PostgreSQL too: those of the data layer and of loaders and actions,
 * whatever the engine changes. Tests of what only SQLite has are skipped there one by one
 * (`skipIf(onPostgres())`, with the reason); the files below are about nothing else.
 */
export const POSTGRES_SUITE = [
  "app/**/*.server.test.ts",
  "app/routes/**/*.test.{ts,tsx}",
  "prisma/**/*.test.ts",
  "server/migrations.test.ts",
  "scripts/db-copy.test.ts",
];

/** The files of POSTGRES_SUITE that test only what SQLite has, each with its reason. */
export const SQLITE_ONLY: Record<string, string> = {
  "app/platform/sqlite.server.test.ts": "SQLite's connection, its locks and lock waits",
  "app/platform/restore.server.test.ts": "the restore of a SQLite snapshot",
  "app/leads/lead-spool.server.test.ts": "the spool of leads a locked SQLite file refused",
  "app/platform/group-commit.server.test.ts": "group commit's internals",
  "app/privacy/privacy-erasure.server.test.ts": "the erasure of leads in the spool of a locked SQLite file",
  "app/platform/backup.server.test.ts": "backups of the SQLite file (its snapshot, its WAL)",
  "app/platform/backup-space.server.test.ts": "backups of the SQLite file (its snapshot, its WAL)",
  "app/routes/resources/healthz-backups.test.ts": "backups of the SQLite file (its snapshot, its WAL)",
  "app/blog/post-list-plans.server.test.ts": "SQLite's query plans (EXPLAIN QUERY PLAN)",
  "app/leads/lead-owner-plans.server.test.ts": "SQLite's query plans (EXPLAIN QUERY PLAN)",
  "app/search/search-question-plans.server.test.ts": "SQLite's query plans (EXPLAIN QUERY PLAN)",
};

/**
 * What a test that starts the app in production adds to its environment for the engine it
 * runs on: with PostgreSQL, production refuses a media store on one machine's disk
 * (docs/decisions/048), so an S3 store (never reached by these tests).
 */
export const productionStoreEnv = (): Record<string, string> =>
  onPostgres()
    ? { MEDIA_STORE: "s3", S3_ENDPOINT: "127.0.0.1", S3_ACCESS_KEY: "unused", S3_SECRET_KEY: "unused-secret" }
    : {};
