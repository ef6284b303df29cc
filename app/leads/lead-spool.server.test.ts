import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createClient } from "@libsql/client";
import { afterAll, afterEach, beforeEach, expect, test, vi } from "vitest";
import { env } from "~/env.server";
import { createLead, type NewLead } from "~/leads/lead.server";
import { prisma } from "~/platform/db.server";
import { loadContext, postForm } from "../../tests/vitest/factories";
import { action as contactAction } from "~/routes/contact";
import { action as auditAction } from "~/routes/free-audit";
import { loader as healthz } from "~/routes/resources/healthz";
import { CONTACT_CONSENT_VERSION } from "~/privacy/consent.server";
import { appendToSpool, countSpooledLeads, replaySpool, SPOOL_FILE, storeOrSpoolLead } from "./lead-spool.server";

// The lead spool (docs/decisions/024) against the test file's own SQLite database, locked by a
// second connection as a backup tool or sqlite3 in a shell would.

// A short wait for the other connection's lock keeps these tests fast (set before the
// environment is read).
vi.hoisted(() => {
  process.env.DATABASE_LOCK_WAIT_MS = "100";
  process.env.AGENCY_LEAD_EMAIL = "agency@vitrine.example";
});

const other = createClient({ url: env.DATABASE_URL });
const spool = path.join(env.LEAD_SPOOL_DIR, SPOOL_FILE);
const processing = `${spool}.replaying`;

const lead = (email: string): NewLead => ({
  type: "contact",
  name: "Spooled Lead",
  email,
  services: ["seo"],
  locale: "en",
  sourcePage: "/en/contact",
  verification: "unverified",
});
const notice = { origin: "http://localhost", to: "agency@vitrine.example" };

async function storedEmails() {
  const { rows } = await other.execute("SELECT email FROM leads ORDER BY email");
  return rows.map((row) => String(row.email));
}

async function noticeCount() {
  const { rows } = await other.execute("SELECT COUNT(*) AS n FROM outgoing_mail WHERE kind = 'leadNotice'");
  return Number(rows[0]?.n);
}

