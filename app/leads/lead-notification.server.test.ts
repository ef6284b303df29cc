import { expect, test, vi } from "vitest";

// The lead page's "resend" sends to AGENCY_LEAD_EMAIL: set before the app reads its environment.
vi.hoisted(() => {
  process.env.AGENCY_LEAD_EMAIL = "equipe@agence.example";
});
import { startSession } from "~/accounts/session.server";
import { prisma } from "~/platform/db.server";
import { startMailServer, type ReceivedMail } from "../../tests/mail-server";
import { cookieHeader, createUser, loadContext, postForm } from "../../tests/vitest/factories";
import { smtpSender } from "../../tests/vitest/mail";
import { action as leadAction, loader as leadLoader } from "~/routes/admin/lead";
import { loader as inboxLoader } from "~/routes/admin/leads";
import { storeLead } from "./lead-notification.server";
import { deliverDueMail } from "~/mail/mail-worker.server";
import { composeQueuedMail } from "~/queued-mail.server";

const agency = "equipe@agence.example";

async function contactLead(email: string, to: string | undefined) {
  return storeLead(
    {
      type: "contact",
      name: "Zoé Bélanger",
      email,
      phone: "418 555-0142",
      company: "Café Zoé",
      services: ["seo", "ads"],
      budget: "range2",
      deadline: "month",
      message: "Bonjour, on veut plus d'appels.",
      locale: "en",
      sourcePage: "/en/contact",
      verification: "unverified",
    },
    { origin: "https://vitrine.example", to },
  );
}

async function staffCookie() {
  const staff = await createUser({ role: "staff" });
  return cookieHeader(await startSession(new Request("http://localhost/"), staff.id));
}

test("a new lead's notice is queued with it, reaches the agency's SMTP server in French, and is recorded as sent", async () => {
  const received: ReceivedMail[] = [];
  const server = await startMailServer({ onMail: (mail) => void received.push(mail) });
  try {
    const leadId = await contactLead("zoe@cafe.example", agency);
    // With the visitor's acknowledgement (lead-acknowledgement.server.test.ts), in their language.
    // Sorted here: PostgreSQL orders an enum as declared, SQLite as text.
    const queued = await prisma.outgoingMail.findMany({ where: { leadId } });
    expect(queued.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      expect.objectContaining({ kind: "leadAcknowledgement", recipient: "zoe@cafe.example", language: "en" }),
      expect.objectContaining({ kind: "leadNotice", recipient: agency, language: "fr", state: "queued" }),
    ]);
    expect(await deliverDueMail({ compose: composeQueuedMail, send: smtpSender(server.port) })).toBe(2);
    expect(received).toHaveLength(2);
    const mail = received.find(({ recipients }) => recipients.includes(agency));
    expect(mail?.recipients).toEqual([agency]);
    // French typography: a no-break space before ":" (docs/decisions/035).
    expect(mail?.subject).toBe("Nouvelle demande (Contact)\u00a0: Zoé Bélanger");
    expect(mail?.text).toContain("Courriel\u00a0: zoe@cafe.example");
    expect(mail?.text).toContain("Services\u00a0: Référencement (SEO), Publicité Google et Meta");
    expect(mail?.text).toContain("Budget\u00a0: 2 000 € à 5 000 €");
    expect(mail?.text).toContain("Langue\u00a0: Anglais");
    expect(mail?.text).toContain("Page d'origine\u00a0: /en/contact");
    expect(mail?.text).toContain("Vérification\u00a0: Non vérifiée");
    expect(mail?.text).toContain(`https://vitrine.example/admin/leads/${leadId}`);
    const stored = await prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
    expect(stored.notifiedAt).toBeInstanceOf(Date);
    expect(stored).toMatchObject({ notificationError: null, notificationAttempts: 1 });
    expect(await prisma.outgoingMail.count({ where: { leadId } })).toBe(0);
  } finally {
    await server.close();
  }
});

