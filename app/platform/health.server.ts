import type { PrismaClient } from "~/generated/prisma/client";
import { canWrite } from "~/platform/db.server";

/** How long the health check waits for the database's write lock (Fly's check allows 5 s). */
export const HEALTH_WRITE_WAIT_MS = 1_500;
/** How long it waits for the app's own connection to answer. */
const HEALTH_READ_WAIT_MS = 1_500;

/**
 * "ok": the app's connection answers a query and a write was committed (the health
 * route's 200). "unreachable": the app's connection does not answer in time.
 * "notWritable": the database is locked (by another process, or by a transaction of
 * this server's that nothing ends), read-only, or on a full disk.
 */
export type DatabaseState = "ok" | "unreachable" | "notWritable";

/** The check under way per database: checks asked meanwhile share it (one write, however many probes). */
const running = new Map<string, Promise<DatabaseState>>();

/**
 * What the database can do now, checked in at most about 3 s: a query on the app's
 * connection, then a real write (the heartbeat, db.server.ts), which holds the lock for
 * a moment only (docs/decisions/041).
 */
export function checkDatabase(client: PrismaClient, url: string): Promise<DatabaseState> {
  let check = running.get(url);
  if (!check) {
    check = (async (): Promise<DatabaseState> => {
      if (!(await answers(client))) return "unreachable";
      return (await canWrite(url, HEALTH_WRITE_WAIT_MS)) ? "ok" : "notWritable";
    })().finally(() => running.delete(url));
    running.set(url, check);
  }
  return check;
}

/** Whether the app's connection answers a query in time. */
async function answers(client: PrismaClient) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(resolve, HEALTH_READ_WAIT_MS, "late")));
  try {
    if ((await Promise.race([client.$queryRaw`SELECT 1`, late])) === "late") throw new Error("no answer in time");
    return true;
  } catch (error) {
    console.error("Health check: database unreachable", error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}
