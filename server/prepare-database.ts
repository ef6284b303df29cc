import { execFileSync } from "node:child_process";
import path from "node:path";
import { env } from "../app/env.server";
import { seedPosts } from "../prisma/seed-posts";
import { pendingMigrations } from "./pending-migrations";

const seed = async () => console.info(`Seed: ${await seedPosts()} blog post(s) added.`);

/**
 * What a production start does before serving: `prisma migrate deploy` when a migration
 * is pending (Prisma applies them, as before; its CLI takes about a second to start, so it
 * runs only then), and the seed's missing posts. After migrations (a new database, a new
 * release's schema) the seed runs before the server serves; otherwise it runs once the
 * server listens, and it is the first use of the Prisma client, which costs about 200 ms
 * that the first visitor need not wait for. Returns what is left to do once listening.
 * A failed migration stops the start; a failed late seed is only logged.
 */
export async function prepareDatabase(root: string) {
  const pending = await pendingMigrations(env.DATABASE_URL, path.join(root, "prisma/migrations"));
  if (pending.length === 0) {
    console.info("No pending migrations: the Prisma CLI is not run.");
    return () => void seed().catch((error: unknown) => console.error("Seed failed", error));
  }
  console.info(`Migrations to apply: ${pending.join(", ")}`);
  execFileSync(path.join(root, "node_modules/.bin/prisma"), ["migrate", "deploy"], { cwd: root, stdio: "inherit" });
  await seed();
  return () => undefined;
}