test("SMTP down: the lead stays stored, the failure is shown in the inbox; resending queues it again and it arrives once", async () => {
  const server = await startMailServer({ onMail: () => undefined });
  await server.close(); // a closed port: nothing listens
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const leadId = await contactLead("down@cafe.example", agency);
  await deliverDueMail({ compose: composeQueuedMail, send: smtpSender(server.port) });
  expect(errors).toHaveBeenCalledWith(expect.stringMatching(/attempt 1 failed \(.*ECONNREFUSED.*\); next attempt at/));

  const stored = await prisma.lead.findUniqueOrThrow({ where: { id: leadId } });
  expect(stored).toMatchObject({ notifiedAt: null, notificationAttempts: 1 });
  expect(stored.notificationError).toMatch(/ECONNREFUSED/);

  const cookie = await staffCookie();
  const inbox = await inboxLoader({
    request: new Request("http://localhost/admin/leads?q=down%40cafe", { headers: { Cookie: cookie } }),
    params: {},
    context: loadContext(),
  });
  expect(inbox.data.leads).toEqual([
    expect.objectContaining({
      email: "down@cafe.example",
      notice: "retrying",
      noticeError: expect.stringMatching(/ECONNREFUSED/),
    }),
  ]);
  const page = await leadLoader({
    request: new Request(`http://localhost/admin/leads/${leadId}`, { headers: { Cookie: cookie } }),
    params: { leadId },
    context: loadContext(),
  });
  expect(page.data.lead.notice).toMatchObject({ state: "retrying", attempts: 1, nextAttemptAt: expect.any(String) });

  // The lead page's "resend": the notice is due again at once (not a second copy).
  const resent = await leadAction({
    request: postForm(`/admin/leads/${leadId}`, [["intent", "notify"]], { Cookie: cookie }),
    params: { leadId },
    context: loadContext(),
  });
  expect(resent).toBeInstanceOf(Response);
  expect(await prisma.outgoingMail.findMany({ where: { leadId, kind: "leadNotice" } })).toEqual([
    expect.objectContaining({ state: "queued", attempts: 0 }),
  ]);
  const received: ReceivedMail[] = [];
  const back = await startMailServer({ onMail: (mail) => void received.push(mail) });
  try {
    expect(await deliverDueMail({ compose: composeQueuedMail, send: smtpSender(back.port) })).toBe(1);
    expect(received).toHaveLength(1);
    expect(await prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).toMatchObject({
      notificationError: null,
      notificationAttempts: 2,
    });
  } finally {
    await back.close();
  }
});

test("without an agency address, no notice is queued (a log line says so)", async () => {
  const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
  const leadId = await contactLead("skip@cafe.example", undefined);
  expect(info).toHaveBeenCalledWith(expect.stringContaining("no AGENCY_LEAD_EMAIL"));
  info.mockRestore();
  expect(await prisma.outgoingMail.count({ where: { leadId, kind: "leadNotice" } })).toBe(0);
  expect(await prisma.lead.findUniqueOrThrow({ where: { id: leadId } })).toMatchObject({ notificationAttempts: 0 });
});

test("an audit lead's notice states its due time (48 hours later, Québec time) and where it came from", async () => {
  const received: ReceivedMail[] = [];
  const server = await startMailServer({ onMail: (mail) => void received.push(mail) });
  try {
    await storeLead(
      {
        type: "audit",
        name: "Audit Due",
        email: "audit-due@example.com",
        website: "https://audit-due.example",
        locale: "fr",
        sourcePage: "/audit-gratuit",
        verification: "unverified",
        utmSource: "google",
        utmCampaign: "audit-hiver",
      },
      { origin: "https://vitrine.example", to: agency },
      { id: crypto.randomUUID(), createdAt: new Date("2026-07-01T13:30:00Z"), once: true },
    );
    await deliverDueMail({ compose: composeQueuedMail, send: smtpSender(server.port) });
    const text = received.find(({ recipients }) => recipients.includes(agency))?.text ?? "";
    // 48 hours after 9:30 (summer time) on 1 July: 9:30 on 3 July.
    expect(text).toContain("Audit promis en 48 heures\u00a0: dû le 3 juillet 2026 à 09 h 30 (heure du Québec).");
    expect(text).toContain("Source (utm_source)\u00a0: google");
    expect(text).toContain("Campagne (utm_campaign)\u00a0: audit-hiver");
  } finally {
    await server.close();
  }
});
