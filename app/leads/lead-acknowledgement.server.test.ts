import { afterAll, beforeEach, expect, test, vi } from "vitest";
import { prisma } from "~/platform/db.server";
import { erasePersonalData } from "~/privacy/privacy-request.server";
import type { ReceivedMail } from "../../tests/mail-server";
import { onPostgres } from "../../tests/vitest/engine";
import { createUser } from "../../tests/vitest/factories";
import { otherConnection } from "../../tests/vitest/other-connection";
import { sendQueuedMail } from "../../tests/vitest/mail";
import { createLeads, type NewLead } from "./lead.server";
import { storeLead } from "./lead-notification.server";
import { replaySpool, storeOrSpoolLead } from "./lead-spool.server";

// The visitor's acknowledgement (docs/decisions/044), sent through a real SMTP server.

vi.hoisted(() => {
  process.env.DATABASE_LOCK_WAIT_MS = "100";
});

// Each test starts a real SMTP server and sends through it: slower than 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const agency = "equipe@agence.example";
const notice = { origin: "https://vitrine.example", to: agency };
const other = otherConnection();

afterAll(() => other.close());

beforeEach(async () => {
  await prisma.outgoingMail.deleteMany();
});

const acknowledgementsTo = (email: string) =>
  prisma.outgoingMail.count({ where: { kind: "leadAcknowledgement", recipient: email } });

const contact = (email: string, overrides: Partial<NewLead> = {}): NewLead => ({
  type: "contact",
  name: "Zoé Bélanger",
  email,
  locale: "fr",
  sourcePage: "/contact",
  verification: "verified",
  ...overrides,
});

test("an audit in French: the 48-hour promise with its Québec due time, multipart, the headers, Reply-To and the sender's footer", async () => {
  const email = "ack-audit@cafe.example";
  const leadId = await storeLead(
    {
      type: "audit",
      name: "Zoé <b>Bélanger</b>",
      email,
      website: "https://cafe.example",
      locale: "fr",
      sourcePage: "/audit-gratuit",
      verification: "unverified",
    },
    notice,
    // 9:30 in Québec (summer time) on 1 July.
    { id: crypto.randomUUID(), createdAt: new Date("2026-07-01T13:30:00Z"), once: true },
  );
  const received = await sendQueuedMail();
  expect(received.map(({ recipients }) => recipients).sort()).toEqual([[email], [agency]]);
  const mail = received.find(({ recipients }) => recipients.includes(email)) as ReceivedMail;
  expect(mail.subject).toBe("Votre demande d'audit SEO gratuit est bien reçue · Vitrine");
  expect(mail.from).toBe(`"Vitrine" <no-reply@vitrine.example>`);
  expect(mail.replyTo).toMatch(/^"?Vitrine"? <bonjour@agencevitrine.ca>$/);
  expect(mail.messageId).toMatch(/^<[\w-]+@vitrine\.example>$/);
  expect(mail.headers.date).toMatch(/^\w{3}, \d{2} \w{3} 2026 \d{2}:\d{2}:\d{2} \+0000$/);
  expect(mail.headers["content-type"]).toMatch(/^multipart\/alternative;/);
  expect(mail.headers["auto-submitted"]).toBe("auto-replied");
  // French typography and the promise: 48 hours after 9:30 on 1 July, 9:30 on 3 July, Québec time.
  expect(mail.text).toContain("Bonjour Zoé <b>Bélanger</b>,");
  expect(mail.text).toContain(
    "vous recevrez votre audit dans les 48 heures, soit au plus tard le 3 juillet 2026 à 09 h 30 (heure du Québec).",
  );
  expect(mail.text).toContain("Site web\u00a0: https://cafe.example");
  expect(mail.text).toContain("Une question d'ici là\u202f? Répondez simplement à ce courriel");
  expect(mail.text).toContain(
    "Vitrine, 825, boulevard Charest Est, Québec (QC) G1K 3J9, Canada · bonjour@agencevitrine.ca · +1 418 555-0142 · https://vitrine.example",
  );
  expect(mail.text).toContain("C'est un message transactionnel, envoyé une seule fois");
  // What the visitor typed is escaped in the HTML, and never made a link there.
  expect(mail.html).toContain("Bonjour Zoé &lt;b&gt;Bélanger&lt;/b&gt;,");
  expect(mail.html).not.toContain('<a href="https://cafe.example"');
  expect(mail.html).toContain('<a href="https://vitrine.example">');
  expect(mail.html).toContain("3 juillet 2026 à 09 h 30");
  expect(await prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).toMatchObject({
    acknowledgedAt: expect.any(Date),
    // The visitor's message leaves the lead's notice alone.
    notifiedAt: expect.any(Date),
    notificationAttempts: 1,
  });
});

