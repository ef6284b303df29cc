import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, expect, test, vi } from "vitest";
import { createLead, createLeads } from "~/leads/lead.server";
import { prisma } from "~/platform/db.server";
import { queueMail } from "~/mail/mail-queue.server";
import { onPostgres } from "../../tests/vitest/engine";
import { createUser } from "../../tests/vitest/factories";
import { testEmail } from "../../tests/vitest/personal-data";
import { findPersonalData } from "./privacy-data.server";
import { exportPersonalData } from "./privacy-request.server";

// A person's data is found by an index on a normalized address, and their copy streams
// (docs/decisions/040), against the test file's own SQLite database.

const work = mkdtempSync(path.join(tmpdir(), "vitrine-privacy-data-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const newLead = (email: string, name = "Normalized") =>
  ({ type: "contact", name, email, locale: "fr", sourcePage: "/contact", verification: "unverified" }) as const;

async function queryPlan(sql: string) {
  const rows = await prisma.$queryRawUnsafe<Array<{ detail: string }>>(`EXPLAIN QUERY PLAN ${sql}`, "x@example.com");
  return rows.map(({ detail }) => detail).join("; ");
}

test("addresses are stored trimmed and in lower case, and a person's data is found through an index whatever case is typed", async () => {
  const lead = await createLead(newLead("  Jean.Dupont@Example.COM "));
  expect(lead.email).toBe("jean.dupont@example.com");
  await queueMail({ kind: "confirmation", recipient: " Jean.Dupont@EXAMPLE.com", language: "fr", origin: "http://x" });
  expect(await prisma.outgoingMail.findFirst({ select: { recipient: true } })).toEqual({
    recipient: "jean.dupont@example.com",
  });

  const found = await findPersonalData("JEAN.DUPONT@example.com ");
  expect(found.leads.map(({ id }) => id)).toEqual([lead.id]);
  expect(found.mail).toHaveLength(1);

  // The privacy search's lookups: each an index search, none a scan of the table (SQLite's
  // plans; PostgreSQL's planner chooses by its statistics of the table).
  if (onPostgres()) return;
  expect(await queryPlan(`SELECT id FROM leads WHERE email = ?`)).toMatch(
    /SEARCH leads USING (COVERING )?INDEX leads_email_idx/,
  );
  expect(await queryPlan(`SELECT id FROM outgoing_mail WHERE recipient = ?`)).toMatch(
    /SEARCH outgoing_mail USING (COVERING )?INDEX outgoing_mail_recipient_idx/,
  );
  expect(await queryPlan(`SELECT id FROM users WHERE email = ?`)).toMatch(
    /SEARCH users USING (COVERING )?INDEX users_email_key/,
  );
});

// A SQLite migration, on a SQLite file.
test.skipIf(onPostgres())(
  "the migration normalizes the addresses already stored, and leaves an account whose address would collide",
  async () => {
    const migrations = path.resolve("prisma/migrations");
    const folders = readdirSync(migrations, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => name)
      .sort();
    const mine = folders.findIndex((name) => name.endsWith("_normalized_email_indexes"));
    expect(mine).toBeGreaterThan(0);
    const database = createClient({ url: `file:${path.join(work, "migrated.db")}` });
    const migrate = (name: string) =>
      database.executeMultiple(readFileSync(path.join(migrations, name, "migration.sql"), "utf8"));
    for (const name of folders.slice(0, mine)) await migrate(name);
    await database.executeMultiple(`
    INSERT INTO leads (id, type, name, email, locale, source_page, verification) VALUES
      ('l1', 'contact', 'A', ' Mixed.Case@Example.COM ', 'fr', '/contact', 'unverified'),
      ('l2', 'contact', 'B', 'plain@example.com', 'fr', '/contact', 'unverified');
    INSERT INTO outgoing_mail (id, kind, recipient, language, origin) VALUES ('m1', 'confirmation', 'Mixed.Case@Example.com', 'fr', 'x');
    INSERT INTO users (id, email, password_hash, updated_at) VALUES
      ('u1', 'Upper@Example.com', 'h', '2026-01-01'),
      ('u2', 'Twice@Example.com', 'h', '2026-01-01'),
      ('u3', 'twice@example.com', 'h', '2026-01-01');
  `);
    await migrate(folders[mine] ?? "");
    const column = async (sql: string) => (await database.execute(sql)).rows.map((row) => Object.values(row)[0]);
    expect(await column("SELECT email FROM leads ORDER BY id")).toEqual([
      "mixed.case@example.com",
      "plain@example.com",
    ]);
    expect(await column("SELECT recipient FROM outgoing_mail")).toEqual(["mixed.case@example.com"]);
    expect(await column("SELECT email FROM users ORDER BY id")).toEqual([
      "upper@example.com",
      "Twice@Example.com",
      "twice@example.com",
    ]);
    database.close();
  },
);

test("the JSON copy of a person with thousands of leads streams in batches, read only as the reader takes them", async () => {
  const staff = await createUser({ role: "staff" });
  const email = testEmail("many");
  const total = 3_000;
  const start = Date.now() - total * 1_000;
  const ids = Array.from({ length: total }, () => randomUUID());
  for (let at = 0; at < total; at += 500) {
    await createLeads(
      ids.slice(at, at + 500).map((id, index) => ({
        id,
        lead: { ...newLead(email, `Lead ${at + index}`), message: "x".repeat(500) },
        createdAt: new Date(start + (at + index) * 1_000),
      })),
    );
  }
  await createLeads([{ id: randomUUID(), lead: newLead(testEmail("other"), "Someone else") }]);
  await prisma.leadNote.create({ data: { leadId: ids[0] ?? "", authorId: staff.id, text: "First note" } });

  const batches = vi.spyOn(prisma.lead, "findMany");
  const copy = await exportPersonalData(email, staff, { batchSize: 250 });
  expect(copy.counts).toMatchObject({ leads: total, notes: 1 });
  const reader = copy.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const chunks: number[] = [];
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value.byteLength);
    text += decoder.decode(value, { stream: true });
    if (chunks.length === 2) {
      // Back-pressure: nothing more is read from the database until the reader asks.
      const readSoFar = batches.mock.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(batches.mock.calls.length).toBe(readSoFar);
      expect(readSoFar).toBeLessThanOrEqual(2);
    }
  }
  // One head, twelve batches of 250 leads, one tail; no piece near the whole.
  expect(chunks.length).toBeGreaterThanOrEqual(total / 250 + 2);
  expect(Math.max(...chunks)).toBeLessThan(text.length / 8);

  const parsed = JSON.parse(text) as { counts: { leads: number }; leads: Array<{ id: string; notes: unknown[] }> };
  expect(parsed.counts.leads).toBe(total);
  expect(parsed.leads.map(({ id }) => id)).toEqual(ids);
  expect(parsed.leads[0]?.notes).toEqual([expect.objectContaining({ text: "First note" })]);
  expect(text).not.toContain("Someone else");
  // The same text as the copy built whole, indentation included.
  expect(text).toBe(JSON.stringify(parsed, null, 2));
}, 60_000);
