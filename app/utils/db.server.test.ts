import { readdirSync } from "node:fs";
import { expect, test } from "vitest";
import { prisma, SQLITE_BUSY_TIMEOUT_MS } from "./db.server";

async function settings() {
  return {
    journal: await prisma.$queryRawUnsafe("PRAGMA journal_mode"),
    busyTimeout: await prisma.$queryRawUnsafe("PRAGMA busy_timeout"),
    synchronous: await prisma.$queryRawUnsafe("PRAGMA synchronous"),
    foreignKeys: await prisma.$queryRawUnsafe("PRAGMA foreign_keys"),
  };
}

const openFiles = () => readdirSync("/proc/self/fd").length;

test("SQLite runs in WAL mode with a busy timeout, synchronous=NORMAL and foreign keys, also after transactions, which open no connection", async () => {
  const expected = {
    journal: [{ journal_mode: "wal" }],
    busyTimeout: [{ timeout: SQLITE_BUSY_TIMEOUT_MS }],
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
