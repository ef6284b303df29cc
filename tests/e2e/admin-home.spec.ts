import { expect, test, type Page } from "@playwright/test";
import { localizePath, type Language } from "~/utils/locale";
import { baseURL } from "../../playwright.config";
import { gotoHydrated, signIn, uniqueEmail } from "./fixtures";
import { locale } from "./locales";

// The back office's home: staff who sign in land on /admin, whose counts link to the
// screens, and the account menu lists the back office's screens; nobody else sees any of it.

const PASSWORD = "Bureau-staff-2026";
const texts = (language: Language) => ({
  admin: locale(language, "admin"),
  auth: locale(language, "auth"),
  common: locale(language, "common"),
});
const screens = [
  ["overview", "/admin"],
  ["leads", "/admin/leads"],
  ["posts", "/admin/posts"],
  ["content", "/admin/content"],
  ["questions", "/admin/questions"],
  ["clients", "/admin/clients"],
  ["privacy", "/admin/privacy"],
  ["settings", "/admin/settings"],
] as const;

async function logIn(page: Page, language: Language, email: string) {
  const { auth } = texts(language);
  await gotoHydrated(page, localizePath("/login", language));
  await page.getByLabel(auth.login.email, { exact: true }).fill(email);
  await page.getByLabel(auth.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: auth.login.submit }).click();
}

for (const language of ["fr", "en"] as const) {
  test(`staff sign in to the overview, follow a count to its screen, and find every screen in My account (${language})`, async ({
    page,
    context,
  }) => {
    const { admin, common } = texts(language);
    // A new lead, so that the count of new leads is above zero.
    const email = uniqueEmail("accueil");
    const sent = await page.request.post(localizePath("/contact", language), {
      form: { name: "Noé Accueil", email, consent: "on", message: "Bonjour" },
      maxRedirects: 0,
    });
    expect(sent.status()).toBe(303);
    const staff = await signIn(context, { role: "staff", password: PASSWORD });
    await context.clearCookies();

    await logIn(page, language, staff.email);
    await expect(page).toHaveURL(`${baseURL}${localizePath("/admin", language)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(admin.overview.title);
    const nav = page.getByRole("navigation", { name: common.backOffice.label });
    await expect(nav.getByRole("link", { name: common.backOffice.overview })).toHaveAttribute("aria-current", "page");

    // Each count links to its screen, filtered where the screen's address can say so.
    const newLeads = page.getByTestId("overview-new-leads");
    await expect(newLeads).toHaveAttribute("href", `${localizePath("/admin/leads", language)}?status=new`);
    expect(Number((await newLeads.locator("span").first().textContent())?.replace("+", ""))).toBeGreaterThan(0);
    await expect(page.getByTestId("overview-drafts")).toHaveAttribute(
      "href",
      `${localizePath("/admin/posts", language)}?status=draft`,
    );
    await expect(page.getByTestId("overview-scheduled")).toHaveAttribute(
      "href",
      `${localizePath("/admin/posts", language)}?status=scheduled`,
    );
    // The new leads the member owns: the inbox's own filters (docs/decisions/045).
    await expect(page.getByTestId("overview-my-leads")).toHaveAttribute(
      "href",
      `${localizePath("/admin/leads", language)}?status=new&owner=mine`,
    );
    for (const id of ["overview-audits-due", "overview-audits-overdue"]) {
      await expect(page.getByTestId(id)).toHaveAttribute("href", `${localizePath("/admin/leads", language)}?sort=due`);
    }
    await expect(page.getByTestId("overview-invitations")).toHaveAttribute(
      "href",
      localizePath("/admin/clients", language),
    );

    await newLeads.click();
    await expect(page).toHaveURL(`${baseURL}${localizePath("/admin/leads", language)}?status=new`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(admin.title);
    await expect(page.getByLabel(admin.filters.status)).toHaveValue("new");
    await expect(page.getByTestId("lead-row").filter({ hasText: email })).toHaveCount(1);

    // My account: the client area's links, then the back office's screens.
    await page.getByText(common.header.account).click();
    const menu = page.getByRole("navigation", { name: common.header.account });
    const backOffice = menu.getByRole("group", { name: common.backOffice.label });
    for (const [key, path] of screens) {
      await expect(backOffice.getByRole("link", { name: common.backOffice[key], exact: true })).toHaveAttribute(
        "href",
        localizePath(path, language),
      );
    }
    await backOffice.getByRole("link", { name: common.backOffice.overview }).click();
    await expect(page).toHaveURL(`${baseURL}${localizePath("/admin", language)}`);
  });
}

test("clients and visitors get the not-found page at /admin, and My account offers them no back office", async ({
  page,
  context,
}) => {
  const { common } = texts("fr");
  for (const path of ["/admin", "/en/admin"]) expect((await page.goto(path))?.status()).toBe(404);
  await signIn(context);
  for (const path of ["/admin", "/en/admin"]) {
    expect((await page.goto(path))?.status()).toBe(404);
    await expect(page.getByTestId("admin-nav")).toHaveCount(0);
  }
  await gotoHydrated(page, "/services");
  await page.getByText(common.header.account).click();
  const menu = page.getByRole("navigation", { name: common.header.account });
  await expect(menu.getByRole("link", { name: common.header.dashboard })).toBeVisible();
  await expect(menu.getByRole("group", { name: common.backOffice.label })).toHaveCount(0);
  await expect(menu.locator('a[href^="/admin"]')).toHaveCount(0);
});
