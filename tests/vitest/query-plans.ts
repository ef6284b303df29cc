import { PrismaLibSQL } from "@prisma/adapter-libsql";
import { expect } from "vitest";
import { PrismaClient } from "~/generated/prisma/client";
import type * as DbModule from "~/platform/db.server";

// What a read sends to SQLite, and how SQLite plans it (EXPLAIN QUERY PLAN): the tests that
// hold a list or a purge to its index (*-plans.server.test.ts) mock the database module with
// a client that records each statement:
//
//     vi.mock("~/platform/db.server", async (importOriginal) =>
//       (await import("../../tests/vitest/query-plans")).withStatementLog(await importOriginal()),
//     );

const statements: Array<{ query: string; params: string }> = [];
let logged: PrismaClient | undefined;

/** The database module, its client recording every statement it sends. */
export function withStatementLog(original: typeof DbModule): typeof DbModule {
  const client = new PrismaClient({
    adapter: new PrismaLibSQL({ url: process.env.DATABASE_URL ?? "" }),
    log: [{ emit: "event", level: "query" }],
  });
  client.$on("query", (event) => statements.push({ query: event.query, params: event.params }));
  logged = client;
  return { ...original, prisma: client };
}

/**
 * The query plans of the statements `work` sends on a table (`table`, matched in the SQL)
 * of a kind (`kind`, SELECT by default); at least one is expected.
 */
export async function plansOf(work: () => Promise<unknown>, table: RegExp, kind = /^SELECT/i) {
  if (!logged) throw new Error("Mock ~/platform/db.server with withStatementLog first");
  statements.length = 0;
  await work();
  const sent = statements.filter(({ query }) => table.test(query) && kind.test(query.trim()));
  expect(sent.length).toBeGreaterThan(0);
  const plans: string[] = [];
  for (const { query, params } of sent) {
    const values = JSON.parse(params) as unknown[];
    const rows = await logged.$queryRawUnsafe<Array<{ detail: string }>>(`EXPLAIN QUERY PLAN ${query}`, ...values);
    plans.push(rows.map((row) => row.detail).join("\n"));
  }
  return plans;
}
