import { expect, type BrowserContext, type Page } from "@playwright/test";
import { localizePath, type Language } from "~/utils/locale";
import { linkIn } from "../mail-server";
import { baseURL } from "../../playwright.config";
import { gotoHydrated, signIn, uniqueEmail } from "./fixtures";
import { locale } from "./locales";
import { waitForMail } from "./mail";

// The account flows of docs/decisions/029, walked by account.spec.ts (with JavaScript) and
// account.nojs.spec.ts (without): the same steps and checks, native posts or enhanced.

type Flow = { page: Page; context: BrowserContext; language: Language; javaScript: boolean };

const PASSWORD = "Choisi-par-moi-2026";

function textsOf(language: Language) {
  return { auth: locale(language, "auth"), admin: locale(language, "admin"), common: locale(language, "common") };
}

/** Opens a page; with JavaScript, waits for hydration so that forms post the enhanced way. */
async function open(flow: Flow, url: string) {
  if (flow.javaScript) await gotoHydrated(flow.page, url);
  else await flow.page.goto(url);
}

/** Chooses a password on the page of an e-mailed link: first one the rule refuses, then a good one. */
async function choosePassword(flow: Flow, link: string) {
  const { page } = flow;
  const texts = textsOf(flow.language);
  await open(flow, link);
  const field = page.getByLabel(texts.auth.choose.password, { exact: true });
  await field.fill("faible");
  await page.getByRole("button", { name: texts.auth.choose.submit }).click();
  await expect(page.getByText(texts.auth.errors.passwordTooShort)).toBeVisible();
  await field.fill(PASSWORD);
  await page.getByRole("button", { name: texts.auth.choose.submit }).click();
  await expect(page).toHaveURL(`${baseURL}${localizePath("/dashboard", flow.language)}`);
  await expect(page.getByTestId("toast")).toContainText(texts.auth.choose.success.title);
}

/**
 * Staff invite a client from the clients list and give them a project; the client opens the
 * e-mail's link, chooses a password and lands signed in on a dashboard that shows the project.
 */
