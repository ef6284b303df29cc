import { expect, test, type Page } from "@playwright/test";
import { findLead, gotoHydrated, uniqueEmail } from "./fixtures";
import { locale } from "./locales";

// Attribution with JavaScript, across the pages of one visit: the first touch (landing page,
// its tags and click ids, the other site that sent the visitor) is kept in the browser only
// once the visitor accepts cookies; without consent a lead carries only what its own
// request carries.

const contact = locale("fr", "contact");
const common = locale("fr", "common");
const landing = "/?utm_source=google&utm_medium=cpc&utm_campaign=hiver-2026&utm_term=agence+seo&gclid=Cj0KCQiA";

async function sendContactForm(page: Page, email: string) {
  // A link of the page, followed by the router (no new document).
  await page.locator('a[href="/contact"]:visible').first().click();
  await expect(page).toHaveURL("/contact");
  const form = page.getByRole("form", { name: contact.form.title });
  await form.getByLabel(contact.form.name.label).fill("Visite Suivie");
  await form.getByLabel(contact.form.email.label).fill(email);
  await form.getByLabel(contact.form.consent).check();
  await form.getByRole("button", { name: contact.form.submit }).click();
  await expect(page).toHaveURL("/thank-you");
}

test("with consent: the visit's landing page, tags, click id and referring site reach the lead sent pages later", async ({
  page,
}) => {
  await page.goto(landing, { referer: "https://www.google.com/search?q=agence" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByTestId("cookie-banner").getByRole("button", { name: common.cookieBanner.accept }).click();
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  // Another page of the visit, then the form.
  await page.locator('a[href="/services"]:visible').first().click();
  await expect(page).toHaveURL("/services");
  const email = uniqueEmail("js-attribution");
  await sendContactForm(page, email);
  expect(await findLead(email)).toMatchObject({
    sourcePage: "/contact",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "hiver-2026",
    utmTerm: "agence seo",
    gclid: "Cj0KCQiA",
    referrerHost: "www.google.com",
    landingPage: landing,
  });
});

test("without consent: nothing is kept in the browser, and the lead carries only its own request's tags", async ({
  page,
}) => {
  await page.goto(landing, { referer: "https://www.google.com/search?q=agence" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  const email = uniqueEmail("js-no-consent");
  await sendContactForm(page, email);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  expect(await findLead(email)).toMatchObject({
    sourcePage: "/contact",
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    gclid: null,
    referrerHost: null,
    landingPage: null,
  });

  // On a page whose own URL carries tags, those (and only those) go with the lead.
  await gotoHydrated(page, "/contact?utm_source=newsletter&utm_campaign=decembre");
  const form = page.getByRole("form", { name: contact.form.title });
  const tagged = uniqueEmail("js-no-consent-tagged");
  await form.getByLabel(contact.form.name.label).fill("Visite Non Suivie");
  await form.getByLabel(contact.form.email.label).fill(tagged);
  await form.getByLabel(contact.form.consent).check();
  await form.getByRole("button", { name: contact.form.submit }).click();
  await expect(page).toHaveURL("/thank-you");
  expect(await findLead(tagged)).toMatchObject({
    utmSource: "newsletter",
    utmCampaign: "decembre",
    gclid: null,
    landingPage: null,
    referrerHost: null,
  });
});
