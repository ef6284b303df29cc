import { beforeEach, expect, test, vi } from "vitest";
import { prisma } from "~/platform/db.server";
import { createUser } from "../../tests/vitest/factories";
import { sendQueuedMail } from "../../tests/vitest/mail";
import { createLead, type NewLead } from "./lead.server";
import { digestDayAt } from "./lead-digest.server";
import { runLeadFollowUp, startLeadFollowUp, stopLeadFollowUp, type FollowUpSettings } from "./lead-follow-up.server";

// The audits' 36-hour reminder and the daily digest (docs/decisions/044), each pass at a
// time the test chooses, sent through a real SMTP server.

// Each test starts a real SMTP server and sends through it: slower than 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const agency = "equipe@agence.example";
const settings: FollowUpSettings = { agency, digest: false, origin: "https://vitrine.example" };
const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

beforeEach(async () => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  await prisma.outgoingMail.deleteMany();
  await prisma.lead.deleteMany();
  await prisma.leadDigest.deleteMany();
});

const lead = (name: string, overrides: Partial<NewLead> = {}): NewLead => ({
  type: "audit",
  name,
  email: `${name.toLowerCase().replace(/\W+/g, "-")}@cafe.example`,
  website: "https://cafe.example",
  locale: "fr",
  sourcePage: "/audit-gratuit",
  verification: "verified",
  ...overrides,
});

test("an audit still new 36 hours after it arrived: one reminder to its owner, not at 35 h 59, never twice", async () => {
  const arrived = new Date("2026-03-10T14:00:00Z");
  const owner = await createUser({ role: "staff" });
  const audit = await createLead(lead("Audit Owned"), undefined, { createdAt: arrived });
  await prisma.lead.update({ where: { id: audit.id }, data: { ownerId: owner.id } });

  expect(await runLeadFollowUp(new Date(arrived.getTime() + 36 * HOUR - MINUTE), settings)).toEqual({
    reminders: 0,
    digest: false,
  });
  const at36 = new Date(arrived.getTime() + 36 * HOUR);
  expect((await runLeadFollowUp(at36, settings)).reminders).toBe(1);
  expect((await runLeadFollowUp(new Date(at36.getTime() + MINUTE), settings)).reminders).toBe(0);
  expect((await runLeadFollowUp(new Date(at36.getTime() + 6 * HOUR), settings)).reminders).toBe(0);
  expect((await prisma.lead.findUniqueOrThrow({ where: { id: audit.id } })).reminderSentAt).toEqual(at36);

  const received = await sendQueuedMail();
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.recipients).toEqual([owner.email]);
  expect(mail?.subject).toBe("Rappel\u00a0: audit sans réponse depuis 36 heures (Audit Owned)");
  // 14:00 UTC on 10 March is 10:00 in Québec (summer time since 8 March); due 48 hours later.
  expect(mail?.text).toContain("reçue le 10 mars 2026 à 10 h 00");
  expect(mail?.text).toContain("promis au plus tard le 12 mars 2026 à 10 h 00 (heure du Québec)");
  expect(mail?.text).toContain("Cette demande vous est attribuée.");
  expect(mail?.text).toContain(`https://vitrine.example/admin/leads/${audit.id}`);
  expect(mail?.replyTo).toBe("audit-owned@cafe.example");
  expect(mail?.headers["auto-submitted"]).toBe("auto-generated");
  expect(await runLeadFollowUp(new Date(at36.getTime() + 2 * HOUR), settings)).toEqual({ reminders: 0, digest: false });
  expect(await sendQueuedMail()).toEqual([]);
});

test("an audit nobody owns reminds the agency; a chat audit too; answered audits, contact leads and old audits do not", async () => {
  const arrived = new Date("2026-04-01T12:00:00Z");
  const at = new Date(arrived.getTime() + 36 * HOUR);
  const unowned = await createLead(lead("Audit Unowned"), undefined, { createdAt: arrived });
  const chat = await createLead(lead("Chat Audit", { type: "chatbot", website: null }), undefined, {
    createdAt: arrived,
  });
  const answered = await createLead(lead("Audit Answered"), undefined, { createdAt: arrived });
  await prisma.lead.update({ where: { id: answered.id }, data: { status: "contacted" } });
  await createLead(lead("Contact Only", { type: "contact" }), undefined, { createdAt: arrived });
  // 36 hours passed more than a day ago: the digest's overdue list speaks of it, not a reminder.
  await createLead(lead("Audit Old"), undefined, { createdAt: new Date(arrived.getTime() - 25 * HOUR) });

  expect((await runLeadFollowUp(at, settings)).reminders).toBe(2);
  const received = await sendQueuedMail();
  expect(received.map(({ recipients }) => recipients)).toEqual([[agency], [agency]]);
  expect(received.map(({ subject }) => subject).sort()).toEqual([
    "Rappel\u00a0: audit sans réponse depuis 36 heures (Audit Unowned)",
    "Rappel\u00a0: audit sans réponse depuis 36 heures (Chat Audit)",
  ]);
  expect(received[0]?.text).toContain("Personne ne suit encore cette demande");
  expect(await prisma.lead.count({ where: { id: { in: [unowned.id, chat.id] }, reminderSentAt: { not: null } } })).toBe(
    2,
  );

  // Without an agency address, an audit nobody owns waits, unclaimed, for an owner.
  const later = await createLead(lead("Audit Waiting"), undefined, { createdAt: new Date(arrived.getTime() + HOUR) });
  const atLater = new Date(at.getTime() + HOUR);
  expect((await runLeadFollowUp(atLater, { ...settings, agency: undefined })).reminders).toBe(0);
  expect((await prisma.lead.findUniqueOrThrow({ where: { id: later.id } })).reminderSentAt).toBeNull();
});

