import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { E2E_MEDIA_DIR } from "../../playwright.config";
import { signIn } from "./fixtures";
import { locale } from "./locales";

const admin = locale("fr", "admin");
const common = locale("fr", "common");

/**
 * A person with a lead sent through the contact form (with a staff note) and a client
 * account holding a media file in the server's media folder.
 */
async function seedPerson(page: Page, staffId: string) {
  const { prisma } = await import("~/platform/db.server");
  const email = `privacy-${randomUUID().slice(0, 8)}@example.com`;
  const sent = await page.request.post("/contact", {
    form: { name: "Zoé Privée", email, consent: "on", message: "Mes données" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const lead = await prisma.lead.findFirstOrThrow({ where: { email } });
  await prisma.leadNote.create({ data: { leadId: lead.id, authorId: staffId, text: "Rappeler jeudi" } });
  const user = await prisma.user.create({ data: { email, passwordHash: "not-used", role: "client" } });
  const storageKey = `${user.id}/${randomUUID()}.png`;
  const file = path.join(E2E_MEDIA_DIR, storageKey);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, "not really a png");
  await prisma.mediaFile.create({
    data: { ownerId: user.id, storageKey, originalName: "logo.png", mimetype: "image/png", size: 16 },
  });
  return { email, file };
}

/** Staff find everything held for an address, download it, erase it (confirmed), and find nothing after. */
export async function privacyRequestWalk(page: Page, context: BrowserContext) {
  const staff = await signIn(context, { role: "staff" });
  const { email, file } = await seedPerson(page, staff.id);

  await page.goto("/admin/leads");
  await page
    .getByRole("navigation", { name: common.backOffice.label })
    .getByRole("link", { name: common.backOffice.privacy })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: admin.privacy.title })).toBeVisible();

  const search = async () => {
    await page.getByLabel(admin.privacy.emailLabel).fill(email);
    await page.getByRole("button", { name: admin.privacy.search, exact: true }).click();
  };
  await search();
  const found = page.getByTestId("privacy-found");
  await expect(found.getByRole("heading", { name: admin.privacy.found.replace("{{email}}", email) })).toBeVisible();
  await expect(found).toContainText("Rappeler jeudi");
  await expect(found).toContainText(admin.privacy.mediaLine.replace("{{name}}", "logo.png"));

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    found.getByRole("button", { name: admin.privacy.export }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(readFileSync((await download.path()) as string, "utf8"));
  expect(copy).toMatchObject({
    email,
    counts: { leads: 1, notes: 1, account: 1, mediaFiles: 1 },
    leads: [{ email, notes: [{ text: "Rappeler jeudi" }] }],
    account: { email, mediaFiles: [{ originalName: "logo.png" }] },
  });
  // The lead kept the consent the visitor gave: the wording's version and when.
  expect(copy.leads[0].consentVersion).toMatch(/^[0-9a-f]{12}$/);
  expect(copy.leads[0].consentGivenAt).toBeTruthy();

  await found.getByRole("button", { name: admin.privacy.erase }).click();
  const confirmation = page.getByTestId("privacy-confirm");
  await expect(confirmation).toContainText(admin.privacy.confirmText);
  await confirmation.getByRole("button", { name: admin.privacy.confirm }).click();
  // One of each: the singular, through the plural rules.
  await expect(page.getByTestId("toast")).toContainText("1 demande, 1 note, 1 compte, 1 fichier, 0 projet");
  expect(existsSync(file)).toBe(false);

  await search();
  await expect(page.getByTestId("privacy-found")).toContainText(admin.privacy.nothing.replace("{{email}}", email));
  // The export and the erasure are matched to this address, which the log does not keep.
  await expect(page.getByTestId("privacy-earlier")).toContainText(
    admin.privacy.earlierRequests_other.replace("{{count}}", "2").split(" (")[0],
  );
  const log = page.getByTestId("privacy-requests");
  await expect(log.getByRole("row").filter({ hasText: staff.email })).toHaveCount(2);
  await expect(log).not.toContainText(email);
}
