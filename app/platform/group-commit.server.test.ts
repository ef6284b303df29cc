import { createClient } from "@libsql/client";
import { afterEach, expect, test } from "vitest";
import { env } from "~/env.server";
import { prisma } from "~/platform/db.server";
import { groupCommit } from "./group-commit.server";

// Group commit against the test file's own SQLite database: the writes are real
// transactions, and a second connection looks at what is committed.

const other = createClient({ url: env.DATABASE_URL });

const lead = (email: string) => ({
  type: "contact" as const,
  name: "Grouped Lead",
  email,
  locale: "fr",
  sourcePage: "/contact",
  verification: "unverified" as const,
});

async function committedEmails() {
  const { rows } = await other.execute("SELECT email FROM leads ORDER BY email");
  return rows.map((row) => String(row.email));
}

afterEach(async () => {
  await other.execute("DELETE FROM leads");
});

/** Writes each batch of e-mail addresses as leads in one transaction, and records the batches. */
function leadWriter(refuse = new Set<string>()) {
  const batches: string[][] = [];
  const write = groupCommit(async (emails: string[]) => {
    batches.push(emails);
    await prisma.$transaction(async (tx) => {
      for (const email of emails) {
        if (refuse.has(email)) throw new Error(`refused ${email}`);
        await tx.lead.create({ data: lead(email) });
      }
    });
  });
  return { write, batches };
}

test("items handed in together are written in fewer transactions than items, each written once", async () => {
  const { write, batches } = leadWriter();
  const emails = Array.from({ length: 40 }, (_, index) => `lead-${String(index).padStart(2, "0")}@example.com`);
  await Promise.all(emails.map(write));
  expect(await committedEmails()).toEqual(emails);
  expect(batches.flat().sort()).toEqual(emails);
  expect(batches.length).toBeLessThan(emails.length);
});

test("each caller is answered only once its item is committed, as another connection sees", async () => {
  const { write } = leadWriter();
  const emails = Array.from({ length: 20 }, (_, index) => `seen-${index}@example.com`);
  // What another connection sees the moment each caller is answered.
  const seenAtAnswer = await Promise.all(
    emails.map((email) => write(email).then(async () => (await committedEmails()).includes(email))),
  );
  expect(seenAtAnswer).toEqual(emails.map(() => true));
});

test("a write that fails fails every caller in it and commits none of them; later items are written", async () => {
  const { write, batches } = leadWriter(new Set(["bad@example.com"]));
  const outcomes = ["a@example.com", "bad@example.com", "b@example.com"].map((email) =>
    write(email).then(
      () => "stored",
      (error: unknown) => String(error),
    ),
  );
  expect(await Promise.all(outcomes)).toEqual([
    "Error: refused bad@example.com",
    "Error: refused bad@example.com",
    "Error: refused bad@example.com",
  ]);
  await write("after@example.com");
  expect(await committedEmails()).toEqual(["after@example.com"]);
  expect(batches).toEqual([["a@example.com", "bad@example.com", "b@example.com"], ["after@example.com"]]);
});

test("a batch holds at most the largest size; the rest go in the next write", async () => {
  const batches: number[][] = [];
  const write = groupCommit(
    async (items: number[]) => {
      batches.push(items);
    },
    { maxItems: 3 },
  );
  await Promise.all([1, 2, 3, 4, 5, 6, 7].map(write));
  expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
});
