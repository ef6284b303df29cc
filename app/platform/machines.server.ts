import { remember } from "@epic-web/remember";
import pg from "pg";
import { env } from "~/env.server";
import { isPostgresUrl } from "../../prisma/database-url.js";

// Work that must happen once, whatever the number of machines (docs/decisions/049). SQLite
// is one machine: its jobs run as they always have. On PostgreSQL several machines share
// the database, and a job that must not run twice at once (a backup, the retention job)
// runs under a session advisory lock held on a connection of its own: a machine that does
// not get the lock skips that run; a machine that dies releases it with its connection.

/** The first key of every lock of this app (the second is the job's): apart from Prisma's migration lock. */
const LOCK_SPACE = "vitrine-jobs";

export type Machines = {
  /** Whether other machines may share the database (PostgreSQL): a claim left by a process may be another's. */
  several: boolean;
  /**
   * Runs `work` unless another machine is running the job `name` at this moment; undefined
   * when it did not run. Work that must happen once per period also checks, inside, that
   * it is still due (another machine may have just done it).
   */
  alone<T>(name: string, work: () => Promise<T>): Promise<T | undefined>;
};

/** One machine: nothing else runs the job. */
const oneMachine: Machines = { several: false, alone: (_name, work) => work() };

/** Several machines on one PostgreSQL: `pg_try_advisory_lock` on a connection of the job's own. */
export function postgresMachines(url: string): Machines {
  return {
    several: true,
    async alone(name, work) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true });
      // A connection lost while the job runs ends its lock too: logged, the job goes on (its
      // writes are each safe to repeat; at worst another machine's run overlaps this one's end).
      client.on("error", (error) => console.error(`[jobs] ${name}: the lock's connection was lost`, error.message));
      await client.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          "SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS locked",
          [LOCK_SPACE, name],
        );
        if (!rows[0]?.locked) return undefined;
        return await work();
      } finally {
        // Ending the session releases its locks.
        await client.end().catch(() => undefined);
      }
    },
  };
}

/**
 * The process's machines, chosen from DATABASE_URL; a session-level advisory lock needs a
 * session of its own, past a pooler (DATABASE_DIRECT_URL, docs/decisions/048).
 */
export const machines = remember("machines", () =>
  isPostgresUrl(env.DATABASE_URL) ? postgresMachines(env.DATABASE_DIRECT_URL) : oneMachine,
);
