import { randomUUID } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { linkIn } from "../mail-server";
import { baseURL } from "../../playwright.config";
import { countSessions, gotoHydrated } from "./fixtures";
import { locale } from "./locales";
import { waitForMail } from "./mail";
import { expectPasswordErrorsListed } from "./password-errors";

// Accounts with JavaScript: sign-up, the confirmation e-mail through a real SMTP server,
// the callback, log-in, the dashboard, sign-out and the protected-page redirects.
const fr = { auth: locale("fr", "auth"), dashboard: locale("fr", "dashboard"), common: locale("fr", "common") };
const en = { auth: locale("en", "auth"), dashboard: locale("en", "dashboard"), common: locale("en", "common") };
// Each test walks a whole account flow (a dozen pages and a 3 s wait): on a busy machine,
// more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

const PASSWORD = "Bonjour-Vitrine-2026";

async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

async function logIn(page: Page, texts: typeof fr, email: string, password: string) {
  await page.getByLabel(texts.auth.login.email, { exact: true }).fill(email);
  await page.getByLabel(texts.auth.login.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: texts.auth.login.submit }).click();
}

test("French: sign up, confirm from the e-mail, log in to the dashboard, sign out", async ({ page, context }) => {
  const email = `nouveau-${randomUUID()}@example.com`;
  await gotoHydrated(page, "/signup");
  await expect(page.getByText(fr.auth.signup.passwordHint)).toBeVisible();
  await page.getByLabel(fr.auth.signup.email, { exact: true }).fill(email);
  const password = page.getByLabel(fr.auth.signup.password, { exact: true });
  await password.fill("motdepasse");
  await page.getByRole("button", { name: fr.auth.signup.submit }).click();
  // The same rule as the server's, checked before anything is sent.
  await expect(page.getByText(fr.auth.errors.passwordNeedsUppercase)).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");

  // Submitting: the button is disabled with its loading label until the answer comes.
  // The hold exists before the request does: on a busy machine the route handler may run
  // after the button is already disabled and released.
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/signup\.data/, async (route) => {
    await answered;
    await route.continue();
  });
  await password.fill(PASSWORD);
  await page.getByRole("button", { name: fr.auth.signup.submit }).click();
  await expect(page.getByRole("button", { name: fr.auth.signup.submitting })).toBeDisabled();
  answer();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expectToast(page, fr.auth.signup.success.title, fr.auth.signup.success.description);

  const mail = await waitForMail(email);
  expect(mail.subject).toBe(fr.auth.mail.confirmation.subject);
  const link = linkIn(mail.text);
  expect(link).toMatch(new RegExp(`^${baseURL}/auth/callback\\?token=[\\w-]{43}$`));
  expect(mail.html).toContain(`<a href="${link}">`);

  // Not confirmed yet: the account cannot log in, and says why.
  await logIn(page, fr, email, PASSWORD);
  await expectToast(page, "Erreur de connexion", fr.auth.login.error.unconfirmed);

  // The link confirms, shows the spec's French toast and the outcome (not a verification
  // still in progress, nor a spinner), then /login after 3 s.
  const followedAt = Date.now();
  await page.goto(link);
  await expect(page).toHaveURL(`${baseURL}/auth/callback?confirmed=1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.auth.callback.confirmed.title);
  await expect(page.getByText(fr.auth.callback.confirmed.text)).toBeVisible();
  await expect(page.getByRole("link", { name: fr.auth.callback.continue })).toBeVisible();
  await expect(page.locator("main .animate-spin")).toHaveCount(0);
  await expectToast(page, fr.auth.callback.toast.title, fr.auth.callback.toast.description);
  await expect(page).toHaveURL(`${baseURL}/login`, { timeout: 8_000 });
  expect(Date.now() - followedAt).toBeGreaterThanOrEqual(3_000);

  await logIn(page, fr, email, "Mauvais-passe-1");
  await expectToast(page, "Erreur de connexion", fr.auth.login.error.invalid);
  await expect(page.getByLabel(fr.auth.login.email, { exact: true })).toHaveValue(email);
  await expect(page.getByRole("button", { name: fr.auth.login.submit })).toBeEnabled();

  // Logged in: the dashboard, in place of the login page in the history.
  const historyLength = await page.evaluate(() => history.length);
  await logIn(page, fr, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
  await expectToast(page, fr.auth.login.success.title);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.dashboard.title);
  const localPart = email.split("@")[0] ?? "";
  await expect(page.getByText(fr.dashboard.welcome.replace("{{name}}", localPart))).toBeVisible();
  const cards = page.getByTestId("stat-card");
  await expect(cards).toHaveCount(4);
  const noData = fr.dashboard.stats.noData;
  await expect(cards.nth(0)).toContainText(fr.dashboard.stats.activeProjects);
  await expect(cards.nth(0)).toContainText("0");
  await expect(cards.nth(0)).toContainText(fr.dashboard.stats.change.replace("{{change}}", "+0"));
  await expect(cards.nth(1)).toContainText(`${fr.dashboard.stats.roi}${fr.dashboard.stats.notAvailable}${noData}`);
  await expect(cards.nth(2)).toContainText(`${fr.dashboard.stats.tasksCompleted}0${noData}`);
  await expect(cards.nth(3)).toContainText(`${fr.dashboard.stats.goalsAchieved}0\u00a0%${noData}`);
  const table = page.getByTestId("projects-table");
  for (const column of ["name", "status", "progress", "deadline"]) {
    await expect(table.getByRole("columnheader", { name: fr.dashboard.projects[column] })).toBeVisible();
  }
  await expect(table).toContainText(fr.dashboard.projects.empty);
  // The signed-in pages are out of the accessibility walk (accessibility.spec.ts): checked here.
  const axe = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    // In the page itself, without the blank page the default mode opens (no frames here).
    .setLegacyMode()
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // The session cookie: httpOnly, lax, secure (production build), 30 days.
  const session = (await context.cookies()).find((cookie) => cookie.name === "vitrine_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
  expect((session?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(29.9 * 24 * 60 * 60 * 1000);

  const { prisma } = await import("~/platform/db.server");
  const user = await prisma.user.findUniqueOrThrow({ where: { email } });
  expect(await countSessions(user.id)).toBe(1);
  await page.getByText(fr.common.header.account).click();
  await page.getByRole("button", { name: fr.common.header.signOut }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("link", { name: fr.common.header.login })).toBeVisible();
  expect(await countSessions(user.id)).toBe(0);

  // Signed out, a protected page sends to the login page.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(`${baseURL}/login?redirectTo=%2Fdashboard`);
});

test("English: a protected page visited signed out comes back after log-in; never to another site", async ({
  page,
}) => {
  const { prisma } = await import("~/platform/db.server");
  const { hashPassword } = await import("~/accounts/password.server");
  const email = `client-${randomUUID()}@example.com`;
  await prisma.user.create({
    data: { email, passwordHash: await hashPassword(PASSWORD), role: "client", emailVerifiedAt: new Date() },
  });

  await gotoHydrated(page, "/en/media");
  await expect(page).toHaveURL(`${baseURL}/en/login?redirectTo=%2Fen%2Fmedia`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.auth.login.title);
  await logIn(page, en, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/en/media`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale("en", "media").title);

  await page.getByText(en.common.header.account).click();
  await page.getByRole("button", { name: en.common.header.signOut }).click();
  await expect(page).toHaveURL(`${baseURL}/en`);

  await gotoHydrated(page, "/en/login?redirectTo=https://elsewhere.example");
  await logIn(page, en, email, PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/en/dashboard`);
  await expect(page.getByText(en.dashboard.welcome.replace("{{name}}", email.split("@")[0] ?? ""))).toBeVisible();
});

test("sign-up: several password errors are listed, one item each, as the field's description", async ({ page }) => {
  await expectPasswordErrorsListed(page, "en");
});
