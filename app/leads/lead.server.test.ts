import { expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { onPostgres } from "../../tests/vitest/engine";
import { createUser } from "../../tests/vitest/factories";
import { otherConnection } from "../../tests/vitest/other-connection";
import { addLeadNote, createLead, createLeads, findLeadWithNotes } from "./lead.server";
import { findLeadsForExport } from "./lead-list.server";
import { storeLead } from "./lead-notification.server";
import { claimNextMail, recordMailFailure, recordMailSent } from "~/mail/outgoing-mail.server";

const base = { locale: "fr", sourcePage: "/contact", verification: "verified" } as const;

test("notes keep their author and order; a queued notice's attempts are counted on the lead, the last error kept", async () => {
  const staff = await createUser({ role: "staff" });
  const lead = await createLead(
    { ...base, type: "audit", name: "Léa", email: "lea@example.com" },
    { recipient: "agence@example.com", language: "fr", origin: "https://vitrine.example" },
  );
  await addLeadNote({ leadId: lead.id, authorId: staff.id, text: "Rappeler lundi" });
  await addLeadNote({ leadId: lead.id, authorId: staff.id, text: "Devis envoyé" });
  let stored = await findLeadWithNotes(lead.id);
  expect(stored?.outgoingMails).toEqual([expect.objectContaining({ state: "queued", lastError: null })]);

  const now = new Date();
  let notice = await claimNextMail(now, new Date(now.getTime() + 60_000));
  expect(notice).toMatchObject({ kind: "leadNotice", leadId: lead.id, recipient: "agence@example.com" });
  await recordMailFailure(notice!, { error: "connect ECONNREFUSED", now, retryAt: now });
  stored = await findLeadWithNotes(lead.id);
  expect(stored?.notes.map((note) => [note.text, note.author?.email])).toEqual([
    ["Rappeler lundi", staff.email],
    ["Devis envoyé", staff.email],
  ]);
  expect(stored).toMatchObject({
    notifiedAt: null,
    notificationError: "connect ECONNREFUSED",
    notificationAttempts: 1,
    outgoingMails: [{ state: "queued", lastError: "connect ECONNREFUSED", nextAttemptAt: now }],
  });

  notice = await claimNextMail(now, new Date(now.getTime() + 60_000));
  await recordMailSent(notice!, now);
  stored = await findLeadWithNotes(lead.id);
  expect(stored).toMatchObject({
    notifiedAt: now,
    notificationError: null,
    notificationAttempts: 2,
    outgoingMails: [],
  });
  expect((await findLeadsForExport([lead.id]))[0]?.notes.map((note) => note.text)).toEqual([
    "Rappeler lundi",
    "Devis envoyé",
  ]);
});

test("leads created together are written with their notices in one transaction: a refused notice leaves none of them", async () => {
  const other = otherConnection();
  const notice = { recipient: "agence@example.com", language: "fr", origin: "https://vitrine.example" };
  const together = ["un", "deux", "trois"].map((name) => ({
    id: `together-${name}`,
    lead: { ...base, type: "contact" as const, name, email: `${name}@example.com`, services: ["seo"] },
    notice,
  }));
  if (onPostgres()) {
    await other.execute(
      `CREATE FUNCTION refuse_notice() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.lead_id = 'together-trois' THEN RAISE EXCEPTION 'notice refused'; END IF; RETURN NEW; END $$`,
    );
    await other.execute(
      "CREATE TRIGGER refuse_notice BEFORE INSERT ON outgoing_mail FOR EACH ROW EXECUTE FUNCTION refuse_notice()",
    );
  } else {
    await other.execute(
      `CREATE TRIGGER refuse_notice BEFORE INSERT ON outgoing_mail WHEN NEW.lead_id = 'together-trois'
       BEGIN SELECT RAISE(ABORT, 'notice refused'); END`,
    );
  }
  try {
    await expect(createLeads(together)).rejects.toThrow(/notice refused/);
    expect(await prisma.lead.count({ where: { id: { startsWith: "together-" } } })).toBe(0);
  } finally {
    await other.execute(onPostgres() ? "DROP TRIGGER refuse_notice ON outgoing_mail" : "DROP TRIGGER refuse_notice");
    await other.close();
  }

  await createLeads(together);
  const stored = await prisma.lead.findMany({
    where: { id: { startsWith: "together-" } },
    include: { outgoingMails: true },
    orderBy: { name: "asc" },
  });
  expect(stored.map(({ name, services, outgoingMails }) => [name, services, outgoingMails.length])).toEqual([
    ["deux", ["seo"], 1],
    ["trois", ["seo"], 1],
    ["un", ["seo"], 1],
  ]);
  expect(stored[0]?.outgoingMails[0]).toMatchObject({ kind: "leadNotice", ...notice, state: "queued" });
});

test("leads stored at the same moment are each stored once, with their notice and acknowledgement, before their callers hear so", async () => {
  const other = otherConnection();
  const emails = Array.from({ length: 30 }, (_, index) => `burst-${index}@example.com`);
  const committedAtAnswer = await Promise.all(
    emails.map(async (email) => {
      const id = await storeLead(
        { ...base, type: "contact", name: "Burst", email },
        { origin: "https://vitrine.example", to: "agence@example.com" },
      );
      const { rows } = await other.execute({
        sql: "SELECT (SELECT COUNT(*) FROM leads WHERE id = ?1) + (SELECT COUNT(*) FROM outgoing_mail WHERE lead_id = ?1) AS n",
        args: [id],
      });
      return Number(rows[0]?.n);
    }),
  );
  // The lead, its notice to the agency and its acknowledgement to the visitor.
  expect(committedAtAnswer).toEqual(emails.map(() => 3));
  const stored = await prisma.lead.groupBy({ by: ["email"], where: { email: { startsWith: "burst-" } }, _count: true });
  expect(stored).toHaveLength(emails.length);
  expect(stored.every(({ _count }) => _count === 1)).toBe(true);
  await other.close();
});

test("a lead and its notice written together read back exactly as Prisma's own writes, dates in its format", async () => {
  const other = otherConnection();
  const fields = {
    type: "chatbot",
    name: "Zoé Bélanger",
    email: "zoe@cafe.example",
    phone: "418 555-0142",
    company: "Café Zoé",
    website: "https://cafe.example",
    services: ["Référencement (SEO)"],
    objective: "Plus d'appels",
    budget: "range2",
    deadline: "month",
    messagePrompt: "Oui",
    message: "Bonjour",
    locale: "fr",
    sourcePage: "/contact",
    verification: "verified",
    verificationScore: 0.9,
  } as const;
  const notice = { recipient: "agence@example.com", language: "fr", origin: "https://vitrine.example" };
  const createdAt = new Date(Date.UTC(2026, 2, 3, 4, 5, 6, 789));
  await prisma.lead.create({
    data: {
      ...fields,
      services: [...fields.services],
      id: "by-prisma",
      createdAt,
      outgoingMails: { create: { ...notice, kind: "leadNotice" } },
    },
  });
  await createLeads([{ id: "together", lead: { ...fields, services: [...fields.services] }, notice, createdAt }]);

  const read = (id: string) => prisma.lead.findUniqueOrThrow({ where: { id }, include: { outgoingMails: true } });
  const [byPrisma, together] = await Promise.all([read("by-prisma"), read("together")]);
  const comparable = ({ id: _id, outgoingMails, ...lead }: typeof byPrisma) => ({
    ...lead,
    outgoingMails: outgoingMails.map(
      ({ id: _mailId, leadId: _leadId, nextAttemptAt: _next, createdAt: _created, ...mail }) => mail,
    ),
  });
  expect(comparable(together)).toEqual(comparable(byPrisma));

  // The stored values, as SQL sees them (ordering, comparisons): SQLite's text in the same shape as Prisma's.
  const { rows } = await other.execute(
    `SELECT l.id, l.created_at, l.services, m.next_attempt_at, m.created_at AS mail_created_at
     FROM leads l JOIN outgoing_mail m ON m.lead_id = l.id WHERE l.id IN ('by-prisma', 'together') ORDER BY l.id`,
  );
  const shape = (text: unknown) => String(text).replace(/\d/g, "0");
  const [prismaRow, togetherRow] = rows;
  expect(togetherRow?.created_at).toEqual(prismaRow?.created_at);
  expect(togetherRow?.services).toEqual(prismaRow?.services);
  expect(shape(togetherRow?.next_attempt_at)).toBe(shape(prismaRow?.next_attempt_at));
  expect(shape(togetherRow?.mail_created_at)).toBe(shape(prismaRow?.mail_created_at));
  await other.close();
});
