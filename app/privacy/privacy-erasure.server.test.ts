import { rm } from "node:fs/promises";
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import { env } from "~/env.server";
import type { NewLead } from "~/leads/lead.server";
import {
  appendToSpool,
  countSpooledLeads,
  dropFromSpoolReplays,
  replaySpool,
  storeOrSpoolLead,
} from "~/leads/lead-spool.server";
import { prisma } from "~/platform/db.server";
import { createUser } from "../../tests/vitest/factories";
import { testEmail } from "../../tests/vitest/personal-data";
import { erasedBeforeTheirPost, erasePersonalData } from "./privacy-request.server";

// Erasure is final (docs/decisions/040): a lead waiting in the lead spool (posted while
// the database refused writes) is erased with the person, and a later replay never
// stores it again. The database is locked by a second connection, as in the spool's own
// tests (app/leads/lead-spool.server.test.ts).

vi.hoisted(() => {
  process.env.DATABASE_LOCK_WAIT_MS = "100";
  process.env.AGENCY_LEAD_EMAIL = "agency@vitrine.example";
});

const other = createClient({ url: env.DATABASE_URL });
const notice = { origin: "http://localhost", to: "agency@vitrine.example" };
const lead = (email: string, name = "Spooled Person"): NewLead => ({
  type: "contact",
  name,
  email,
  locale: "fr",
  sourcePage: "/contact",
  verification: "unverified",
});

async function storedLeadsOf(email: string) {
  const { rows } = await other.execute({ sql: "SELECT name FROM leads WHERE lower(email) = ?", args: [email] });
  return rows.map((row) => String(row.name));
}

/** Posts a lead while another connection holds the write lock: it goes to the spool. */
async function spoolUnderLock(entry: NewLead) {
  await other.execute("BEGIN EXCLUSIVE");
  try {
    expect((await storeOrSpoolLead(entry, notice)).spooled).toBe(true);
  } finally {
    await other.execute("ROLLBACK");
  }
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  // As the server's entry does (app/entry.server.tsx).
  dropFromSpoolReplays(erasedBeforeTheirPost);
});

afterEach(async () => {
  await other.execute("DELETE FROM leads");
  await other.execute("DELETE FROM outgoing_mail");
  await rm(env.LEAD_SPOOL_DIR, { recursive: true, force: true });
  vi.restoreAllMocks();
});

afterAll(() => other.close());

test("a lead spooled during a lock is erased with its sender, counted in the log, and no replay stores it", async () => {
  const staff = await createUser({ role: "staff" });
  const email = testEmail("spooled");
  await spoolUnderLock(lead(email));
  await spoolUnderLock(lead(testEmail("someone-else"), "Someone Else"));
  expect(await countSpooledLeads()).toBe(2);

  const outcome = await erasePersonalData(email.toUpperCase(), staff);
  expect(outcome).toMatchObject({ ok: true, counts: { leads: 0, spooledLeads: 1 } });
  const [record] = await prisma.privacyRequest.findMany({ where: { kind: "erasure" } });
  expect(record?.counts).toMatchObject({ spooledLeads: 1 });

  // The replay the server runs every 30 s, twice: the other person's lead only.
  await replaySpool();
  await replaySpool();
  expect(await storedLeadsOf(email)).toEqual([]);
  expect(await prisma.lead.findMany({ select: { name: true } })).toEqual([{ name: "Someone Else" }]);
  expect(await countSpooledLeads()).toBe(0);
});

test("a replay drops a spooled lead posted before its sender's erasure, and stores one posted after it", async () => {
  const staff = await createUser({ role: "staff" });
  const email = testEmail("replayed");
  const before = new Date(Date.now() - 60_000).toISOString();
  expect(await erasePersonalData(email, staff)).toMatchObject({ ok: true });
  // Leads the erasure could not see in the spool: one a replay had already taken (a crash,
  // or a replay under way), posted before the erasure; one posted afresh after it.
  await appendToSpool({ id: "posted-before", receivedAt: before, lead: lead(email, "Before"), notice });
  await appendToSpool({
    id: "posted-after",
    receivedAt: new Date(Date.now() + 1_000).toISOString(),
    lead: lead(email.toUpperCase(), "After"),
    notice,
  });

  await replaySpool();
  expect(await storedLeadsOf(email)).toEqual(["After"]);
  expect(await countSpooledLeads()).toBe(0);
  // The dropped lead's notice was never queued.
  expect(await prisma.outgoingMail.count({ where: { leadId: "posted-before" } })).toBe(0);
});

test("an erasure waits for a replay under way and erases what it stored", async () => {
  const staff = await createUser({ role: "staff" });
  const email = testEmail("racing");
  for (let index = 0; index < 100; index += 1) {
    await appendToSpool({
      id: `racing-${index}`,
      receivedAt: new Date(Date.now() - 1_000).toISOString(),
      lead: lead(email, `Racing ${index}`),
      notice,
    });
  }
  // Each write a little slower, so that the replay is still storing when the erasure comes.
  const transaction = prisma.$transaction.bind(prisma);
  vi.spyOn(prisma, "$transaction").mockImplementation((async (...args: Parameters<typeof transaction>) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return transaction(...args);
  }) as typeof prisma.$transaction);
  const replaying = replaySpool();
  // The erasure comes while the replay is storing them, one by one.
  await vi.waitFor(async () => expect((await storedLeadsOf(email)).length).toBeGreaterThan(0), { interval: 1 });
  const outcome = await erasePersonalData(email, staff);
  await replaying;
  await replaySpool();
  expect(outcome.ok).toBe(true);
  if (outcome.ok) expect(outcome.counts.leads + outcome.counts.spooledLeads).toBe(100);
  expect(await storedLeadsOf(email)).toEqual([]);
}, 30_000);
