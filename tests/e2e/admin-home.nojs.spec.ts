import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { signIn } from "./fixtures";
import { locale } from "./locales";

// The back office's home without JavaScript: the log-in posts natively and lands on the
// overview, whose counts are plain links, and My account (a <details>) lists its screens.

const PASSWORD = "Bureau-staff-2026";
const fr = { admin: locale("fr", "admin"), auth: locale("fr", "auth"), common: locale("fr", "common") };

test("staff log in to the overview, open the drafts, and reach the overview from My account", async ({
  page,
  context,
}) => {
  const staff = await signIn(context, { role: "staff", password: PASSWORD });
  await context.clearCookies();
  await page.goto("/login");
  await page.getByLabel(fr.auth.login.email, { exact: true }).fill(staff.email);
  await page.getByLabel(fr.auth.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: fr.auth.login.submit }).click();
  await expect(page).toHaveURL(`${baseURL}/admin`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.admin.overview.title);

  await page.getByTestId("overview-drafts").click();
  await expect(page).toHaveURL(`${baseURL}/admin/posts?status=draft`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.admin.posts.title);

  await page.getByText(fr.common.header.account).click();
  const backOffice = page
    .getByRole("navigation", { name: fr.common.header.account })
    .getByRole("group", { name: fr.common.backOffice.label });
  await backOffice.getByRole("link", { name: fr.common.backOffice.overview }).click();
  await expect(page).toHaveURL(`${baseURL}/admin`);
});
