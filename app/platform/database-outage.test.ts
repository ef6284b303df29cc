import { createClient } from "@libsql/client";
import { expect, test } from "vitest";
import { isDatabaseOutage } from "./database-outage";

/** The error a real SQLite connection throws for a statement. */
async function sqliteError(setup: string[], statement: string) {
  const database = createClient({ url: ":memory:" });
  try {
    for (const sql of setup) await database.execute(sql);
    await database.execute(statement);
  } catch (error) {
    return error;
  } finally {
    database.close();
  }
  throw new Error("the statement did not fail");
}

test("a write the database refuses for being read-only or full is an outage, in every wrapping", async () => {
  const readOnly = await sqliteError(["CREATE TABLE t (x)", "PRAGMA query_only = 1"], "INSERT INTO t VALUES (1)");
  expect(isDatabaseOutage(readOnly)).toBe(true);
  const full = await sqliteError(
    ["CREATE TABLE t (x)", "PRAGMA max_page_count = 2"],
    "INSERT INTO t SELECT zeroblob(100000)",
  );
  expect(isDatabaseOutage(full)).toBe(true);
  // As Prisma's libSQL adapter and Prisma wrap them (shapes seen on a read-only file).
  const cause = { originalCode: "8", kind: "sqlite", extendedCode: 8, message: "attempt to write a readonly database" };
  expect(isDatabaseOutage(Object.assign(new Error("attempt to write a readonly database"), { cause }))).toBe(true);
  const raw = Object.assign(new Error("Raw query failed"), { code: "P2010", meta: { driverAdapterError: { cause } } });
  expect(isDatabaseOutage(raw)).toBe(true);
  expect(isDatabaseOutage(Object.assign(new Error("busy"), { cause: { kind: "SocketTimeout" } }))).toBe(true);
  // Prisma's request error for a full disk (seen on a full tmpfs): the name alone.
  const prismaFull = Object.assign(new Error("Invalid `prisma.session.create()` invocation"), { code: "SQLITE_FULL" });
  expect(isDatabaseOutage(prismaFull)).toBe(true);
  expect(isDatabaseOutage(Object.assign(new Error("io"), { code: "SQLITE_IOERR_WRITE" }))).toBe(true);
  expect(isDatabaseOutage(new Error("Sign-up failed", { cause: readOnly }))).toBe(true);
});

test("a failure of the request's own making is not an outage", async () => {
  const unique = await sqliteError(
    ["CREATE TABLE t (x UNIQUE)", "INSERT INTO t VALUES (1)"],
    "INSERT INTO t VALUES (1)",
  );
  expect(isDatabaseOutage(unique)).toBe(false);
  expect(isDatabaseOutage(await sqliteError([], "SELECT * FROM nowhere"))).toBe(false);
  expect(isDatabaseOutage(Object.assign(new Error("Unique"), { code: "P2002" }))).toBe(false);
  expect(isDatabaseOutage(new Error("anything"))).toBe(false);
  expect(isDatabaseOutage(null)).toBe(false);
});
