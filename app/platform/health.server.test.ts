import { writeFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { expect, test, vi } from "vitest";
import { env } from "~/env.server";
import { createPrismaClient, prisma } from "~/platform/db.server";
import { checkDatabase, HEALTH_WRITE_WAIT_MS } from "./health.server";

test("the test database answers and accepts writes", async () => {
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("ok");
});

test("a file that is not a SQLite database is reported unreachable, not thrown", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const broken = path.resolve("tests/.data", `not-a-database-${crypto.randomUUID()}.db`);
  writeFileSync(broken, "this is not a database file, just text that is long enough to have a header ".repeat(20));
  const client = createPrismaClient(`file:${broken}`);
  expect(await checkDatabase(client, `file:${broken}`)).toBe("unreachable");
  await client.$disconnect();
});

test("a database another process holds locked is reported not writable within the check's wait, and ok once the lock goes", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const other = createClient({ url: env.DATABASE_URL });
  await other.execute("BEGIN EXCLUSIVE");
  const started = Date.now();
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("notWritable");
  expect(Date.now() - started).toBeGreaterThanOrEqual(HEALTH_WRITE_WAIT_MS);
  expect(Date.now() - started).toBeLessThan(HEALTH_WRITE_WAIT_MS + 1_000);
  await other.execute("ROLLBACK");
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("ok");
  other.close();
});

test("a lock that goes while the check waits is not reported: the wait leaves the server running", async () => {
  const other = createClient({ url: env.DATABASE_URL });
  await other.execute("BEGIN EXCLUSIVE");
  // A timer, which fires only if the check's wait does not block the event loop.
  setTimeout(() => void other.execute("ROLLBACK"), HEALTH_WRITE_WAIT_MS / 4);
  expect(await checkDatabase(prisma, env.DATABASE_URL)).toBe("ok");
  other.close();
});

test("a transaction of the app's own that nothing ends is reported", async () => {
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
