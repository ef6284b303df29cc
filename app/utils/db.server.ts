import { remember } from "@epic-web/remember";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { env } from "~/env.server";
import { PrismaClient } from "~/generated/prisma/client";
import { ensureDatabaseFolder } from "../../prisma/database-url.js";

/** How long a query waits for another connection's write lock before failing. */
export const SQLITE_BUSY_TIMEOUT_MS = 5_000;

export function createPrismaClient(url: string) {
  ensureDatabaseFolder(url);
  const client = new PrismaClient({
    adapter: new PrismaBetterSQLite3({ url, timeout: SQLITE_BUSY_TIMEOUT_MS }),
  });
  return client;
}

/**
 * WAL lets readers go on while one request writes, and synchronous=NORMAL is safe with
 * WAL. journal_mode is stored in the file; the others belong to the connection.
 */
export async function configureSqlite(client: PrismaClient) {
  await client.$queryRawUnsafe("PRAGMA journal_mode = WAL");
  await client.$queryRawUnsafe("PRAGMA synchronous = NORMAL");
  await client.$queryRawUnsafe("PRAGMA foreign_keys = ON");
}

// One client per process, kept across dev-server reloads.
export const prisma = remember("prisma", () => {
  const client = createPrismaClient(env.DATABASE_URL);
  configureSqlite(client).catch((error: unknown) => {
    console.error("Could not configure SQLite (the health check will report it):", error);
  });
  return client;
});
