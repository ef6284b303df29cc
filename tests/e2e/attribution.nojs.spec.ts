import { expect, test } from "@playwright/test";
import { findLead, sendContactForm, uniqueEmail } from "./fixtures";
import { locale } from "./locales";

// Attribution without JavaScript: a visitor lands on the form's URL with campaign tags and
// a click id; the native form posts to its page's URL, query included, and the action
// stores what that URL carries. The page cache keys such pages by their whole query, so
// the tags in a cached page are those of the URL asked for, and click ids (one per ad
// click) are never cached.

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

test("the page cache never gives one visitor's tags to another, and pages with click ids are not cached", async ({
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
  await actionOf(first);
  expect(await actionOf(first)).toEqual({ cache: "hit", action: first.replaceAll("&", "&amp;") });
  // Another campaign's URL is its own page: its form posts its own tags.
  expect((await actionOf(second)).action).toBe(second.replaceAll("&", "&amp;"));
  const clicked = `/contact?gclid=${Date.now()}`;
  await actionOf(clicked);
  expect(await actionOf(clicked)).toEqual({ cache: undefined, action: clicked });
});
