import { expect, test, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath } from "~/utils/locale";
import { snippetTitle } from "~/utils/snippet";
import { expectBreadcrumbs } from "./breadcrumbs";
import { locale } from "./locales";

const services = [
  ["websites", "creation-sites-web"],
  ["seo", "seo"],
  ["ads", "publicite-google-meta"],
  ["content", "creation-de-contenu"],
] as const;

type Text = { title: string; text: string };
type Faq = { question: string; answer: string };

async function jsonLdOf(page: Page) {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- schema.org objects of any shape
  return scripts.map((text) => JSON.parse(text) as Record<string, any>);
}

/** The page's quote buttons (under the title, then in the closing band), all to the contact page. */
async function expectQuoteLinks(page: Page, labels: string[], href: string) {
  const main = page.getByRole("main");
  const names = labels.map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  const quotes = main.getByRole("link", { name: new RegExp(`^(${names})$`) });
  await expect(quotes).toHaveCount(2);
  for (const quote of await quotes.all()) await expect(quote).toHaveAttribute("href", href);
}

function fill(template: string, values: Record<string, string>) {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

for (const language of languages) {
  const texts = locale(language, "services");
  const details = locale(language, "service-details");
  const common = locale(language, "common");
  const lp = (path: string) => localizePath(path, language);

  test.describe(`services in ${language}`, () => {
    // One page for the whole walk (a fresh page costs more than the checks).
    test("the four service pages show their benefits, deliverables, FAQ, cities and structured data; the overview lists them", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const [key, slug] of services) {
        await test.step(`the ${key} page`, async () => {
          const item = { ...texts.items[key], ...details[key] };
          await page.goto(lp(`/services/${slug}`));
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.title);
          await expect(page.getByText(item.intro)).toBeVisible();
          await expectQuoteLinks(page, [texts.page.quote, texts.cta.button], lp("/contact"));

          const benefits = page.getByRole("region", { name: texts.page.benefitsTitle });
          await expect(benefits.getByRole("listitem")).toHaveCount(3);
          for (const benefit of item.benefits as Text[]) {
            await expect(benefits.getByRole("heading", { level: 3, name: benefit.title })).toBeVisible();
            await expect(benefits.getByText(benefit.text)).toBeVisible();
          }

          const deliverables = page.getByRole("region", { name: texts.page.deliverablesTitle });
          await expect(deliverables.getByRole("listitem")).toHaveCount(3);
          for (const deliverable of item.deliverables as Text[]) {
            await expect(deliverables.getByRole("heading", { level: 3, name: deliverable.title })).toBeVisible();
            await expect(deliverables.getByText(deliverable.text)).toBeVisible();
          }

          const faq = page.getByRole("region", { name: texts.page.faqTitle }).getByTestId("faq");
          await expect(faq.locator("details")).toHaveCount(2);
          for (const entry of item.faqs as Faq[]) {
            await expect(faq.getByText(entry.question)).toBeVisible();
            await expect(faq.getByText(entry.answer)).toBeHidden();
          }
          await faq.getByText(item.faqs[0].question).click();
          await expect(faq.getByText(item.faqs[0].answer)).toBeVisible();

          const cities = page.getByTestId("local-cities").getByRole("link");
          await expect(cities).toHaveCount(8);
          await expect(page.getByTestId("local-cities").getByRole("link", { name: "Trois Rivieres" })).toHaveAttribute(
            "href",
            lp(`/services/${slug}/trois-rivieres`),
          );

          await expect(
            page.getByRole("region", { name: texts.cta.title }).getByRole("link", { name: texts.cta.button }),
          ).toHaveAttribute("href", lp("/contact"));

          const jsonLd = await jsonLdOf(page);
          expect(jsonLd.find((entry) => entry["@type"] === "Service")).toMatchObject({
            name: item.title,
            description: item.meta.description,
            url: `${baseURL}${lp(`/services/${slug}`)}`,
            provider: { "@type": "LocalBusiness", "@id": `${baseURL}/#business` },
          });
          expect(jsonLd.find((entry) => entry["@type"] === "Service")).not.toHaveProperty("inLanguage");
          await expectBreadcrumbs(page, language, baseURL, [
            { name: "Vitrine", path: lp("/") },
            { name: common.nav.services, path: lp("/services") },
            { name: common.services[key], path: lp(`/services/${slug}`) },
          ]);
          const faqPage = jsonLd.find((entry) => entry["@type"] === "FAQPage");
          expect(faqPage?.mainEntity).toEqual(
            (item.faqs as Faq[]).map((entry) => ({
              "@type": "Question",
              name: entry.question,
              acceptedAnswer: { "@type": "Answer", text: entry.answer },
            })),
          );
        });
      }

      await test.step("the overview lists the four services with links to their pages, and asks for a quote", async () => {
        await page.goto(lp("/services"));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.title);
        const cards = page.getByTestId("service-cards").getByRole("listitem");
        await expect(cards).toHaveCount(4);
        for (const [index, [key, slug]] of services.entries()) {
          const card = cards.nth(index);
          await expect(card.getByRole("link", { name: common.services[key] })).toHaveAttribute(
            "href",
            lp(`/services/${slug}`),
          );
          await expect(card).toContainText(texts.items[key].intro);
        }
        const cta = page.getByRole("region", { name: texts.cta.title });
        await expect(cta.getByRole("link", { name: texts.cta.button })).toHaveAttribute("href", lp("/contact"));

        await cards.nth(1).click();
        await expect(page).toHaveURL(`${baseURL}${lp("/services/seo")}`);
      });
    });

    test("a local page is titled from its slugs, asks for a quote and serves its city; unknown ones are not found", async ({
      page,
    }) => {
      const names = { service: common.services.seo, city: "Trois Rivieres" };
      await page.goto(lp("/services/seo/trois-rivieres"));
      await expect(page).toHaveTitle(snippetTitle(fill(texts.local.meta.title, names)));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(texts.local.title, names));
      await expect(page.getByText(fill(texts.local.intro, names))).toBeVisible();
      await expectQuoteLinks(page, [texts.local.quote, texts.cta.button], lp("/contact"));
      await expect(page.getByRole("link", { name: texts.local.serviceLink })).toHaveAttribute(
        "href",
        lp("/services/seo"),
      );
      const why = page.getByRole("region", { name: texts.local.whyLocal.title });
      await expect(why.getByRole("listitem")).toHaveCount(3);
      await expect(why).toContainText(fill(texts.local.whyLocal.items.market.text, names));
      const benefits = page.getByRole("region", { name: fill(texts.local.benefitsTitle, names) });
      for (const benefit of details.seo.benefits as Text[]) {
        await expect(benefits.getByRole("heading", { level: 3, name: benefit.title })).toBeVisible();
      }

      const service = (await jsonLdOf(page)).find((entry) => entry["@type"] === "Service");
      expect(service).toMatchObject({
        name: names.service,
        url: `${baseURL}${lp("/services/seo/trois-rivieres")}`,
        areaServed: { "@type": "City", name: "Trois Rivieres" },
      });

      await test.step("its breadcrumb leads back to its service", async () => {
        const breadcrumbs = await expectBreadcrumbs(page, language, baseURL, [
          { name: "Vitrine", path: lp("/") },
          { name: common.nav.services, path: lp("/services") },
          { name: names.service, path: lp("/services/seo") },
          { name: names.city, path: lp("/services/seo/trois-rivieres") },
        ]);
        await breadcrumbs.getByRole("link", { name: names.service }).click();
        await expect(page).toHaveURL(`${baseURL}${lp("/services/seo")}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.items.seo.title);
      });

      for (const path of ["/services/inconnu/quebec", "/services/seo/---"]) {
        await test.step(`${lp(path)} is not found`, async () => {
          const response = await page.goto(lp(path));
          expect(response?.status()).toBe(404);
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(common.notFound.title);
        });
      }
    });
  });
}
