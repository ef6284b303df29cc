import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath } from "~/utils/locale";
import { findLead, gotoHydrated, uniqueEmail } from "./fixtures";
import { locale } from "./locales";

// The contact and free-audit forms with JavaScript: validation as you type, a
// bot-protection token (ALTCHA, solved in the browser), and the lead read back from
// the database the server writes.

test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cookie_consent", value: "true", url: baseURL }]);
});

for (const language of languages) {
  const contact = locale(language, "contact");
  const audit = locale(language, "free-audit");
  const common = locale(language, "common");

  test(`${language}: a contact request goes to the thank-you page and an audit request empties its form; both are stored, verified`, async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on("console", (message) => logged.push(message.text()));

    const email = uniqueEmail(`contact-${language}`);
    await gotoHydrated(page, localizePath("/contact", language));
    const form = page.getByRole("form", { name: contact.form.title });
    await form.getByLabel(contact.form.name.label).fill("Élise Gagnon");
    await form.getByLabel(contact.form.email.label).fill(email);
    await form.getByLabel(contact.form.phone.label).fill("418 555-0199");
    await form.getByLabel(contact.form.company.label).fill("Boulangerie Gagnon");
    await form.getByLabel(contact.form.website.label).fill("https://boulangerie-gagnon.ca");
    await form.getByLabel(common.services.seo).check();
    await form.getByLabel(common.services.content).check();
    await form.getByLabel(contact.form.objective.label).fill("Plus de commandes");
    await form.getByLabel(contact.form.budget.label).selectOption(contact.form.budget.options.range2);
    await form.getByLabel(contact.form.deadline.label).selectOption(contact.form.deadline.options.asap);
    await form.getByLabel(contact.form.message.label).fill("Une deuxième succursale ouvre en mars.");
    await form.getByLabel(contact.form.consent).check();
    await form.getByRole("button", { name: contact.form.submit }).click();

    await expect(page).toHaveURL(localizePath("/thank-you", language));
    expect(logged.filter((text) => text.startsWith("[analytics] form_submit"))).toHaveLength(1);
    expect(await findLead(email)).toMatchObject({
      type: "contact",
      name: "Élise Gagnon",
      phone: "418 555-0199",
      company: "Boulangerie Gagnon",
      website: "https://boulangerie-gagnon.ca",
      services: ["seo", "content"],
      objective: "Plus de commandes",
      budget: "range2",
      deadline: "asap",
      message: "Une deuxième succursale ouvre en mars.",
      locale: language,
      sourcePage: localizePath("/contact", language),
      verification: "verified",
    });

    const auditEmail = uniqueEmail(`audit-${language}`);
    await gotoHydrated(page, localizePath("/audit-gratuit", language));
    const auditForm = page.getByRole("form", { name: audit.form.title });
    const website = auditForm.getByLabel(audit.form.website.label);
    await website.fill("https://garage-roy.ca");
    await auditForm.getByLabel(audit.form.email.label).fill(auditEmail);
    await auditForm.getByLabel(audit.form.name.label).fill("Marc Roy");
    await auditForm.getByRole("button", { name: audit.form.submit }).click();

    const toast = page.getByTestId("toast");
    await expect(toast).toContainText(audit.toast.success.title);
    await expect(toast).toContainText(audit.toast.success.description);
    await expect(website).toHaveValue("");
    await expect(auditForm.getByLabel(audit.form.email.label)).toHaveValue("");
    expect(await findLead(auditEmail)).toMatchObject({
      type: "audit",
      website: "https://garage-roy.ca",
      name: "Marc Roy",
      locale: language,
      verification: "verified",
    });
  });
}

test("fr: errors show as the visitor leaves a field, a bad form is not sent, and contact links log their clicks", async ({
  page,
  context,
}) => {
  const contact = locale("fr", "contact");
  const errors = locale("fr", "lead-form").errors;
  await context.route(/wa\.me|m\.me/, (route) => route.abort());
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });

  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: contact.form.title });
  const email = form.getByLabel(contact.form.email.label);
  await email.fill("elise@");
  await email.blur();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(errors.email);
  await email.fill("elise@example.com");
  await expect(email).not.toHaveAttribute("aria-invalid", "true");

  await form.getByRole("button", { name: contact.form.submit }).click();
  await expect(form.getByLabel(contact.form.name.label)).toHaveAccessibleDescription(errors.required);
  await expect(page.getByText(errors.consent)).toBeVisible();
  expect(posts).toEqual([]);

  for (const [name, event] of [
    [contact.coordinates.whatsapp, "click_whatsapp"],
    [contact.coordinates.messenger, "click_messenger"],
  ]) {
    const popup = page.waitForEvent("popup");
    await page.getByRole("link", { name }).click();
    await (await popup).close();
    expect(logged.filter((text) => text.startsWith(`[analytics] ${event}`))).toHaveLength(1);
  }
  await page.getByRole("link", { name: "+1 418 555-0142" }).first().dispatchEvent("click");
  expect(logged.filter((text) => text.startsWith("[analytics] click_phone"))).toHaveLength(1);
});

test("fr: the contact form's rules load when the visitor enters it; a field left or a form sent before they arrive is judged once they have", async ({
  browser,
}) => {
  const contact = locale("fr", "contact");
  const errors = locale("fr", "lead-form").errors;

  /** A fresh visit whose form rules arrive only when `release` is called. */
  async function visitWithRulesHeld() {
    const context = await browser.newContext();
    await context.addCookies([{ name: "cookie_consent", value: "true", url: baseURL }]);
    const page = await context.newPage();
    const rulesRequests: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/form-rules-[\w-]+\.js$/, async (route) => {
      rulesRequests.push(route.request().url());
      await released;
      await route.continue();
    });
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await gotoHydrated(page, "/contact");
    await page.waitForLoadState("networkidle");
    const form = page.getByRole("form", { name: contact.form.title });
    return { context, page, form, rulesRequests, release, posts };
  }

  const leftField = await visitWithRulesHeld();
  expect(leftField.rulesRequests, "rules loaded before the visitor entered the form").toEqual([]);
  const email = leftField.form.getByLabel(contact.form.email.label);
  await email.fill("elise@");
  await email.blur();
  await expect.poll(() => leftField.rulesRequests.length).toBe(1);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  leftField.release();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(errors.email);
  await leftField.context.close();

  const sentEarly = await visitWithRulesHeld();
  await sentEarly.form.getByLabel(contact.form.email.label).fill("elise@example.com");
  await sentEarly.form.getByRole("button", { name: contact.form.submit }).click();
  await expect.poll(() => sentEarly.rulesRequests.length).toBe(1);
  sentEarly.release();
  await expect(sentEarly.form.getByLabel(contact.form.name.label)).toHaveAccessibleDescription(errors.required);
  await expect(sentEarly.page.getByText(errors.consent)).toBeVisible();
  expect(sentEarly.posts).toEqual([]);
  await sentEarly.context.close();
});
