import { randomUUID } from "node:crypto";
import { remember } from "@epic-web/remember";
import pg from "pg";
import { env } from "~/env.server";
import { prisma } from "~/platform/db.server";
import { isPostgresUrl } from "../../prisma/database-url.js";

// How a write that changes public pages reaches the page cache of every machine
// (docs/decisions/049). On SQLite there is one machine: its own cache is all there is. On
// PostgreSQL each machine LISTENs on a connection of its own (not the pool's, whose
// connections come and go) and the writer NOTIFYs after its commit; a machine empties its
// cache whenever its listener (re)connects, since it may have missed notifications while
// it was away, and the cache's TTL stays the net under all of it.

/** The channel of page changes; the payload is the announcing machine's id. */
export const PAGE_CHANGES_CHANNEL = "vitrine_page_changes";

/** Reconnection waits: doubling from the first, up to the last. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;
/** A query on the listening connection this often, so a dead one (no RST) is noticed, within the timeout. */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;

export type PageChanges = {
  /** Tells the other machines that public pages changed; call after the write committed. */
  announce(): Promise<void>;
  /**
   * Calls `onChange` when another machine announces a change, and on every (re)connection
   * of the listener; `stop` ends listening.
   */
  listen(onChange: () => void): { stop(): Promise<void> };
};

/** One machine (SQLite): nobody else to tell. */
const oneMachine: PageChanges = {
  announce: async () => undefined,
  listen: () => ({ stop: async () => undefined }),
};

/** Several machines on one PostgreSQL: LISTEN/NOTIFY. */
export function postgresPageChanges(
  url: string,
  { notify = (payload: string) => prisma.$executeRaw`SELECT pg_notify(${PAGE_CHANGES_CHANNEL}, ${payload})` } = {},
): PageChanges {
  // This process's id: it skips its own announcements (it emptied its cache already). Made
  // here, in the one remembered instance: the server and the app are bundled apart.
  const machineId = randomUUID();
  return {
    async announce() {
      await notify(machineId);
    },
    listen(onChange) {
      let stopped = false;
      let client: pg.Client | undefined;
      let retryMs = RECONNECT_FIRST_MS;
      let timer: NodeJS.Timeout | undefined;
      let heartbeat: NodeJS.Timeout | undefined;

      const later = (delayMs: number) => {
        if (stopped) return;
        timer = setTimeout(() => void connect(), delayMs);
        timer.unref();
      };

      const lost = (current: pg.Client, error?: unknown) => {
        if (current !== client) return;
        client = undefined;
        clearInterval(heartbeat);
        void current.end().catch(() => undefined);
        if (stopped) return;
        const reason = error instanceof Error ? `: ${error.message}` : "";
        console.warn(`[page-cache] the listener lost PostgreSQL${reason}; reconnecting in ${retryMs} ms`);
        later(retryMs);
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
      };

      const connect = async () => {
        const current = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
        client = current;
        current.on("error", (error) => lost(current, error));
        current.on("end", () => lost(current));
        current.on("notification", (message) => {
          if (message.channel === PAGE_CHANGES_CHANNEL && message.payload !== machineId) onChange();
        });
        try {
          await current.connect();
          await current.query(`LISTEN ${PAGE_CHANGES_CHANNEL}`);
        } catch (error) {
          lost(current, error);
          return;
        }
        if (stopped || current !== client) return void current.end().catch(() => undefined);
        retryMs = RECONNECT_FIRST_MS;
        // What changed while nobody listened is unknown: every page goes.
        onChange();
        heartbeat = setInterval(() => {
          const check = current.query("SELECT 1");
          const timeout = new Promise((_, reject) =>
            setTimeout(() => reject(new Error("no answer to the heartbeat")), HEARTBEAT_TIMEOUT_MS).unref(),
          );
          Promise.race([check, timeout]).catch((error: unknown) => lost(current, error));
        }, HEARTBEAT_MS);
        heartbeat.unref();
      };

      void connect();
      return {
        async stop() {
          stopped = true;
          clearTimeout(timer);
          clearInterval(heartbeat);
          const current = client;
          client = undefined;
          await current?.end().catch(() => undefined);
        },
      };
    },
  };
}

/**
 * The process's one way to spread page changes, chosen from DATABASE_URL; LISTEN needs a
 * session of its own, past a pooler (DATABASE_DIRECT_URL, docs/decisions/048).
 */
export const pageChanges = remember("page-changes", () =>
  isPostgresUrl(env.DATABASE_URL) ? postgresPageChanges(env.DATABASE_DIRECT_URL) : oneMachine,
);