test("a contact message in English: what they asked for, their message quoted in part, no promise", async () => {
  const email = "ack-contact@cafe.example";
  await storeLead(
    contact(email, {
      name: "Zoe Belanger",
      locale: "en",
      sourcePage: "/en/contact",
      services: ["seo", "ads"],
      budget: "range2",
      message: `Hello, see https://spam.example ${"x".repeat(400)}`,
    }),
    { ...notice, to: undefined },
  );
  const [mail] = await sendQueuedMail();
  expect(mail?.recipients).toEqual([email]);
  expect(mail?.subject).toBe("We received your message · Vitrine");
  expect(mail?.text).toContain("Hello Zoe Belanger,");
  expect(mail?.text).toContain("a team member will reply within one business day.");
  expect(mail?.text).toContain("Services: Search engine optimization (SEO), Google and Meta advertising");
  expect(mail?.text).toContain("Budget: €2,000 to €5,000");
  expect(mail?.text).toMatch(/Message: “Hello, see https:\/\/spam\.example x{100,}…”/);
  expect(mail?.text).not.toContain("x".repeat(200));
  // No audit promise; "48" alone could be the minute the message arrived.
  expect(mail?.text).not.toMatch(/48 hours|48 heures|at the latest/);
  expect(mail?.text).toContain("It is a transactional message, sent once in reply to that request");
  expect(mail?.html).not.toContain('href="https://spam.example');
  expect(mail?.headers["content-type"]).toMatch(/^multipart\/alternative;/);
});

test("a lead flagged by bot protection gets no acknowledgement (the agency's notice still goes); one marked spam before it went is dropped", async () => {
  const flagged = "ack-flagged@cafe.example";
  const flaggedId = await storeLead(contact(flagged, { verification: "failed" }), notice);
  expect(await acknowledgementsTo(flagged)).toBe(0);
  expect(await prisma.outgoingMail.count({ where: { leadId: flaggedId, kind: "leadNotice" } })).toBe(1);
  expect((await prisma.lead.findUniqueOrThrow({ where: { id: flaggedId } })).acknowledgedAt).toBeNull();

  const marked = "ack-marked@cafe.example";
  const markedId = await storeLead(contact(marked), { ...notice, to: undefined });
  await prisma.lead.update({ where: { id: markedId }, data: { status: "spam" } });
  const received = await sendQueuedMail();
  expect(received.map(({ recipients }) => recipients)).toEqual([[agency]]);
  expect(await acknowledgementsTo(marked)).toBe(0);
});

test("one acknowledgement per address and hour, whatever the lead's type, the address's case, or the leads written together", async () => {
  const email = "ack-hourly@cafe.example";
  const first = await storeLead(contact(email), notice);
  await storeLead({ ...contact(email.toUpperCase()), type: "audit", website: "https://cafe.example" }, notice);
  await storeLead({ ...contact(` ${email}`), type: "chatbot", objective: "Plus d'appels" }, notice);
  expect(await acknowledgementsTo(email)).toBe(1);
  expect(await prisma.outgoingMail.count({ where: { kind: "leadNotice", recipient: agency } })).toBe(3);

  // An hour later (the first one's acknowledgement queued 61 minutes ago), the next lead is acknowledged.
  await prisma.lead.update({ where: { id: first }, data: { acknowledgedAt: new Date(Date.now() - 61 * 60_000) } });
  await storeLead(contact(email), notice);
  expect(await acknowledgementsTo(email)).toBe(2);

  // Two leads from one address in one write: one acknowledgement.
  const together = "ack-together@cafe.example";
  await createLeads(
    ["a", "b"].map((name) => ({
      id: `together-ack-${name}`,
      lead: contact(together, { name }),
      acknowledgement: { origin: "https://vitrine.example" },
    })),
  );
  expect(await acknowledgementsTo(together)).toBe(1);
  const sent = (await sendQueuedMail()).filter(({ recipients }) => !recipients.includes(agency));
  expect(sent.map(({ recipients }) => recipients)).toEqual([[email], [email], [together]]);
});

// The spool exists for a locked SQLite file (docs/decisions/048).
test.skipIf(onPostgres())(
  "a lead spooled while the database refused writes is acknowledged when it is replayed, once",
  async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const email = "ack-spooled@cafe.example";
    await other.execute("BEGIN EXCLUSIVE");
    try {
      expect((await storeOrSpoolLead(contact(email), notice)).spooled).toBe(true);
    } finally {
      await other.execute("ROLLBACK");
    }
    expect(await acknowledgementsTo(email)).toBe(0);
    expect(await replaySpool()).toBe(true);
    expect(await replaySpool()).toBe(true);
    expect(await acknowledgementsTo(email)).toBe(1);
    const received = await sendQueuedMail();
    expect(received.filter(({ recipients }) => recipients.includes(email))).toHaveLength(1);
  },
);

test("erasing a person removes their acknowledgement still waiting in the queue", async () => {
  const email = "ack-erased@cafe.example";
  await storeLead(contact(email), { ...notice, to: undefined });
  expect(await acknowledgementsTo(email)).toBe(1);
  const staff = await createUser({ role: "staff" });
  expect(await erasePersonalData(email, staff)).toMatchObject({ ok: true });
  expect(await acknowledgementsTo(email)).toBe(0);
  expect(await sendQueuedMail()).toEqual([]);
});