test("a reminder answered before it went is dropped; several passes at one moment queue it once", async () => {
  const arrived = new Date("2026-05-01T12:00:00Z");
  const at = new Date(arrived.getTime() + 36 * HOUR);
  const audit = await createLead(lead("Audit Raced"), undefined, { createdAt: arrived });
  const passes = await Promise.all([1, 2, 3].map(() => runLeadFollowUp(at, settings)));
  expect(passes.reduce((sum, { reminders }) => sum + reminders, 0)).toBe(1);
  expect(await prisma.outgoingMail.count({ where: { kind: "leadReminder", leadId: audit.id } })).toBe(1);
  await prisma.lead.update({ where: { id: audit.id }, data: { status: "delivered" } });
  expect(await sendQueuedMail()).toEqual([]);
  expect(await prisma.outgoingMail.count()).toBe(0);
});

test("the digest is due from 8:00 to noon Québec time, across both daylight-saving changes", () => {
  // Daylight-saving time starts on 8 March 2026 at 2:00 and ends on 1 November at 2:00.
  expect(digestDayAt(new Date("2026-03-07T12:59:00Z"))).toBeNull(); // 7:59 EST
  expect(digestDayAt(new Date("2026-03-07T13:00:00Z"))).toBe("2026-03-07"); // 8:00 EST
  expect(digestDayAt(new Date("2026-03-08T11:59:00Z"))).toBeNull(); // 7:59 EDT
  expect(digestDayAt(new Date("2026-03-08T12:00:00Z"))).toBe("2026-03-08"); // 8:00 EDT
  expect(digestDayAt(new Date("2026-03-08T15:59:00Z"))).toBe("2026-03-08"); // 11:59 EDT
  expect(digestDayAt(new Date("2026-03-08T16:00:00Z"))).toBeNull(); // noon
  expect(digestDayAt(new Date("2026-10-31T12:00:00Z"))).toBe("2026-10-31"); // 8:00 EDT
  expect(digestDayAt(new Date("2026-11-01T12:00:00Z"))).toBeNull(); // 7:00 EST
  expect(digestDayAt(new Date("2026-11-01T13:00:00Z"))).toBe("2026-11-01"); // 8:00 EST
  // Late evening in Québec is the next day in UTC: still the Québec day that counts.
  expect(digestDayAt(new Date("2026-11-02T04:30:00Z"))).toBeNull();
});

test("one digest a day at 8:00 Québec time, whatever the number of runners, off when disabled or without an agency address", async () => {
  const digestOn = { ...settings, digest: true };
  const eightEst = new Date("2026-11-02T13:00:00Z");
  expect((await runLeadFollowUp(new Date(eightEst.getTime() - MINUTE), digestOn)).digest).toBe(false);
  expect((await runLeadFollowUp(eightEst, settings)).digest).toBe(false);
  expect((await runLeadFollowUp(eightEst, { ...digestOn, agency: undefined })).digest).toBe(false);
  const runners = await Promise.all(
    [0, 0, 1, 30].map((minutes) => runLeadFollowUp(new Date(eightEst.getTime() + minutes * MINUTE), digestOn)),
  );
  expect(runners.filter(({ digest }) => digest)).toHaveLength(1);
  expect(await prisma.leadDigest.findMany()).toEqual([{ day: "2026-11-02", claimedAt: expect.any(Date) }]);
  expect(await prisma.outgoingMail.count({ where: { kind: "leadDigest" } })).toBe(1);

  // A server down at 8:00 sends it when it is back in the morning; after noon, tomorrow's covers it.
  expect((await runLeadFollowUp(new Date("2026-11-03T16:59:00Z"), digestOn)).digest).toBe(true); // 11:59
  expect((await runLeadFollowUp(new Date("2026-11-04T17:00:00Z"), digestOn)).digest).toBe(false); // noon
  expect((await prisma.leadDigest.findMany({ orderBy: { day: "asc" } })).map(({ day }) => day)).toEqual([
    "2026-11-02",
    "2026-11-03",
  ]);
});

