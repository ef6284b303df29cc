import { execFileSync } from "node:child_process";
import path from "node:path";
import { env } from "../app/env.server";
import { seedPosts } from "../prisma/seed-posts";
import { pendingMigrations } from "./pending-migrations";

/**
 * How long after `listen` a late seed waits: its first use of the Prisma client (about
 * 200 ms of its query compiler's start) would otherwise compete with the first requests,
 * most of which (anonymous pages) need no database.
 */
const SEED_DELAY_MS = 1_000;

const seed = async () => console.info(`Seed: ${await seedPosts()} blog post(s) added.`);

/**
 * What a production start does before serving: `prisma migrate deploy` when a migration
 * is pending (Prisma applies them, as before; its CLI takes about a second to start, so it
 * runs only then), and the seed's missing posts. After migrations (a new database, a new
 * release's schema) the seed runs before the server serves; otherwise it runs a second after the
 * server listens (`SEED_DELAY_MS`). Returns what is left to do once listening.
 * A failed migration stops the start; a failed late seed is only logged.
 */
export async function prepareDatabase(root: string) {
  const pending = await pendingMigrations(env.DATABASE_URL, path.join(root, "prisma/migrations"));
  if (pending.length === 0) {
    console.info("No pending migrations: the Prisma CLI is not run.");
    return () => {
      setTimeout(() => void seed().catch((error: unknown) => console.error("Seed failed", error)), SEED_DELAY_MS);
    };
  }
  console.info(`Migrations to apply: ${pending.join(", ")}`);
  execFileSync(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], { cwd: root, stdio: "inherit" });
  await seed();
  return () => undefined;
}
