// The one place that knows the default database location, shared by the app, the Prisma
// CLI config and the scripts. Plain JavaScript so prisma.config.ts and Node scripts can
// import it without a build step.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";

export const DEFAULT_DATABASE_URL = "file:./data/vitrine.db";

/** @returns {string} */
export function databaseUrl() {
  return process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
}

/**
 * Whether a database URL is PostgreSQL's (docs/decisions/048); any other is a SQLite file.
 * @param {string} url
 */
export function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//.test(url);
}

/**
 * The file path of a SQLite file URL (file:./data/vitrine.db: ./data/vitrine.db).
 * @param {string} url
 */
export function databaseFile(url) {
  return url.replace(/^file:/, "");
}

/**
 * Creates the folder of a SQLite file URL: SQLite creates the file, not its folder.
 * @param {string} url
 */
export function ensureDatabaseFolder(url) {
  if (isPostgresUrl(url)) return;
  const path = databaseFile(url);
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
}
