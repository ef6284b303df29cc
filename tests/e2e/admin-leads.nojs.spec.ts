import { readFileSync } from "node:fs";
import { randomUUID } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_AGENCY_EMAIL } from "../../playwright.config";
import { findLead, signIn } from "./fixtures";
import { locale } from "./locales";
import { waitForMailAbout } from "./mail";

// The staff's lead inbox, without JavaScript (everything in it is a link or a native
// form). Leads are created through the real endpoints: the contact and audit forms and
// the chatbot's route, posted as a browser without script posts them (docs/decisions/018).

const admin = locale("fr", "admin");
const common = locale("fr", "common");

/** The three lead paths, each a lead whose name carries `tag` (other tests add leads too). */
async function sendLeads(request: APIRequestContext, tag: string) {
  const emails = {
    contact: `contact-${tag}@example.com`,
    audit: `audit-${tag}@example.com`,
    chatbot: `chatbot-${tag}@example.com`,
  };
  const answers = await Promise.all([
    request.post("/contact", {
      form: {
        name: `Zoé Bélanger ${tag}`,
        email: emails.contact,
        company: "Café Crème",
        consent: "on",
        message: "Allô",
      },
      maxRedirects: 0,
    }),
    request.post("/audit-gratuit", {
      form: { name: `Marc Côté ${tag}`, email: emails.audit, website: "toitures-cote.ca" },
      maxRedirects: 0,
    }),
    request.post("/resources/chatbot-lead", {
      form: {
        flow: "quote",
        name: `Ana Lima ${tag}`,
        email: emails.chatbot,
        services: "Référencement",
        objective: "Plus de ventes",
        messagePrompt: "Non",
        sourcePage: "/en/services",
      },
    }),
  ]);
  expect(answers.map((answer) => answer.status())).toEqual([303, 303, 200]);
  return emails;
}

test("staff: leads from each form and the chat, filters, owner, status, note, CSV, notice e-mail", async ({
  page,
  context,
}) => {
  const tag = randomUUID().slice(0, 8);
  const emails = await sendLeads(page.request, tag);
  const me = await signIn(context, { role: "staff" });

  await page.goto("/admin/leads");
  await expect(page.locator('a[href="/admin/leads"]').first()).toHaveText(common.backOffice.leads);
  const filters = page.getByRole("form", { name: admin.filters.label });
  await filters.getByLabel(admin.filters.search).fill(tag);
  await filters.getByRole("button", { name: admin.filters.apply }).click();
  const rows = page.getByTestId("lead-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText(admin.verifications.unverified);

  await filters.getByLabel(admin.filters.type).selectOption("chatbot");
  await filters.getByRole("button", { name: admin.filters.apply }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Ana Lima ${tag}`);
  await expect(rows).toContainText(admin.types.chatbot);

  // Taken from its row (a native form): back to the same filtered inbox, with a toast
  // (docs/decisions/045); then the owner filters, combined with the search.
  const filtered = page.url();
  await rows.getByRole("button", { name: admin.owner.take }).click();
  await expect(page.getByTestId("toast")).toContainText(admin.owner.done.taken);
  expect(page.url()).toBe(filtered);
  const ownerOfChat = rows.getByLabel(admin.owner.labelFor.replace("{{name}}", `Ana Lima ${tag}`));
  await expect(ownerOfChat.locator("option:checked")).toHaveText(me.email);
  await expect(rows.getByRole("button", { name: admin.owner.take })).toHaveCount(0);
  await page.goto(`/admin/leads?q=${tag}`);
  await filters.getByLabel(admin.filters.owner).selectOption("mine");
  await filters.getByRole("button", { name: admin.filters.apply }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Ana Lima ${tag}`);
  await filters.getByLabel(admin.filters.owner).selectOption("unassigned");
  await filters.getByRole("button", { name: admin.filters.apply }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `Ana Lima ${tag}` })).toHaveCount(0);

  // The contact lead's page: every field as sent, then a status and a note.
  await page.goto(`/admin/leads?q=${tag}&type=contact`);
  await page.getByRole("link", { name: `Zoé Bélanger ${tag}` }).click();
  const fields = page.getByTestId("lead-fields");
  for (const text of [emails.contact, "Café Crème", "Allô", "Français", "/contact", admin.verifications.unverified]) {
    await expect(fields).toContainText(text);
  }
  // The owner, from the lead's page: given to me, then to nobody.
  const owner = page.getByLabel(admin.owner.label, { exact: true });
  await owner.selectOption(me.id);
  await page.getByRole("button", { name: admin.owner.assign }).click();
  await expect(page.getByTestId("toast")).toContainText(admin.owner.done.assigned);
  await expect(owner.locator("option:checked")).toHaveText(me.email);
  await owner.selectOption("");
  await page.getByRole("button", { name: admin.owner.assign }).click();
  await expect(page.getByTestId("toast")).toContainText(admin.owner.done.unassigned);
  await expect(owner.locator("option:checked")).toHaveText(admin.owner.nobody);
  await page.getByLabel(admin.lead.statusLabel).selectOption("won");
  await page.getByRole("button", { name: admin.lead.saveStatus }).click();
  await expect(page.getByTestId("toast")).toContainText(admin.lead.statusSaved);
  await expect(page.getByLabel(admin.lead.statusLabel)).toHaveValue("won");
  await page.getByLabel(admin.lead.noteLabel).fill("Rappeler jeudi — devis à préparer");
  await page.getByRole("button", { name: admin.lead.addNote }).click();
  await expect(page.getByTestId("lead-notes")).toContainText("Rappeler jeudi — devis à préparer");
  // The agency's notice reached the SMTP server, in French, and the page says it was sent.
  const notice = await waitForMailAbout(E2E_AGENCY_EMAIL, emails.contact);
  // French typography: a no-break space before ":" (docs/decisions/035).
  expect(notice.subject).toBe(`Nouvelle demande (Contact)\u00a0: Zoé Bélanger ${tag}`);
  expect(notice.text).toContain("Entreprise\u00a0: Café Crème");
  await page.reload();
  await expect(page.locator('[data-field="notification"]')).toContainText("Envoyé le");

  await page.goto(`/admin/leads?q=${tag}&status=won`);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(admin.statuses.won);

  // The export of the current filter: UTF-8 with a BOM, accents intact, one row per lead.
  await page.goto(`/admin/leads?q=${tag}`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("lead-export").click()]);
  const bytes = readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\r\n").filter(Boolean);
  expect(lines[0]?.split(",").slice(0, 6)).toEqual([
    "Identifiant",
    "Reçue le",
    "Audit dû le",
    "Type",
    "Nom",
    "Courriel",
  ]);
  expect(lines).toHaveLength(4);
  const contactRow = lines.find((line) => line.includes(emails.contact)) ?? "";
  expect(contactRow).toContain(`Zoé Bélanger ${tag}`);
  expect(contactRow).toContain("Rappeler jeudi — devis à préparer");
  expect(contactRow).toContain(admin.statuses.won);
  expect(lines.some((line) => line.includes(emails.audit) && line.includes("Marc Côté"))).toBe(true);
  expect(lines.some((line) => line.includes(emails.chatbot) && line.includes("Référencement"))).toBe(true);
  // The owner's address, in its column after the status.
  expect(lines[0]?.split(",").slice(-4)).toEqual([
    admin.fields.status,
    admin.fields.owner,
    admin.fields.notification,
    admin.fields.notes,
  ]);
  expect(lines.find((line) => line.includes(emails.chatbot))).toContain(`,${me.email},`);
  expect(contactRow).toContain(`,${admin.statuses.won},,`);
});

