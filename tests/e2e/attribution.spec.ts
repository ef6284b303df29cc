import { expect, test, type Page } from "@playwright/test";
import { findLead, gotoHydrated, sendContactForm, uniqueEmail } from "./fixtures";
import { locale } from "./locales";

// Attribution with JavaScript, across the pages of one visit: the first touch (landing page,
// its tags and click ids, the other site that sent the visitor) is kept in the browser only
// once the visitor accepts cookies; without consent a lead carries only what its own
// request carries.

const common = locale("fr", "common");
const landing = "/?utm_source=google&utm_medium=cpc&utm_campaign=hiver-2026&utm_term=agence+seo&gclid=Cj0KCQiA";

/** Follows a link of the page to the contact page (the router, no new document) and sends the form. */
async function sendFromContactPage(page: Page, email: string) {
  await page.locator('a[href="/contact"]:visible').first().click();
  await expect(page).toHaveURL("/contact");
  await sendContactForm(page, { name: "Visite Suivie", email });
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
  await sendFromContactPage(page, email);
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

test("consent refused from the footer's cookie settings: the kept first touch goes, the refusal is stored, and a later lead carries only its own request's tags", async ({
  page,
}) => {
  await page.goto(landing, { referer: "https://www.google.com/search?q=agence" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const banner = page.getByTestId("cookie-banner");
  await banner.getByRole("button", { name: common.cookieBanner.accept }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("first_touch"))).toContain("hiver-2026");

  await page.getByTestId("site-footer").getByRole("link", { name: common.cookieBanner.settings }).click();
  await expect(banner.getByTestId("cookie-choice")).toHaveText(common.cookieBanner.currentAccepted);
  await banner.getByRole("button", { name: common.cookieBanner.refuse }).click();
  await expect(banner).toHaveCount(0);
  expect(
    await page.evaluate(() => ({
      stored: localStorage.getItem("cookie_consent"),
      cookie: document.cookie.includes("cookie_consent=false"),
      firstTouch: sessionStorage.getItem("first_touch"),
    })),
  ).toEqual({ stored: "false", cookie: true, firstTouch: null });

  const email = uniqueEmail("js-withdrawn");
  await sendFromContactPage(page, email);
  expect(await findLead(email)).toMatchObject({ utmSource: null, utmCampaign: null, gclid: null, landingPage: null });
  // The server sees the refusal too: a new page has no banner, and keeps nothing.
  await gotoHydrated(page, "/galerie");
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("first_touch"))).toBeNull();
});

test("without consent: nothing is kept in the browser, and the lead carries only its own request's tags", async ({
  page,
}) => {
  await page.goto(landing, { referer: "https://www.google.com/search?q=agence" });
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  const email = uniqueEmail("js-no-consent");
  await sendFromContactPage(page, email);
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
  const tagged = uniqueEmail("js-no-consent-tagged");
  await sendContactForm(page, { name: "Visite Non Suivie", email: tagged });
  expect(await findLead(tagged)).toMatchObject({
    utmSource: "newsletter",
    utmCampaign: "decembre",
    gclid: null,
    landingPage: null,
    referrerHost: null,
  });
});

test("without consent, on a cached copy of a page with tags, the lead carries that URL's own tags", async ({
  page,
  request,
}) => {
  // Another visitor's campaign is the copy kept for /contact with tags.
  const other = `/contact?utm_source=autre&utm_campaign=autre-${Date.now()}&gclid=autre`;
  await expect.poll(async () => (await request.get(other)).headers()["x-cache"]).toBe("hit");
  const response = await gotoHydrated(page, "/contact?utm_source=infolettre&utm_campaign=en-cache&gclid=Cj0-js");
  expect(response?.headers()["x-cache"]).toBe("hit");
  const email = uniqueEmail("js-cached-tagged");
  await sendContactForm(page, { name: "Visite En Cache", email });
  expect(await findLead(email)).toMatchObject({ utmSource: "infolettre", utmCampaign: "en-cache", gclid: "Cj0-js" });
});
