import { readdirSync } from "node:fs";
import { createClient, type Client } from "@libsql/client";
import { afterAll, beforeEach, expect, test, vi } from "vitest";
import { env } from "~/env.server";
import { prisma } from "./db.server";
import { createSqlitePrismaClient as createPrismaClient, SQLITE_BUSY_TIMEOUT_MS } from "./sqlite.server";

async function settings() {
  return {
    journal: await prisma.$queryRawUnsafe("PRAGMA journal_mode"),
    busyTimeout: await prisma.$queryRawUnsafe("PRAGMA busy_timeout"),
    synchronous: await prisma.$queryRawUnsafe("PRAGMA synchronous"),
    foreignKeys: await prisma.$queryRawUnsafe("PRAGMA foreign_keys"),
  };
}

const openFiles = () => readdirSync("/proc/self/fd").length;

test("SQLite runs in WAL mode with synchronous=NORMAL and foreign keys, and without its own busy wait, also after transactions, which open no connection", async () => {
  const expected = {
    journal: [{ journal_mode: "wal" }],
    busyTimeout: [{ timeout: 0 }],
    synchronous: [{ synchronous: 1 }],
    foreignKeys: [{ foreign_keys: 1 }],
  };
  expect(await settings()).toEqual(expected);
  const before = openFiles();
  // libSQL's own client would open a connection for each of these transactions.
  for (let i = 0; i < 20; i++) {
    await prisma.user.create({
      data: { email: `pragmas-${i}@example.com`, passwordHash: "x", sessions: { create: { expiresAt: new Date() } } },
    });
  }
  await expect(
    prisma.$transaction(async (tx) => {
      await tx.user.create({ data: { email: "rolled-back@example.com", passwordHash: "x" } });
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
  expect(openFiles()).toBeLessThan(before + 5);
  expect(await prisma.user.count({ where: { email: "rolled-back@example.com" } })).toBe(0);
  expect(await prisma.session.count()).toBe(20);
  expect(await settings()).toEqual(expected);
});

// Another process's connection to the same file (a backup tool, a migration, sqlite3 in a
// shell): what each test below locks the database with and reads the committed rows from.
function otherConnection() {
  return createClient({ url: env.DATABASE_URL });
}

async function committedLeadNames(other: Client) {
  const { rows } = await other.execute("SELECT name FROM leads ORDER BY name");
  return rows.map((row) => String(row.name));
}

const lead = (name: string) =>
  ({
    type: "contact",
    name,
    email: "lead@example.com",
    locale: "en",
    sourcePage: "/en/contact",
    verification: "unverified",
  }) as const;

// A short wait for the other connection's lock keeps these tests fast.
const client = createPrismaClient(env.DATABASE_URL, { busyTimeoutMs: 100 });
const other = otherConnection();

beforeEach(async () => {
  await other.execute("DELETE FROM leads");
});

afterAll(async () => {
  other.close();
  await client.$disconnect();
});

test("writes that fail on another connection's lock leave nothing open: every write once it goes is committed", async () => {
  // Each kind of write Prisma makes: one statement, a nested write and an upsert (its own
  // transactions), a batch transaction and an interactive one.
  const writes = (suffix: string) => [
    () => client.lead.create({ data: lead(`create-${suffix}`) }),
    () => client.lead.create({ data: { ...lead(`nested-${suffix}`), notes: { create: { text: "note" } } } }),
    () => client.lead.upsert({ where: { id: `upsert-${suffix}` }, create: lead(`upsert-${suffix}`), update: {} }),
    () => client.$transaction([client.lead.create({ data: lead(`batch-${suffix}`) })]),
    () => client.$transaction(async (tx) => tx.lead.create({ data: lead(`interactive-${suffix}`) })),
  ];
  vi.spyOn(console, "error").mockImplementation(() => {});
  await other.execute("BEGIN EXCLUSIVE");
  for (const write of writes("during")) await expect(write()).rejects.toThrow();
  await other.execute("ROLLBACK");

  for (const write of writes("after")) await write();
  expect(await committedLeadNames(other)).toEqual(
    ["batch", "create", "interactive", "nested", "upsert"].map((kind) => `${kind}-after`),
  );
  // And on the app's own connection, nothing of the failed writes either.
  expect((await client.lead.findMany({ select: { name: true } })).map(({ name }) => name).sort()).toEqual(
    await committedLeadNames(other),
  );
});

test("a COMMIT that fails is rolled back and reported: nothing of it is kept, and later writes are committed", async () => {
  await expect(
    client.$transaction(async (tx) => {
      // Foreign keys checked at COMMIT, so that the COMMIT itself fails.
      await tx.$executeRawUnsafe("PRAGMA defer_foreign_keys = ON");
      await tx.lead.create({ data: lead("in-failed-commit") });
      await tx.session.create({ data: { userId: "no-such-user", expiresAt: new Date() } });
    }),
  ).rejects.toThrow();
  await client.lead.create({ data: lead("after") });
  expect(await committedLeadNames(other)).toEqual(["after"]);
});

test("a statement that fails inside a transaction ends it: the transaction cannot commit what came before", async () => {
  await client.user.create({ data: { email: "taken@example.com", passwordHash: "x" } });
  await expect(
    client.$transaction(async (tx) => {
      await tx.lead.create({ data: lead("before-the-failure") });
      await tx.user.create({ data: { email: "taken@example.com", passwordHash: "x" } }).catch(() => null);
    }),
  ).rejects.toThrow();
  await client.lead.create({ data: lead("after") });
  expect(await committedLeadNames(other)).toEqual(["after"]);
});

test("statements of other requests wait while a transaction is open: none runs inside it and is rolled back with it", async () => {
  let inside!: () => void;
  const opened = new Promise<void>((resolve) => (inside = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const transaction = client.$transaction(async (tx) => {
    await tx.lead.create({ data: lead("rolled-back") });
    inside();
    await released;
    throw new Error("roll back");
  });
  await opened;
  // Prisma's queries are lazy: then() sends them now, as 50 requests would.
  const concurrent = Array.from({ length: 50 }, (_, index) =>
    client.lead.create({ data: lead(`concurrent-${String(index).padStart(2, "0")}`) }).then(() => undefined),
  );
  // Time for the 50 to run, were they not held back.
  await new Promise((resolve) => setTimeout(resolve, 200));
  release();
  await expect(transaction).rejects.toThrow("roll back");
  await Promise.all(concurrent);
  expect(await committedLeadNames(other)).toEqual(
    Array.from({ length: 50 }, (_, index) => `concurrent-${String(index).padStart(2, "0")}`),
  );
});

test("a write and a transaction wait for another connection's lock without stopping the server, and are committed once it goes", async () => {
  await other.execute("BEGIN EXCLUSIVE");
  let ticks = 0;
  const ticker = setInterval(() => ticks++, 10);
  setTimeout(() => void other.execute("ROLLBACK"), 500);
  const started = Date.now();
  await Promise.all([
    prisma.lead.create({ data: lead("waited-create") }),
    prisma.$transaction([prisma.lead.create({ data: lead("waited-transaction") })]),
  ]);
  clearInterval(ticker);
  expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  expect(Date.now() - started).toBeLessThan(SQLITE_BUSY_TIMEOUT_MS);
  // The event loop ran while they waited: SQLite's own wait would have blocked it.
  expect(ticks).toBeGreaterThan(20);
  expect(await committedLeadNames(other)).toEqual(["waited-create", "waited-transaction"]);
});
