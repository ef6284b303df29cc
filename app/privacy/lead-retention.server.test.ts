import { afterEach, expect, test, vi } from "vitest";
import { createLead, type NewLead } from "~/leads/lead.server";
import { prisma } from "~/platform/db.server";
import { whileLeadsAreRefused } from "../../tests/vitest/factories";
import { eraseExpiredLeads, retentionCutoff, runRetention } from "./lead-retention.server";

// The retention job against the test file's own SQLite database, on a moved clock.

const lead = (email: string): NewLead => ({
  type: "contact",
  name: "Retention Test",
  email,
  locale: "fr",
  sourcePage: "/contact",
  verification: "unverified",
});

afterEach(async () => {
  await prisma.lead.deleteMany();
});

test("the cut-off is the same time the set number of months before, on the month's last day when shorter", () => {
  expect(retentionCutoff(new Date("2026-11-25T10:00:00Z"), 24).toISOString()).toBe("2024-11-25T10:00:00.000Z");
  expect(retentionCutoff(new Date("2026-03-31T08:30:00Z"), 1).toISOString()).toBe("2026-02-28T08:30:00.000Z");
  expect(retentionCutoff(new Date("2026-01-15T00:00:00Z"), 3).toISOString()).toBe("2025-10-15T00:00:00.000Z");
});

test("erases exactly the leads older than the cut-off, with their notes and queued notices, and logs it without personal data", async () => {
  const now = new Date("2028-06-15T12:00:00Z");
  const cutoff = retentionCutoff(now, 24);
  const staff = await prisma.user.create({
    data: { email: "staff-retention@example.com", passwordHash: "x", role: "staff" },
  });
  const notice = { recipient: "agency@vitrine.example", language: "fr", origin: "http://localhost" };
  const justOlder = await createLead(lead("older@example.com"), notice, { createdAt: new Date(cutoff.getTime() - 1) });
  const justNewer = await createLead(lead("newer@example.com"), notice, { createdAt: new Date(cutoff.getTime() + 1) });
  const atCutoff = await createLead(lead("at@example.com"), undefined, { createdAt: cutoff });
  for (const { id } of [justOlder, justNewer]) {
    await prisma.leadNote.create({ data: { leadId: id, authorId: staff.id, text: "Rappeler" } });
  }
  const log = vi.spyOn(console, "info").mockImplementation(() => {});

  expect(await eraseExpiredLeads(now, 24)).toEqual({ erased: 1, cutoff });

  expect((await prisma.lead.findMany({ orderBy: { email: "asc" } })).map(({ id }) => id)).toEqual([
    atCutoff.id,
    justNewer.id,
  ]);
  expect(await prisma.leadNote.findMany({ select: { leadId: true } })).toEqual([{ leadId: justNewer.id }]);
  expect(await prisma.outgoingMail.findMany({ select: { leadId: true } })).toEqual([{ leadId: justNewer.id }]);
  expect(log).toHaveBeenCalledWith(
    "[privacy] retention: 1 leads that arrived before 2026-06-15T12:00:00.000Z erased (LEAD_RETENTION_MONTHS=24)",
  );
  expect(JSON.stringify(log.mock.calls)).not.toMatch(/@example\.com|Retention Test/);

  // Run again: nothing more to erase, and it says so.
  expect((await eraseExpiredLeads(now, 24)).erased).toBe(0);
});

test("the period comes from LEAD_RETENTION_MONTHS (default 24)", async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const now = new Date();
  await createLead(lead("twenty-three@example.com"), undefined, { createdAt: retentionCutoff(now, 23) });
  await createLead(lead("twenty-five@example.com"), undefined, { createdAt: retentionCutoff(now, 25) });
  expect((await eraseExpiredLeads()).erased).toBe(1);
  expect((await prisma.lead.findFirstOrThrow()).email).toBe("twenty-three@example.com");
});

test("the daily job also deletes the questions asked more than 90 days ago, even when erasing leads fails", async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const failures = vi.spyOn(console, "error").mockImplementation(() => {});
  const now = new Date("2028-06-15T12:00:00Z");
  const question = (text: string, createdAt: Date) => ({
    text,
    normalized: text,
    language: "fr",
    source: "search",
    answered: false,
    createdAt,
  });
  await prisma.searchQuestion.createMany({
    data: [question("old", new Date("2028-03-01T00:00:00Z")), question("recent", new Date("2028-06-01T00:00:00Z"))],
  });
  await createLead(lead("expired@example.com"), undefined, { createdAt: retentionCutoff(now, 30) });

  await whileLeadsAreRefused(() => runRetention(now));
  expect(failures).toHaveBeenCalledWith(
    "[privacy] retention: erasing expired leads failed; tried again tomorrow",
    expect.anything(),
  );
  expect((await prisma.searchQuestion.findMany()).map(({ text }) => text)).toEqual(["recent"]);

  await runRetention(now);
  expect(await prisma.lead.count()).toBe(0);
  await prisma.searchQuestion.deleteMany();
});
