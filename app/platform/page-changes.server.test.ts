import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { afterEach, describe, expect, test } from "vitest";
import { PAGE_CHANGES_CHANNEL, pageChanges, postgresPageChanges } from "~/platform/page-changes.server";
import { onPostgres } from "../../tests/vitest/engine";

// Page changes spread to every machine's cache (docs/decisions/049): two "machines" here
// are two listeners on this test file's PostgreSQL database.

/** Resolves when `count` calls have been seen, or fails after `timeoutMs`. */
function counter() {
  let calls = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  return {
    onChange() {
      calls += 1;
      for (const waiter of waiters.filter(({ count }) => calls >= count)) waiter.resolve();
    },
    get calls() {
      return calls;
    },
    async reach(count: number, timeoutMs = 2_000) {
      if (calls >= count) return;
      await Promise.race([
        new Promise<void>((resolve) => waiters.push({ count, resolve })),
        delay(timeoutMs).then(() => {
          throw new Error(`${calls} calls after ${timeoutMs} ms, ${count} expected`);
        }),
      ]);
    },
  };
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

describe.skipIf(!onPostgres())("page changes on PostgreSQL", () => {
  const url = process.env.DATABASE_URL ?? "";

  function machine() {
    const changes = postgresPageChanges(url);
    const heard = counter();
    const listening = changes.listen(heard.onChange);
    stops.push(() => listening.stop());
    return { changes, heard };
  }

  test("an announcement empties the other machine's cache within 2 s, not the announcer's again", async () => {
    const a = machine();
    const b = machine();
    // Each empties its cache once when its listener connects.
    await a.heard.reach(1);
    await b.heard.reach(1);
    const started = performance.now();
    await a.changes.announce();
    await b.heard.reach(2);
    expect(performance.now() - started).toBeLessThan(2_000);
    await delay(200);
    expect(a.heard.calls).toBe(1);
  });

  test("the announcement is the app's one (pageChanges): sent through the pool after the write", async () => {
    const b = machine();
    await b.heard.reach(1);
    await pageChanges.announce();
    await b.heard.reach(2);
  });

  test("a listener whose connection is lost reconnects and empties its cache again", async () => {
    const b = machine();
    await b.heard.reach(1);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const killed = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN ${PAGE_CHANGES_CHANNEL}`],
      );
      expect(killed.rowCount).toBe(1);
    } finally {
      await admin.end();
    }
    // Emptied on the reconnection: a notification missed meanwhile cannot leave a stale page.
    await b.heard.reach(2, 5_000);
    // And it hears announcements again.
    await postgresPageChanges(url).announce();
    await b.heard.reach(3);
  });
});
