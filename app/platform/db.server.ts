import { remember } from "@epic-web/remember";
import { env } from "~/env.server";
import { createPostgresPrismaClient, postgresCanWrite } from "~/platform/postgres.server";
import { createSqlitePrismaClient, sqliteCanWrite } from "~/platform/sqlite.server";
import { isPostgresUrl } from "../../prisma/database-url.js";

// The database: one interface, the engine chosen by DATABASE_URL (docs/decisions/048).

export function createPrismaClient(url: string, { busyTimeoutMs = env.DATABASE_LOCK_WAIT_MS } = {}) {
  return isPostgresUrl(url) ? createPostgresPrismaClient(url) : createSqlitePrismaClient(url, { busyTimeoutMs });
}

// One client per process, kept across dev-server reloads.
export const prisma = remember("prisma", () => createPrismaClient(env.DATABASE_URL));

/** Whether a write can be committed now, by committing one (the health check), within `waitMs`. */
export function canWrite(url: string, waitMs: number) {
  return isPostgresUrl(url) ? postgresCanWrite(url, waitMs) : sqliteCanWrite(url, waitMs);
}
