import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { linkIn } from "../mail-server";
import { baseURL } from "../../playwright.config";
import { locale } from "./locales";
import { waitForMail } from "./mail";
import { expectPasswordErrorsListed } from "./password-errors";

// Accounts without JavaScript: every form posts natively, errors and toasts come back
// rendered by the server, the callback moves on by itself (meta refresh).
const fr = { auth: locale("fr", "auth"), common: locale("fr", "common") };
const en = { auth: locale("en", "auth"), common: locale("en", "common") };
// Each test walks a whole account flow (a dozen pages and a 3 s wait): on a busy machine,
// more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const PASSWORD = "Hello-Vitrine-2026";

async function logIn(page: Page, texts: typeof en, email: string, password: string) {
  await page.getByLabel(texts.auth.login.email, { exact: true }).fill(email);
  await page.getByLabel(texts.auth.login.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: texts.auth.login.submit }).click();
}

test("English: sign up, confirm from the e-mail, log in, sign out", async ({ page }) => {
  const email = `new-${randomUUID()}@example.com`;
  await page.goto("/en/signup");
  await page.getByLabel(en.auth.signup.email, { exact: true }).fill(email);
  await page.getByLabel(en.auth.signup.password, { exact: true }).fill("short1");
  await page.getByRole("button", { name: en.auth.signup.submit }).click();
  // The server's answer: the rule's errors under the field, the address kept.
  await expect(page).toHaveURL(`${baseURL}/en/signup`);
  await expect(page.getByText(en.auth.errors.passwordTooShort)).toBeVisible();
  await expect(page.getByText(en.auth.errors.passwordNeedsUppercase)).toBeVisible();
  await expect(page.getByLabel(en.auth.signup.email, { exact: true })).toHaveValue(email);

  await page.getByLabel(en.auth.signup.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: en.auth.signup.submit }).click();
  await expect(page).toHaveURL(`${baseURL}/en/login`);
  await expect(page.getByTestId("toast")).toContainText(en.auth.signup.success.title);

  const mail = await waitForMail(email);
  expect(mail.subject).toBe(en.auth.mail.confirmation.subject);
  const link = linkIn(mail.text);
  expect(link).toMatch(new RegExp(`^${baseURL}/en/auth/callback\\?token=`));

  const followedAt = Date.now();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.auth.callback.confirmed.title);
  await expect(page.getByText(en.auth.callback.confirmed.text)).toBeVisible();
  await expect(page.getByTestId("toast")).toContainText(en.auth.callback.toast.title);
  await expect(page).toHaveURL(`${baseURL}/en/login`, { timeout: 8_000 });
  expect(Date.now() - followedAt).toBeGreaterThanOrEqual(3_000);

  await logIn(page, en, email, "Wrong-password-1");
  await expect(page.getByTestId("toast")).toContainText(en.auth.login.error.title);
  await expect(page.getByTestId("toast")).toContainText(en.auth.login.error.invalid);
  await expect(page.getByLabel(en.auth.login.email, { exact: true })).toHaveValue(email);

  await logIn(page, en, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/en/dashboard`);
  await expect(page.getByTestId("toast")).toContainText(en.auth.login.success.title);

  await page.getByText(en.common.header.account).click();
  await page.getByRole("button", { name: en.common.header.signOut }).click();
  await expect(page).toHaveURL(`${baseURL}/en`);
  await page.goto("/en/dashboard");
  await expect(page).toHaveURL(`${baseURL}/en/login?redirectTo=%2Fen%2Fdashboard`);
});

test("French: an expired link offers a new e-mail whose link works; log-in never leaves the site", async ({ page }) => {
  const { prisma } = await import("~/platform/db.server");
  const { hashPassword } = await import("~/accounts/password.server");
  const { createEmailConfirmation } = await import("~/accounts/email-confirmation.server");
  const email = `expire-${randomUUID()}@example.com`;
  const user = await prisma.user.create({
    data: { email, passwordHash: await hashPassword(PASSWORD), role: "client" },
  });
  const expired = await createEmailConfirmation(user.id, new Date(Date.now() - 25 * 60 * 60 * 1000));

  await page.goto(`/auth/callback?token=${expired}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.auth.callback.expired.title);
  const address = page.getByLabel(fr.auth.resend.email, { exact: true });
  await expect(address).toHaveValue(email);
  await page.getByRole("button", { name: fr.auth.resend.submit }).click();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByTestId("toast")).toContainText(fr.auth.resend.sent.title);

  const mail = await waitForMail(email);
  expect(mail.subject).toBe(fr.auth.mail.confirmation.subject);
  await page.goto(linkIn(mail.text));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.auth.callback.confirmed.title);
  await page.getByRole("link", { name: fr.auth.callback.continue }).click();
  await expect(page).toHaveURL(`${baseURL}/login`);

  await page.goto("/login?redirectTo=https://elsewhere.example");
  await logIn(page, fr, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
});

test("sign-up: several password errors are listed, one item each, as the field's description", async ({ page }) => {
  await expectPasswordErrorsListed(page, "fr");
});