test("staff: e-mail failing for more than an hour is listed above the inbox, in each language", async ({
  page,
  context,
}) => {
  const { prisma } = await import("~/platform/db.server");
  const recipient = `failing-${randomUUID()}@example.com`;
  // Given up: the server's mail worker leaves it alone.
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60_000);
  const mail = await prisma.outgoingMail.create({
    data: {
      kind: "confirmation",
      recipient,
      language: "fr",
      origin: "http://localhost",
      state: "failed",
      attempts: 55,
      lastError: "connect ECONNREFUSED 127.0.0.1:465",
      createdAt: hoursAgo(49),
      firstFailedAt: hoursAgo(49),
    },
  });
  try {
    await signIn(context, { role: "staff" });
    for (const language of ["fr", "en"] as const) {
      const texts = locale(language, "admin");
      await page.goto(language === "fr" ? "/admin/leads" : "/en/admin/leads");
      const failures = page.getByTestId("mail-failures");
      // The only failing e-mail of the run: the SMTP server of the run is up.
      await expect(failures.getByRole("heading", { level: 2 })).toHaveText(
        texts.mailFailures.title_one.replace("{{count}}", "1"),
      );
      await expect(failures).toContainText(texts.mailFailures.intro);
      const item = failures.getByRole("listitem").filter({ hasText: recipient });
      await expect(item).toContainText(texts.mailFailures.kinds.confirmation);
      await expect(item).toContainText(texts.mailFailures.givenUp);
      await expect(item).toContainText("connect ECONNREFUSED 127.0.0.1:465");
    }
  } finally {
    await prisma.outgoingMail.delete({ where: { id: mail.id } });
  }
});

test("visitors and clients get the not-found page on every admin address and post", async ({ page, context }) => {
  const tag = randomUUID().slice(0, 8);
  const { audit } = await sendLeads(page.request, tag);
  const lead = await findLead(audit);
  const addresses = [
    "/admin/leads",
    "/en/admin/leads?type=audit",
    `/admin/leads/${lead?.id}`,
    `/en/admin/leads/${lead?.id}`,
    "/admin/leads/export.csv",
    "/en/admin/leads/export.csv?status=new",
  ];
  for (const signedIn of [false, true]) {
    if (signedIn) await signIn(context, { role: "client" });
    for (const address of addresses) {
      expect((await page.request.get(address)).status(), address).toBe(404);
    }
    const post = await page.request.post(`/admin/leads/${lead?.id}`, { form: { intent: "status", status: "spam" } });
    expect(post.status()).toBe(404);
    const take = await page.request.post("/admin/leads?type=audit", {
      form: { intent: "take", leadId: lead?.id ?? "" },
    });
    expect(take.status()).toBe(404);
    const response = await page.goto(`/en/admin/leads/${lead?.id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found")).toBeVisible();
  }
  expect(await findLead(audit)).toMatchObject({ status: "new", ownerId: null });
});