test("the digest lists the leads new since the last one, the open leads nobody owns and the overdue audits, with counts and links", async () => {
  const digestOn = { ...settings, digest: true };
  const owner = await createUser({ role: "staff" });
  // Yesterday's digest at 8:00 EST (13:00 UTC).
  const yesterday = new Date("2026-11-09T13:00:00Z");
  expect((await runLeadFollowUp(yesterday, digestOn)).digest).toBe(true);
  await sendQueuedMail();

  const old = await createLead(lead("Audit Overdue"), undefined, { createdAt: new Date("2026-11-05T15:00:00Z") });
  const owned = await createLead(lead("Contact Owned", { type: "contact" }), undefined, {
    createdAt: new Date("2026-11-09T20:00:00Z"),
  });
  await prisma.lead.update({ where: { id: owned.id }, data: { ownerId: owner.id } });
  const fresh = await createLead(lead("Contact Fresh", { type: "contact" }), undefined, {
    createdAt: new Date("2026-11-10T11:00:00Z"),
  });
  const closed = await createLead(lead("Contact Closed", { type: "contact" }), undefined, {
    createdAt: new Date("2026-11-09T14:00:00Z"),
  });
  await prisma.lead.update({ where: { id: closed.id }, data: { status: "won" } });
  // Before yesterday's digest: not new today.
  await createLead(lead("Contact Earlier", { type: "contact" }), undefined, {
    createdAt: new Date("2026-11-09T12:00:00Z"),
  });
  for (let index = 0; index < 9; index++) {
    await createLead(lead(`Chat ${index}`, { type: "chatbot", objective: "Plus d'appels" }), undefined, {
      createdAt: new Date(Date.parse("2026-11-10T12:00:00Z") + index * MINUTE),
    });
  }

  const today = new Date("2026-11-10T13:00:00Z");
  expect((await runLeadFollowUp(today, digestOn)).digest).toBe(true);
  // A lead arriving after the digest was queued is tomorrow's.
  await createLead(lead("Contact After", { type: "contact" }), undefined, {
    createdAt: new Date("2026-11-10T13:00:01Z"),
  });
  const [mail] = await sendQueuedMail();
  expect(mail?.recipients).toEqual([agency]);
  // New: the owned, fresh and closed ones and the 9 chats (12); unassigned open: fresh, the chats, the overdue audit and the earlier one (12).
  expect(mail?.subject).toBe("Résumé des demandes du 10 novembre 2026");
  expect(mail?.headers["auto-submitted"]).toBe("auto-generated");
  const text = mail?.text ?? "";
  expect(text).toContain("voici l'état des demandes ce 10 novembre 2026 à 08 h 00 (heure du Québec).");
  expect(text).toContain("12 nouvelles demandes depuis le 9 novembre 2026 à 08 h 00\u00a0:");
  expect(text).toContain(
    `– Contact · Contact Fresh · reçue le 10 novembre 2026 à 06 h 00\u00a0: https://vitrine.example/admin/leads/${fresh.id}`,
  );
  expect(text).toContain("– Clavardage · Chat 8 · reçue le");
  expect(text).toContain("… et les autres\u00a0: https://vitrine.example/admin/leads");
  expect(text).not.toContain(
    "Contact Earlier · reçue le 9 novembre 2026 à 07 h 00\u00a0: https://vitrine.example/admin/leads/",
  );
  expect(text).toContain("12 demandes ouvertes sans responsable\u00a0:");
  expect(text).toContain("… et les autres\u00a0: https://vitrine.example/admin/leads?owner=unassigned");
  expect(text).toContain(
    `1 audit en retard sur la promesse de 48 heures\u00a0:\n– Audit gratuit · Audit Overdue · reçue le 5 novembre 2026 à 10 h 00\u00a0: https://vitrine.example/admin/leads/${old.id}`,
  );
  expect(text).not.toContain("Contact After");
  expect(text).toContain("LEAD_DIGEST_ENABLED=false");
  expect(mail?.html).toContain(`<a href="https://vitrine.example/admin/leads/${fresh.id}">`);
});

test("the server's job runs a pass at start and then on its interval, on the clock it is handed, until stopped", async () => {
  const arrived = new Date("2026-06-01T12:00:00Z");
  const audit = await createLead(lead("Audit Timed"), undefined, { createdAt: arrived });
  // The job reads the server's settings, where no AGENCY_LEAD_EMAIL is set: the owner is reminded.
  await prisma.lead.update({ where: { id: audit.id }, data: { ownerId: (await createUser({ role: "staff" })).id } });
  let now = new Date(arrived.getTime() + 35 * HOUR);
  startLeadFollowUp({ now: () => now, intervalMs: 20 });
  try {
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await prisma.outgoingMail.count({ where: { leadId: audit.id } })).toBe(0);
    now = new Date(arrived.getTime() + 36 * HOUR);
    await vi.waitFor(async () => {
      expect(await prisma.outgoingMail.count({ where: { kind: "leadReminder", leadId: audit.id } })).toBe(1);
    });
  } finally {
    await stopLeadFollowUp();
  }
});
