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
 * whatever the engine changes. Tests of what only SQLite has (its file, its locks, its
 * spool of leads a locked file refused) stay SQLite's.
 */
export const POSTGRES_SUITE = [
  "server/migrations.test.ts",
  "app/routes/blog.test.ts",
  "app/routes/blog-post.test.ts",
  "app/leads/lead.server.test.ts",
  "app/routes/contact.test.ts",
  "app/routes/free-audit.test.ts",
  "app/routes/resources/chatbot-lead.test.ts",
  "app/platform/page-changes.server.test.ts",
  "app/mail/mail-claims.server.test.ts",
  "app/platform/machines.server.test.ts",
  "prisma/seed-posts.test.ts",
  "app/leads/lead-follow-up.server.test.ts",
  "app/privacy/lead-retention.server.test.ts",
];
