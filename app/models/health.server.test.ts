import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { prisma } from "~/utils/db.server";
import { createPrismaClient } from "~/utils/db.server";
import { isDatabaseReachable } from "./health.server";

test("the test database answers", async () => {
  expect(await isDatabaseReachable(prisma)).toBe(true);
});

test("a file that is not a SQLite database is reported unreachable, not thrown", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const broken = path.resolve("tests/.data", `not-a-database-${crypto.randomUUID()}.db`);
  writeFileSync(broken, "this is not a database file, just text that is long enough to have a header ".repeat(20));
  const client = createPrismaClient(`file:${broken}`);
  expect(await isDatabaseReachable(client)).toBe(false);
  await client.$disconnect();
});