export async function inviteAndActivate(flow: Flow) {
  const { page, context, language } = flow;
  const texts = textsOf(language);
  const email = uniqueEmail("invited");
  await signIn(context, { role: "staff" });
  await open(flow, localizePath("/admin/clients", language));
  await page.getByRole("link", { name: texts.admin.clients.invite }).click();
  await expect(page).toHaveURL(`${baseURL}${localizePath("/admin/clients/invite", language)}`);
  if (flow.javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel(texts.admin.invite.email, { exact: true }).fill(email);
  await page.getByLabel(texts.admin.invite.language).selectOption(language);
  await page.getByRole("button", { name: texts.admin.invite.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(texts.admin.invite.invited.title);

  // Before the client comes, staff give them a project, from the clients list.
  const project = `Projet ${email.slice(0, 16)}`;
  await open(flow, `${localizePath("/admin/clients", language)}?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: email }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(email);
  const projectForm = page.getByTestId("new-project");
  await projectForm.getByLabel(texts.admin.clients.projects.fields.name).fill(project);
  await projectForm.getByLabel(texts.admin.clients.projects.fields.progress).fill("40");
  await projectForm.getByRole("button", { name: texts.admin.clients.projects.create }).click();
  await expect(page.getByTestId("client-projects").getByRole("row").filter({ hasText: project })).toBeVisible();

  const mail = await waitForMail(email);
  expect(mail.subject).toBe(texts.auth.mail.invitation.subject);
  const link = linkIn(mail.text);
  expect(link).toMatch(new RegExp(`^${baseURL}${localizePath("/nouveau-mot-de-passe", language)}\\?token=`));

  // The client's own browser.
  await context.clearCookies();
  await choosePassword(flow, link);
  // Signed in on the dashboard, the client sees the project staff made, counted as active.
  await expect(page.getByTestId("projects-table").getByRole("rowheader", { name: project })).toBeVisible();
  const activeCard = page
    .getByTestId("stat-card")
    .filter({ hasText: locale(language, "dashboard").stats.activeProjects });
  await expect(activeCard.locator("p").first()).toHaveText("1");
  // The link worked once.
  await open(flow, link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.auth.choose.invalid.title);
}

/** A client forgets the password: the link on /login, the e-mail, a new password, signed in; the old one is gone. */
export async function resetForgottenPassword(flow: Flow) {
  const { page, context, language } = flow;
  const texts = textsOf(language);
  const user = await signIn(context, { password: "Ancien-mot-2025" });
  await context.clearCookies();
  await open(flow, localizePath("/login", language));
  await page.getByRole("link", { name: texts.auth.login.forgotLink }).click();
  await expect(page).toHaveURL(`${baseURL}${localizePath("/mot-de-passe-oublie", language)}`);
  if (flow.javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel(texts.auth.forgot.email, { exact: true }).fill(user.email);
  await page.getByRole("button", { name: texts.auth.forgot.submit }).click();
  await expect(page).toHaveURL(`${baseURL}${localizePath("/login", language)}`);
  await expect(page.getByTestId("toast")).toContainText(texts.auth.forgot.sent.title);

  const mail = await waitForMail(user.email);
  expect(mail.subject).toBe(texts.auth.mail.passwordReset.subject);
  await choosePassword(flow, linkIn(mail.text));

  // Signed out, the new password logs in.
  await context.clearCookies();
  await open(flow, localizePath("/login", language));
  await page.getByLabel(texts.auth.login.email, { exact: true }).fill(user.email);
  await page.getByLabel(texts.auth.login.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: texts.auth.login.submit }).click();
  await expect(page).toHaveURL(`${baseURL}${localizePath("/dashboard", language)}`);
}

/** A signed-in client changes the password (the current one checked), then deletes the account. */
export async function changePasswordThenDeleteAccount(flow: Flow) {
  const { page, context, language } = flow;
  const texts = textsOf(language);
  const user = await signIn(context, { password: "Ancien-mot-2025" });
  await open(flow, localizePath("/dashboard", language));
  // The account page is in the "My account" menu (and the mobile menu).
  await expect(page.locator(`a[href="${localizePath("/compte", language)}"]`).first()).toBeAttached();
  await open(flow, localizePath("/compte", language));
  const current = page.getByLabel(texts.auth.account.password.current, { exact: true });
  const next = page.getByLabel(texts.auth.account.password.new, { exact: true });
  await current.fill("Pas-le-bon-1");
  await next.fill(PASSWORD);
  await page.getByRole("button", { name: texts.auth.account.password.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(texts.auth.account.password.error.wrongCurrent);
  // The server never sends a password back (with JavaScript, the field keeps what was typed).
  if (!flow.javaScript) await expect(current).toHaveValue("");

  await current.fill("Ancien-mot-2025");
  await next.fill(PASSWORD);
  await page.getByRole("button", { name: texts.auth.account.password.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(texts.auth.account.password.success.title);
  await expect(page).toHaveURL(`${baseURL}${localizePath("/compte", language)}`);

  await page.getByRole("link", { name: texts.auth.account.delete.link }).click();
  await expect(page).toHaveURL(`${baseURL}${localizePath("/compte/supprimer", language)}`);
  await page.getByRole("button", { name: texts.auth.accountDelete.confirm }).click();
  await expect(page).toHaveURL(`${baseURL}${localizePath("/", language)}`);
  await expect(page.getByTestId("toast")).toContainText(texts.auth.accountDelete.done.title);
  await expect(page.getByRole("link", { name: texts.common.header.login }).first()).toBeAttached();

  const { prisma } = await import("~/platform/db.server");
  expect(await prisma.user.count({ where: { id: user.id } })).toBe(0);
}
