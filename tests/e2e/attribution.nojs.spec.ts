import { expect, test } from "@playwright/test";
import { findLead, sendContactForm, uniqueEmail } from "./fixtures";
import { locale } from "./locales";

// Attribution without JavaScript: a visitor lands on the form's URL with campaign tags and
// a click id; the native form posts to its page's URL, query included, and the action
// stores what that URL carries. The page cache keeps one copy of the page for every
// campaign (docs/decisions/042), filled with each request's own query where the page
// echoes it, so the tags in a cached page are those of the URL asked for.

const contact = locale("fr", "contact");

test("a lead sent without script from /contact?utm_…&gclid=… stores its tags and click id", async ({ page }) => {
  const email = uniqueEmail("nojs-attribution");
  const query =
    "utm_source=facebook&utm_medium=paid-social&utm_campaign=printemps&utm_content=video&fbclid=IwAR0x&gclid=Cj0KCQ";
  await page.goto(`/contact?${query}`);
  const form = page.getByRole("form", { name: contact.form.title });
  await expect(form).toHaveAttribute("action", `/contact?${query}`);
  await sendContactForm(page, { name: "Julie Attribution", email });
  expect(await findLead(email)).toMatchObject({
    sourcePage: "/contact",
    utmSource: "facebook",
    utmMedium: "paid-social",
    utmCampaign: "printemps",
    utmTerm: null,
    utmContent: "video",
    fbclid: "IwAR0x",
    gclid: "Cj0KCQ",
    landingPage: null,
    referrerHost: null,
  });
});

test("the page cache never gives one visitor's tags to another: one copy, each URL's own tags and click ids", async ({
  request,
}) => {
  const campaign = (name: string) => `/contact?utm_source=newsletter&utm_campaign=${name}-${Date.now()}`;
  const first = campaign("a");
  const second = campaign("b");
  const actionOf = async (url: string) => {
    const response = await request.get(url);
    const html = await response.text();
    return {
      cache: response.headers()["x-cache"],
      action:
        /<form[^>]*id="contact-form"[^>]*action="([^"]*)"/.exec(html)?.[1] ??
        /<form[^>]*action="([^"]*)"[^>]*id="contact-form"/.exec(html)?.[1],
    };
  };
  await expect.poll(async () => (await actionOf(first)).cache).toBe("hit");
  expect(await actionOf(first)).toEqual({ cache: "hit", action: first.replaceAll("&", "&amp;") });
  // Another campaign's URL gets the same copy, its form posting its own tags.
  expect(await actionOf(second)).toEqual({ cache: "hit", action: second.replaceAll("&", "&amp;") });
  const clicked = `/contact?gclid=${Date.now()}&fbclid=${Date.now()}`;
  expect(await actionOf(clicked)).toEqual({ cache: "hit", action: clicked.replaceAll("&", "&amp;") });
});

test("a lead sent without script from a cached copy stores that URL's own tags and click id", async ({
  page,
  request,
}) => {
  // Someone else's campaign is cached first.
  const other = `/contact?utm_source=autre&utm_campaign=autre-${Date.now()}&gclid=autre`;
  await expect.poll(async () => (await request.get(other)).headers()["x-cache"]).toBe("hit");
  const email = uniqueEmail("nojs-cached-attribution");
  const own = `/contact?utm_source=infolettre&utm_campaign=cache-${Date.now()}&gclid=Cj0-own`;
  const response = await page.goto(own);
  expect(response?.headers()["x-cache"]).toBe("hit");
  await sendContactForm(page, { name: "Julie Cache", email });
  expect(await findLead(email)).toMatchObject({
    utmSource: "infolettre",
    utmCampaign: expect.stringMatching(/^cache-/),
    gclid: "Cj0-own",
  });
});
