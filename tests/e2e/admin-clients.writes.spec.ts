import { randomUUID } from "node:crypto";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// Staff serve a client in the browser (docs/decisions/029): find the client, give them a project,
// change it, and the client sees it on the dashboard with the active-projects count; then
// delete it through the confirmation page. Once with JavaScript, once without (native posts).

const admin = locale("fr", "admin");
const common = locale("fr", "common");
const dashboard = locale("fr", "dashboard");
const projects = admin.clients.projects;

/** The client's own browser, signed in, with the same JavaScript setting as the staff's. */
async function clientBrowser(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const client = await signIn(context);
  return { context, client, page: await context.newPage() };
}

async function expectDashboard(page: Page, name: string | null, active: number) {
  await page.goto("/dashboard");
  const table = page.getByTestId("projects-table");
  if (name) await expect(table.getByRole("rowheader", { name })).toBeVisible();
  else await expect(table).toContainText(dashboard.projects.empty);
  const card = page.getByTestId("stat-card").filter({ hasText: dashboard.stats.activeProjects });
  await expect(card.locator("p").first()).toHaveText(String(active));
}

async function serveAClient(page: Page, context: BrowserContext, browser: Browser, javaScriptEnabled: boolean) {
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const client = await clientBrowser(browser, javaScriptEnabled);
  await signIn(context, { role: "staff" });

  // The list, from the back office's navigation, searched by part of the address.
  await page.goto("/admin/leads");
  await page.getByTestId("admin-nav").getByRole("link", { name: common.backOffice.clients }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(admin.clients.title);
  await page.getByRole("searchbox", { name: admin.clients.filters.search }).fill(client.client.email.slice(7, 20));
  await page.getByRole("button", { name: admin.filters.apply }).click();
  await expect(page.getByTestId("client-count")).toHaveText("1 client");
  await page.getByRole("link", { name: client.client.email }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(client.client.email);
  await expect(page.getByTestId("client-projects")).toContainText(projects.empty);

  // A refused project keeps what was typed, its errors on their fields.
  const form = page.getByTestId("new-project");
  const name = `Campagne ${randomUUID().slice(0, 8)}`;
  await form.getByLabel(projects.fields.progress).fill("150");
  // Leaving the field shows its error at once (with JavaScript): the button moves down before it is clicked.
  await form.getByLabel(projects.fields.progress).press("Tab");
  await form.getByRole("button", { name: projects.create }).click();
  await expect(form.getByText(projects.errors.nameRequired)).toBeVisible();
  await expect(form.getByText(projects.errors.progressInvalid)).toBeVisible();
  await expect(form.getByLabel(projects.fields.progress)).toHaveValue("150");

  await form.getByLabel(projects.fields.name).fill(name);
  await form.getByLabel(projects.fields.progress).fill("30");
  await form.getByLabel(projects.fields.deadline).fill("2027-03-31");
  await form.getByRole("button", { name: projects.create }).click();
  const row = page.getByTestId("client-projects").getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(projects.statuses.in_progress);
  await expect(row).toContainText("30 %");
  await expect(row).toContainText("31 mars 2027");
  await expectDashboard(client.page, name, 1);

  // Edited: finished, so no longer active.
  await row.getByRole("link", { name: projects.edit }).click();
  await expect(page.getByLabel(projects.fields.name)).toHaveValue(name);
  await page.getByLabel(projects.fields.status).selectOption(projects.statuses.completed);
  await page.getByLabel(projects.fields.progress).fill("100");
  await page.getByRole("button", { name: projects.save }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(client.client.email);
  await expect(row).toContainText(projects.statuses.completed);
  await expect(row).toContainText("100 %");
  await expectDashboard(client.page, name, 0);

  // Deleted through its confirmation page.
  await row.getByRole("link", { name: projects.delete }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(projects.deleteConfirm.title);
  await page.getByRole("button", { name: projects.deleteConfirm.confirm }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(client.client.email);
  await expect(page.getByTestId("client-projects")).toContainText(projects.empty);
  await expectDashboard(client.page, null, 0);

  await client.context.close();
  expect(pageErrors).toEqual([]);
}

test("staff find a client and create, edit and delete their project; the client's dashboard follows (JavaScript)", async ({
  page,
  context,
  browser,
}) => {
  await serveAClient(page, context, browser, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("staff find a client and create, edit and delete their project; the client's dashboard follows", async ({
    page,
    context,
    browser,
  }) => {
    await serveAClient(page, context, browser, false);
  });
});
