import { expect, test } from "vitest";
import { configureSqlite, prisma, SQLITE_BUSY_TIMEOUT_MS } from "./db.server";

test("SQLite runs in WAL mode with a busy timeout and foreign keys", async () => {
  await configureSqlite(prisma);
  expect(await prisma.$queryRawUnsafe("PRAGMA journal_mode")).toEqual([{ journal_mode: "wal" }]);
  expect(await prisma.$queryRawUnsafe("PRAGMA busy_timeout")).toEqual([{ timeout: BigInt(SQLITE_BUSY_TIMEOUT_MS) }]);
  expect(await prisma.$queryRawUnsafe("PRAGMA foreign_keys")).toEqual([{ foreign_keys: 1n }]);
});
