import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { languages, localizePath } from "~/utils/locale";
import { expectNoticeInPlace, gotoHydrated } from "./fixtures";
import { locale } from "./locales";

const steps = ["discovery", "strategy", "execution", "optimization"];
const differentiators = ["transparency", "deadlines", "dashboards"];
const services = [
  ["websites", "/services/creation-sites-web"],
  ["seo", "/services/seo"],
  ["ads", "/services/publicite-google-meta"],
  ["content", "/services/creation-de-contenu"],
] as const;

for (const language of languages) {
  const home = locale(language, "home");
  const common = locale(language, "common");
  const lp = (path: string) => localizePath(path, language);

  // One visit checks every section (a fresh page costs more than the checks); the steps
  // that click come last.
  test(`home in ${language}: hero, process, differentiators, services, lead magnet, booking, toast and LocalBusiness data`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, lp("/"));

    await test.step("the hero has its title, intro, quote and WhatsApp buttons and its illustration", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.title);
      await expect(page.getByText(home.intro)).toBeVisible();
      await expect(page.getByRole("link", { name: home.hero.quote })).toHaveAttribute("href", lp("/contact"));
      await expect(page.getByRole("button", { name: home.hero.whatsapp })).toBeVisible();
      const illustration = page.getByRole("img", { name: home.hero.imageAlt });
      await expect(illustration).toHaveAttribute("loading", "eager");
      await expect(illustration).toHaveAttribute("fetchpriority", "high");
      expect(await illustration.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    });

    await test.step("the four-step process, in order, with numbers", async () => {
      const section = page.getByRole("region", { name: home.process.title });
      const items = section.getByTestId("process-steps").getByRole("listitem");
      await expect(items).toHaveCount(4);
      for (const [index, step] of steps.entries()) {
        const item = items.nth(index);
        await expect(item).toContainText(`0${index + 1}`);
        await expect(item.getByRole("heading", { level: 3 })).toHaveText(home.process.steps[step].title);
        await expect(item).toContainText(home.process.steps[step].text);
      }
    });

    await test.step("the three differentiators", async () => {
      const section = page.getByRole("region", { name: home.differentiators.title });
      await expect(section.getByRole("listitem")).toHaveCount(3);
      for (const key of differentiators) {
        const item = home.differentiators.items[key];
        await expect(section.getByRole("heading", { level: 3, name: item.title })).toBeVisible();
        await expect(section.getByText(item.text)).toBeVisible();
      }
    });

    await test.step("the services teaser links to the four service pages and to the overview", async () => {
      const section = page.getByRole("region", { name: home.services.title });
      await expect(section.getByTestId("service-cards").getByRole("listitem")).toHaveCount(4);
      for (const [key, path] of services) {
        await expect(section.getByRole("link", { name: common.services[key], exact: true })).toHaveAttribute(
          "href",
          lp(path),
        );
        await expect(section.getByText(home.services.items[key])).toBeVisible();
      }
      await expect(section.getByRole("link", { name: home.services.all })).toHaveAttribute("href", lp("/services"));
    });

    await test.step("the lead magnet offers the 48-hour audit through the contact page", async () => {
      const section = page.getByRole("region", { name: home.leadMagnet.title });
      await expect(section).toContainText("48");
      for (const point of Object.values(home.leadMagnet.points) as string[]) {
        await expect(section.getByText(point)).toBeVisible();
      }
      await expect(section.getByRole("link", { name: home.leadMagnet.cta })).toHaveAttribute("href", lp("/contact"));
    });

    await test.step("the page describes the agency as a local business for search engines", async () => {
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
      const business = scripts.map((text) => JSON.parse(text)).find((item) => item["@type"] === "LocalBusiness");
      expect(business).toMatchObject({
        name: "Vitrine",
        description: home.meta.description,
        url: `${baseURL}${lp("/")}`,
        address: { addressLocality: "Québec" },
        geo: { "@type": "GeoCoordinates" },
      });
      // schema.org defines no inLanguage for a LocalBusiness.
      expect(business).not.toHaveProperty("inLanguage");
    });

    await test.step("the WhatsApp button shows the work-in-progress toast in place", async () => {
      await expectNoticeInPlace(page, page.getByRole("button", { name: home.hero.whatsapp }), [
        common.toast.wip.title,
        common.toast.wip.description,
      ]);
    });

    await test.step("the booking section offers the free 30-minute call on the appointment page", async () => {
      const section = page.getByRole("region", { name: home.booking.title });
      await expect(section).toContainText("30");
      for (const detail of Object.values(home.booking.details) as string[]) {
        await expect(section.getByText(detail)).toBeVisible();
      }
      const link = section.getByRole("link", { name: home.booking.cta });
      await expect(link).toHaveAttribute("href", lp("/rendez-vous"));
      await link.click();
      await expect(page).toHaveURL(`${baseURL}${lp("/rendez-vous")}`);
    });
  });
}
