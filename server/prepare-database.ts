import { execFile, execFileSync } from "node:child_process";
import path from "node:path";
import { createClient } from "@libsql/client";
import { env } from "../app/env.server";
import { reapplyErasuresToDatabase, syncErasureJournalInBackground } from "../app/privacy/erasure-journal.server";
import pg from "pg";
import { isPostgresUrl } from "../prisma/database-url.js";
import { BLOG_SEED } from "../prisma/seed-posts";
import { applyMigrations, migrationsFolder, pendingMigrations } from "./migrations";

/**
 * Whether the blog seed ran on this database, read with libSQL alone: a start that has
 * nothing to seed never loads Prisma's query compiler (about 200 ms), which the first
 * requests would wait behind.
 */
async function blogSeedRan(url: string) {
  if (isPostgresUrl(url)) {
    const database = new pg.Client({ connectionString: url });
    await database.connect();
    try {
      return (await database.query("SELECT 1 FROM seed_runs WHERE name = $1", [BLOG_SEED])).rows.length > 0;
    } finally {
      await database.end();
    }
  }
  const database = createClient({ url });
  try {
    const { rows } = await database.execute({ sql: "SELECT 1 FROM seed_runs WHERE name = ?", args: [BLOG_SEED] });
    return rows.length > 0;
  } finally {
    database.close();
  }
}

/**
 * The seed runs in a process of its own (server-build/seed.js, prisma/seed.ts): its 60
 * posts pass through Prisma's query compiler, whose WebAssembly memory grows to hold them
 * and never shrinks, and the server kept about 12 MB more for the rest of its life (docs/decisions/026).
 */
const seedCommand = (root: string) => [process.execPath, [path.join(root, "server-build/seed.js")]] as const;

/**
 * What a production start does before serving: the pending migrations applied
 * (server/migrations.ts; on PostgreSQL one machine applies them while the others wait),
 * and the blog seed, on a database that never had it. After migrations
 * (a new database, a new release's schema) the seed runs before the server serves;
 * otherwise, when it has anything to write, once the server listens (its process loads
 * Prisma, about 200 ms that the first visitor need not wait for). Returns what is left to
 * do once listening.
 * Between the two, every erasure of the journal that the database lacks (a snapshot restored,
 * an erasure cut short) is applied again, before anything is served (docs/decisions/040).
 * A failed migration or re-application stops the start; a failed late seed is only logged.
 */
export async function prepareDatabase(root: string) {
  const afterListening = await migrateReapplyAndSeed(root);
  return () => {
    afterListening();
    // The journal and its copy in the backup store, compared once serving (docs/decisions/040).
    void syncErasureJournalInBackground();
  };
}

async function migrateReapplyAndSeed(root: string) {
  const folder = migrationsFolder(env.DATABASE_URL, root);
  const pending = await pendingMigrations(env.DATABASE_URL, folder);
  if (pending.length === 0) {
    console.info("No pending migrations.");
    await reapplyErasuresToDatabase();
    if (await blogSeedRan(env.DATABASE_URL)) {
      console.info("Seed: nothing to add.");
      return () => undefined;
    }
    return () =>
      void execFile(...seedCommand(root), (error, stdout, stderr) => {
        process.stdout.write(stdout);
        process.stderr.write(stderr);
        if (error) console.error("Seed failed", error);
      });
  }
  // Another machine may be applying them: applyMigrations waits for it, then has less to do.
  const applied = await applyMigrations(env.DATABASE_DIRECT_URL, folder);
  console.info(
    applied.length ? `Migrations applied: ${applied.join(", ")}` : "Migrations: applied by another machine.",
  );
  await reapplyErasuresToDatabase();
  execFileSync(...seedCommand(root), { stdio: "inherit" });
  return () => undefined;
}
