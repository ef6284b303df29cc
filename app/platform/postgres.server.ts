import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import type { PrismaClient } from "~/generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "~/generated/prisma-postgres/client";

/**
 * The Prisma client on PostgreSQL (docs/decisions/048), through a pool of `pg`
 * connections. Its client is generated from prisma/postgres/schema.prisma, the SQLite
 * schema with another provider: the same models and methods, so the app types it as the
 * SQLite one.
 */
export function createPostgresPrismaClient(url: string, { poolSize = 10 } = {}): PrismaClient {
  const adapter = new PrismaPg(
    { connectionString: url, max: poolSize },
    // A connection the server drops (a restart, a fail-over) is replaced by the pool; logged, never thrown.
    { onPoolError: (error) => console.error("[db] PostgreSQL connection lost", error) },
  );
  return new PostgresPrismaClient({ adapter }) as unknown as PrismaClient;
}

/**
 * The health check's write (docs/decisions/041) on PostgreSQL: the row of `health_probe`
 * rewritten and committed on a connection of its own, within `waitMs` (a statement
 * timeout), so a server that cannot commit (read-only, full, unreachable) is reported.
 */
export async function postgresCanWrite(url: string, waitMs: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: waitMs, statement_timeout: waitMs });
  try {
    await client.connect();
    await client.query(
      `INSERT INTO health_probe (id, written_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET written_at = excluded.written_at`,
    );
    return true;
  } catch (error) {
    console.error("Health check: the database cannot commit a write", error);
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