beforeEach(async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(async () => {
  await other.execute("DELETE FROM leads");
  await other.execute("DELETE FROM outgoing_mail");
  await rm(env.LEAD_SPOOL_DIR, { recursive: true, force: true });
  vi.restoreAllMocks();
});

afterAll(() => other.close());

test("contact posts while another connection holds the write lock: each answered 303, each stored once after the lock goes", async () => {
  await other.execute("BEGIN EXCLUSIVE");
  const emails = Array.from({ length: 6 }, (_, index) => `locked-${index}@example.com`);
  let answers: Response[];
  try {
    answers = (await Promise.all(
      emails.map((email, index) =>
        contactAction({
          request: postForm("/en/contact", [
            ["name", "Locked Out"],
            ["email", email],
            ["consent", "on"],
          ]),
          params: {},
          context: loadContext({ clientIp: `198.51.100.${index + 1}` }),
        }),
      ),
    )) as Response[];
  } finally {
    await other.execute("ROLLBACK");
  }
  for (const answer of answers) {
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/en/thank-you");
  }
  expect(await storedEmails()).toEqual([]);
  expect(await countSpooledLeads()).toBe(6);

  // Replayed twice: stored once each, each with one notice queued in the same write.
  await replaySpool();
  await replaySpool();
  expect(await storedEmails()).toEqual(emails);
  expect(await noticeCount()).toBe(6);
  expect(await countSpooledLeads()).toBe(0);
  // The consent record went through the spool's JSON and the replay with the lead.
  const consents = await prisma.lead.findMany({ select: { consentVersion: true, consentGivenAt: true } });
  for (const consent of consents) {
    expect(consent.consentVersion).toBe(CONTACT_CONSENT_VERSION);
    expect(Date.now() - (consent.consentGivenAt?.getTime() ?? 0)).toBeLessThan(60_000);
  }
});

test("a replay cut short (a crash after some leads were stored) resumes without storing any lead twice", async () => {
  for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
    await appendToSpool({ id: `id-${email}`, receivedAt: new Date().toISOString(), lead: lead(email), notice });
  }
  // The crash: the spool had been taken for replay and its first lead stored.
  await writeFile(processing, await readFile(spool));
  await rm(spool);
  await createLead(lead("a@example.com"), undefined, { id: "id-a@example.com" });

  await replaySpool();
  await replaySpool();
  expect(await storedEmails()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
  // The first lead's notice was part of the write that stored it, not of the replay.
  expect(await noticeCount()).toBe(2);
  expect(await countSpooledLeads()).toBe(0);
});

test("the database refusing again mid-replay: what is left stays in the spool for the next replay", async () => {
  for (const email of ["d@example.com", "e@example.com"]) {
    await appendToSpool({ id: `id-${email}`, receivedAt: new Date().toISOString(), lead: lead(email), notice });
  }
  await other.execute("BEGIN EXCLUSIVE");
  try {
    await expect(replaySpool()).resolves.toBe(false);
  } finally {
    await other.execute("ROLLBACK");
  }
  expect(await countSpooledLeads()).toBe(2);
  await expect(replaySpool()).resolves.toBe(true);
  expect(await storedEmails()).toEqual(["d@example.com", "e@example.com"]);
});

test("leads spooled while a replay runs are all stored, once", async () => {
  await other.execute("BEGIN EXCLUSIVE");
  const first = Array.from({ length: 5 }, (_, index) => `first-${index}@example.com`);
  try {
    for (const email of first) expect((await storeOrSpoolLead(lead(email), notice)).spooled).toBe(true);
  } finally {
    await other.execute("ROLLBACK");
  }
  // Replays and new posts (stored, or spooled behind a short lock) interleaved.
  const later = Array.from({ length: 10 }, (_, index) => `later-${index}@example.com`);
  await Promise.all([
    replaySpool(),
    ...later.map((email) =>
      appendToSpool({ id: `id-${email}`, receivedAt: new Date().toISOString(), lead: lead(email), notice }),
    ),
    replaySpool(),
  ]);
  await replaySpool();
  expect(await storedEmails()).toEqual([...first, ...later].sort());
  expect(await countSpooledLeads()).toBe(0);
});

test("a lead the timestamp of its post, not of its replay", async () => {
  const receivedAt = new Date(Date.now() - 60_000);
  await appendToSpool({ id: "id-old", receivedAt: receivedAt.toISOString(), lead: lead("old@example.com"), notice });
  await replaySpool();
  expect((await prisma.lead.findUniqueOrThrow({ where: { id: "id-old" } })).createdAt).toEqual(receivedAt);
});

test("the health check logs how many leads wait in the spool, and tells the public nothing of them", async () => {
  const warned = vi.spyOn(console, "warn").mockImplementation(() => {});
  await appendToSpool({ id: "id-waiting", receivedAt: new Date().toISOString(), lead: lead("w@example.com"), notice });
  const response = await healthz();
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  expect(warned).toHaveBeenCalledWith(expect.stringContaining("1 leads wait in the spool"));
});

test("an audit post spooled under a held lock keeps where it came from and its due time (48 h after it was received)", async () => {
  await other.execute("BEGIN EXCLUSIVE");
  const receivedBefore = Date.now();
  try {
    const answer = (await auditAction({
      request: postForm("/audit-gratuit?utm_source=google&utm_medium=cpc&utm_campaign=audit-hiver&gclid=Cj0KCQ", [
        ["website", "https://spool-audit.example"],
        ["email", "spooled-audit@example.com"],
        ["name", "Audit Spooled"],
        [
          "firstTouch",
          JSON.stringify({
            landingPage: "/?utm_source=google&utm_medium=cpc&utm_campaign=audit-hiver&gclid=Cj0KCQ",
            referrerHost: "www.google.com",
          }),
        ],
      ]),
      params: {},
      context: loadContext({ clientIp: "198.51.100.77" }),
    })) as Response;
    expect(answer.status).toBe(303);
  } finally {
    await other.execute("ROLLBACK");
  }
  expect(await readFile(spool, "utf8")).toContain('"utmCampaign":"audit-hiver"');
  await replaySpool();
  const stored = await prisma.lead.findFirstOrThrow({ where: { email: "spooled-audit@example.com" } });
  expect(stored).toMatchObject({
    type: "audit",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "audit-hiver",
    gclid: "Cj0KCQ",
    referrerHost: "www.google.com",
    landingPage: "/?utm_source=google&utm_medium=cpc&utm_campaign=audit-hiver&gclid=Cj0KCQ",
  });
  expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(receivedBefore - 1000);
  expect(stored.dueAt?.getTime()).toBe(stored.createdAt.getTime() + 48 * 60 * 60 * 1000);
});
