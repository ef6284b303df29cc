import { expect, test } from "@playwright/test";
import { shippedFacts as site } from "../shipped-facts";
import { languages, localizePath } from "~/utils/locale";
import { signIn } from "./fixtures";
import { locale } from "./locales";

const sectionIds = ["publisher", "hosting", "privacy", "terms", "cookies"] as const;

for (const language of languages) {
  const legal = locale(language, "legal");
  const path = localizePath("/mentions-legales", language);

  test(`${language}: five titled sections with the publisher, host, privacy and cookie details, each reachable from the table of contents`, async ({
    page,
  }) => {
    await page.goto(path);
    await test.step("publisher, host, privacy and cookie details", async () => {
      const publisher = page.locator("#publisher");
      await expect(publisher).toContainText(site.address.street);
      await expect(publisher.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);

      const hosting = page.locator("#hosting");
      await expect(hosting).toContainText("Fly.io, Inc.");
      await expect(hosting).toContainText("Chicago");
      await expect(hosting).toContainText(legal.hosting.dataLocation);
      await expect(hosting).toContainText("yul");

      const privacy = page.locator("#privacy");
      for (const form of ["contact", "audit", "chatbot"]) {
        await expect(privacy).toContainText(legal.privacy.collected[form]);
      }
      for (const topic of ["collected", "purposes", "retention", "sharing", "rights", "officer"]) {
        await expect(privacy.getByRole("heading", { level: 3, name: legal.privacy[topic].title })).toBeVisible();
      }
      // The retention period, from LEAD_RETENTION_MONTHS (default 24), as the retention job applies it.
      await expect(privacy).toContainText(legal.privacy.retention.text_other.replace("{{count}}", "24"));
      await expect(privacy.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);

      const cookies = page.locator("#cookies");
      await expect(cookies).toContainText(legal.cookies.intro);
      const table = cookies.getByRole("table", { name: legal.cookies.caption });
      await expect(table.getByRole("row")).toHaveCount(5);
      for (const id of ["session", "language", "consent", "toast"]) {
        await expect(table).toContainText(legal.cookies.items[id].purpose);
      }
      // Which other hosts load, and when (docs/decisions/046).
      await expect(cookies.getByRole("heading", { level: 3, name: legal.cookies.thirdParties.title })).toBeVisible();
      await expect(cookies.getByTestId("third-parties").getByRole("listitem")).toHaveText(
        ["map", "calendar", "video", "recaptcha", "analytics"].map((service) => legal.cookies.thirdParties[service]),
      );
    });
    await test.step("five titled sections, each reachable from the table of contents", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
      await expect(page.locator("main section[id]")).toHaveCount(sectionIds.length);
      const toc = page.getByRole("navigation", { name: legal.toc });
      await expect(toc.getByRole("link")).toHaveCount(sectionIds.length);
      for (const id of sectionIds) {
        const section = page.getByRole("region", { name: legal[id].title, exact: true });
        await expect(section).toHaveAttribute("id", id);
        await expect(section.getByRole("heading", { level: 2 })).toHaveText(legal[id].title);
        await expect(toc.getByRole("link", { name: legal[id].title, exact: true })).toHaveAttribute("href", `#${id}`);
      }

      await toc.getByRole("link", { name: legal.cookies.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#cookies$`));
      await expect(page.locator("#cookies h2")).toBeInViewport();
    });
  });
}

test("every cookie the site sets is listed in the cookie table", async ({ page, context }) => {
  await signIn(context);
  await page.goto("/");
  await page
    .getByTestId("cookie-banner")
    .getByRole("button", { name: locale("fr", "common").cookieBanner.accept })
    .click();
  await page.getByTestId("language-toggle").click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto("/en/legal");
  const listed = await page.locator("#cookies tbody th").allTextContents();
  const names = (await context.cookies()).map((cookie) => cookie.name);
  expect(names.length).toBeGreaterThanOrEqual(3);
  for (const name of names) expect(listed).toContain(name);
});

test("the cookie banner's link leads to the legal notice", async ({ page }) => {
  await page.goto("/en/blog");
  await page
    .getByTestId("cookie-banner")
    .getByRole("link", { name: locale("en", "common").cookieBanner.policyLink })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale("en", "legal").title);
  await expect(page.locator("#cookies")).toBeAttached();
});
