import { expect, test, vi } from "vitest";
import { createLead } from "~/models/lead.server";
import { createMailer } from "~/services/mail.server";
import { startSession } from "~/services/session.server";
import { prisma } from "~/utils/db.server";
import { startMailServer, type ReceivedMail } from "../../tests/mail-server";
import { cookieHeader, createUser, loadContext } from "../../tests/vitest/factories";
import { loader as inboxLoader } from "../routes/admin-leads";
import { notifyAgencyOfLead } from "./lead-notification.server";

const agency = "equipe@agence.example";

function smtpSender(port: number) {
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Vitrine <no-reply@vitrine.example>",
    outboxDir: "/x",
  });
  return mailer.send;
}

async function contactLead(email: string) {
  return createLead({
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
  });
}

test("a new lead's notice reaches the agency's SMTP server in French, and is recorded as sent", async () => {
  const received: ReceivedMail[] = [];
  const server = await startMailServer({ onMail: (mail) => void received.push(mail) });
  try {
    const lead = await contactLead("zoe@cafe.example");
    const outcome = await notifyAgencyOfLead(lead.id, {
      origin: "https://vitrine.example",
      to: agency,
      send: smtpSender(server.port),
    });
    expect(outcome).toBe("sent");
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.recipients).toEqual([agency]);
    expect(mail?.subject).toBe("Nouvelle demande (Contact) : Zoé Bélanger");
    expect(mail?.text).toContain("Courriel : zoe@cafe.example");
    expect(mail?.text).toContain("Services : Référencement (SEO), Publicité Google et Meta");
    expect(mail?.text).toContain("Budget : 2 000 € à 5 000 €");
    expect(mail?.text).toContain("Langue : Anglais");
    expect(mail?.text).toContain("Page d'origine : /en/contact");
    expect(mail?.text).toContain("Vérification : Non vérifiée");
    expect(mail?.text).toContain(`https://vitrine.example/admin/leads/${lead.id}`);
    const stored = await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(stored.notifiedAt).toBeInstanceOf(Date);
    expect(stored).toMatchObject({ notificationError: null, notificationAttempts: 1 });
  } finally {
    await server.close();
  }
});

test("SMTP down: the lead stays stored, the failure is recorded and shown in the inbox; a retry sends it", async () => {
  const server = await startMailServer({ onMail: () => undefined });
  await server.close(); // a closed port: nothing listens
  const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  const lead = await contactLead("down@cafe.example");
  const outcome = await notifyAgencyOfLead(lead.id, {
    origin: "http://localhost",
    to: agency,
    send: smtpSender(server.port),
  });
  expect(outcome).toBe("failed");
  expect(errors).toHaveBeenCalled();
  errors.mockRestore();

  const stored = await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
  expect(stored).toMatchObject({ notifiedAt: null, notificationAttempts: 1 });
  expect(stored.notificationError).toMatch(/ECONNREFUSED/);

  const staff = await createUser({ role: "staff" });
  const cookie = cookieHeader(await startSession(new Request("http://localhost/"), staff.id));
  const inbox = await inboxLoader({
    request: new Request("http://localhost/admin/leads?q=down%40cafe", { headers: { Cookie: cookie } }),
    params: {},
    context: loadContext(),
  });
  expect(inbox.data.leads).toEqual([
    expect.objectContaining({
      email: "down@cafe.example",
      notified: false,
      notificationError: expect.stringMatching(/ECONNREFUSED/),
    }),
  ]);

  // Sent again (the lead page's button) once the server is back.
  const received: ReceivedMail[] = [];
  const back = await startMailServer({ onMail: (mail) => void received.push(mail) });
  try {
    expect(
      await notifyAgencyOfLead(lead.id, { origin: "http://localhost", to: agency, send: smtpSender(back.port) }),
    ).toBe("sent");
    expect(received).toHaveLength(1);
    expect(await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({
      notificationError: null,
      notificationAttempts: 2,
    });
  } finally {
    await back.close();
  }
});

test("without an agency address, nothing is sent and nothing recorded (a log line says so)", async () => {
  const info = vi.spyOn(console, "info").mockImplementation(() => undefined);
  const send = vi.fn();
  const lead = await contactLead("skip@cafe.example");
  expect(await notifyAgencyOfLead(lead.id, { origin: "http://localhost", to: undefined, send })).toBe("skipped");
  expect(send).not.toHaveBeenCalled();
  expect(info).toHaveBeenCalledWith(expect.stringContaining("no AGENCY_LEAD_EMAIL"));
  info.mockRestore();
  expect(await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({ notificationAttempts: 0 });
});
