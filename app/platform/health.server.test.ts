import { statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { env } from "~/env.server";
import { createPrismaClient, prisma } from "~/platform/db.server";
import { onPostgres } from "../../tests/vitest/engine";
import { otherConnection } from "../../tests/vitest/other-connection";
import { checkDatabase, HEALTH_WRITE_WAIT_MS } from "./health.server";

test("the test database answers and accepts writes", async () => {
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("ok");
});

test.skipIf(onPostgres())("a file that is not a SQLite database is reported unreachable, not thrown", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const broken = path.resolve("tests/.data", `not-a-database-${crypto.randomUUID()}.db`);
  writeFileSync(broken, "this is not a database file, just text that is long enough to have a header ".repeat(20));
  const client = createPrismaClient(`file:${broken}`);
  expect(await checkDatabase(client, `file:${broken}`)).toBe("unreachable");
  await client.$disconnect();
});

test("a database another process holds locked is reported not writable within the check's wait, and ok once the lock goes", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const other = otherConnection();
  await other.lockWrites();
  const started = Date.now();
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("notWritable");
  expect(Date.now() - started).toBeGreaterThanOrEqual(HEALTH_WRITE_WAIT_MS);
  expect(Date.now() - started).toBeLessThan(HEALTH_WRITE_WAIT_MS + 1_000);
  await other.execute("ROLLBACK");
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("ok");
  await other.close();
});

test("a lock that goes while the check waits is not reported: the wait leaves the server running", async () => {
  const other = otherConnection();
  await other.lockWrites();
  // A timer, which fires only if the check's wait does not block the event loop.
  setTimeout(() => void other.execute("ROLLBACK"), HEALTH_WRITE_WAIT_MS / 4);
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("ok");
  await other.close();
});

// SQLite's one connection (docs/decisions/020): PostgreSQL's pool has others.
test.skipIf(onPostgres())("a transaction of the app's own that nothing ends is reported", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let inside!: () => void;
  const opened = new Promise<void>((resolve) => (inside = resolve));
  const stuck = prisma.$transaction(
    async (tx) => {
      await tx.post.deleteMany({ where: { slug: "no-such-post" } });
      inside();
      await released;
    },
    { timeout: 60_000 },
  );
  await opened;
  expect(await checkDatabase(prisma, env.DATABASE_URL)).not.toBe("ok");
  release();
  await stuck;
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("ok");
});

/** The heartbeat row the check rewrites, read on a connection of the test's own. */
async function heartbeat() {
  const reader = otherConnection();
  try {
    const { rows } = await reader.execute("SELECT id, written_at FROM health_probe");
    return rows.map((row) => ({ id: Number(row.id), writtenAt: new Date(row.written_at as string | Date).getTime() }));
  } finally {
    await reader.close();
  }
}

test("the check commits a real write: one heartbeat row, rewritten at each check", async () => {
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("ok");
  const [first] = await heartbeat();
  expect(first?.id).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("ok");
  const rows = await heartbeat();
  expect(rows).toHaveLength(1);
  expect(rows[0]?.writtenAt).toBeGreaterThan(first?.writtenAt ?? Infinity);
});

test.skipIf(onPostgres())(
  "checks at once and many in a row leave one row and a bounded WAL (SQLite's checkpoints reuse it)",
  async () => {
    const states = await Promise.all(Array.from({ length: 20 }, () => checkDatabase(prisma, env.DATABASE_URL)));
    expect(new Set(states)).toEqual(new Set(["ok"]));
    // Past SQLite's automatic checkpoint (1,000 pages): the WAL starts over rather than growing.
    for (let check = 0; check < 1_100; check += 1) await checkDatabase(prisma, env.DATABASE_URL);
    const wal = statSync(`${env.DATABASE_URL.replace(/^file:/, "")}-wal`).size;
    expect(wal).toBeLessThan(1_001 * (4_096 + 24) + 32);
    expect(await heartbeat()).toHaveLength(1);
  },
  60_000,
);
