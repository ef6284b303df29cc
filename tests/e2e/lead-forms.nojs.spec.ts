import { expect, test } from "@playwright/test";
import { languages, localizePath } from "~/utils/locale";
import { findLead, uniqueEmail } from "./fixtures";
import { locale } from "./locales";

// Without JavaScript the forms post natively: no bot-protection token can exist, so the
// leads are stored and flagged unverified (decisions: "Lead capture: nothing is lost").

for (const language of languages) {
  const contact = locale(language, "contact");
  const audit = locale(language, "free-audit");

  test(`${language}: both forms work without JavaScript; the leads are stored unverified`, async ({ page }) => {
    const email = uniqueEmail(`nojs-contact-${language}`);
    await page.goto(localizePath("/contact", language));
    const form = page.getByRole("form", { name: contact.form.title });
    await form.getByLabel(contact.form.name.label).fill("Julie Bergeron");
    await form.getByLabel(contact.form.email.label).fill(email);
    await form.getByLabel(contact.form.consent).check();
    await form.getByRole("button", { name: contact.form.submit }).click();
    await expect(page).toHaveURL(localizePath("/thank-you", language));
    expect(await findLead(email)).toMatchObject({
      type: "contact",
      name: "Julie Bergeron",
      services: [],
      locale: language,
      verification: "unverified",
    });

    const auditEmail = uniqueEmail(`nojs-audit-${language}`);
    await page.goto(localizePath("/audit-gratuit", language));
    const auditForm = page.getByRole("form", { name: audit.form.title });
    await auditForm.getByLabel(audit.form.website.label).fill("https://toitures-nadeau.ca");
    await auditForm.getByLabel(audit.form.email.label).fill(auditEmail);
    await auditForm.getByLabel(audit.form.name.label).fill("Sophie Nadeau");
    await auditForm.getByRole("button", { name: audit.form.submit }).click();
    await expect(page).toHaveURL(localizePath("/audit-gratuit", language));
    await expect(page.getByTestId("toast")).toContainText(audit.toast.success.description);
    await expect(auditForm.getByLabel(audit.form.email.label)).toHaveValue("");
    expect(await findLead(auditEmail)).toMatchObject({ type: "audit", locale: language, verification: "unverified" });
  });
}

test("fr: an error found by the server comes back with the message and everything typed", async ({ page }) => {
  const contact = locale("fr", "contact");
  const common = locale("fr", "common");
  const email = uniqueEmail("nojs-invalid");
  await page.goto("/contact");
  const form = page.getByRole("form", { name: contact.form.title });
  await form.getByLabel(contact.form.name.label).fill("Élise Gagnon");
  await form.getByLabel(contact.form.email.label).fill(email);
  await form.getByLabel(contact.form.phone.label).fill("12");
  await form.getByLabel(common.services.ads).check();
  await form.getByLabel(contact.form.budget.label).selectOption("range4");
  await form.getByLabel(contact.form.message.label).fill("Nous avons besoin d'aide.");
  await form.getByLabel(contact.form.consent).check();
  await form.getByRole("button", { name: contact.form.submit }).click();

  await expect(page).toHaveURL("/contact");
  const phone = form.getByLabel(contact.form.phone.label);
  await expect(phone).toHaveAccessibleDescription(locale("fr", "lead-form").errors.phone);
  await expect(phone).toHaveValue("12");
  await expect(form.getByLabel(contact.form.name.label)).toHaveValue("Élise Gagnon");
  await expect(form.getByLabel(contact.form.email.label)).toHaveValue(email);
  await expect(form.getByLabel(common.services.ads)).toBeChecked();
  await expect(form.getByLabel(common.services.seo)).not.toBeChecked();
  await expect(form.getByLabel(contact.form.budget.label)).toHaveValue("range4");
  await expect(form.getByLabel(contact.form.message.label)).toHaveValue("Nous avons besoin d'aide.");
  await expect(form.getByLabel(contact.form.consent)).toBeChecked();
  expect(await findLead(email)).toBeNull();
});

test("a lead post answered with its redirect carries the security headers of every page (one way in: docs/decisions/037)", async ({
  request,
}) => {
  const page = await request.get("/contact");
  const posted = await request.post("/contact", {
    form: { name: "Julie Bergeron", email: uniqueEmail("nojs-redirect-headers"), consent: "on" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(303);
  expect(posted.headers()["location"]).toBe("/thank-you");
  const withoutScripts = (policy = "") => policy.replace(/script-src [^;]*/, "");
  expect(withoutScripts(posted.headers()["content-security-policy"])).toBe(
    withoutScripts(page.headers()["content-security-policy"]),
  );
  for (const name of ["strict-transport-security", "x-content-type-options", "referrer-policy", "x-frame-options"]) {
    expect(posted.headers()[name], name).toBe(page.headers()[name]);
    expect(posted.headers()[name], name).toBeTruthy();
  }
});
