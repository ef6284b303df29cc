import { randomUUID } from "node:crypto";
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { locale } from "./locales";

/**
 * Signs a browser context in as a new user by creating the user and a session row with
 * the app's own models (same database and secret as the server), and setting the
 * session cookie the server would have set. With `password`, the account has that one.
 */
export async function signIn(
  context: BrowserContext,
  { role = "client", password }: { role?: "client" | "staff"; password?: string } = {},
) {
  const { prisma } = await import("~/platform/db.server");
  const { startSession } = await import("~/accounts/session.server");
  const { hashPassword } = await import("~/accounts/password.server");
  const user = await prisma.user.create({
    data: {
      email: `client-${randomUUID()}@example.com`,
      passwordHash: password ? await hashPassword(password) : "not-used-by-these-tests",
      role,
      emailVerifiedAt: new Date(),
    },
  });
  const setCookie = await startSession(new Request(baseURL), user.id);
  const [pair] = setCookie.split(";");
  const [name, ...value] = (pair ?? "").split("=");
  await context.addCookies([{ name: name ?? "", value: value.join("="), url: baseURL }]);
  return user;
}

/**
 * Adds a post to the e2e database for one test (slug and title are unique); delete it
 * with deletePosts when the test ends, so pages listing posts are left as seeded.
 */
export async function createPost(data: {
  lang: "fr" | "en";
  content: string;
  readTime?: number | null;
  imageUrl?: string | null;
  publishedAt?: Date;
}) {
  const { prisma } = await import("~/platform/db.server");
  const id = randomUUID();
  return prisma.post.create({
    data: {
      slug: `e2e-${id}`,
      translationKey: null,
      title: `E2E ${id}`,
      excerpt: `Excerpt of ${id}`,
      publishedAt: new Date("2026-03-14T12:00:00Z"),
      ...data,
    },
  });
}

export async function deletePosts(posts: Array<{ id: string }>) {
  const { prisma } = await import("~/platform/db.server");
  await prisma.post.deleteMany({ where: { id: { in: posts.map((post) => post.id) } } });
}

/**
 * A client account with one project in progress, for the staff's client screens; delete it
 * with deleteClient when the test ends, so the clients list is left as it was.
 */
export async function createClientWithProject() {
  const { prisma } = await import("~/platform/db.server");
  return prisma.user.create({
    data: {
      email: `client-${randomUUID()}@example.com`,
      passwordHash: "not-used-by-these-tests",
      emailVerifiedAt: new Date(),
      projects: { create: { name: "Refonte", status: "in_progress", progress: 40, deadline: new Date("2027-01-15") } },
    },
    include: { projects: true },
  });
}

export async function deleteClient(client: { id: string }) {
  const { prisma } = await import("~/platform/db.server");
  await prisma.user.delete({ where: { id: client.id } });
}

/**
 * Unanswered questions for the staff's list (/admin/questions) at their longest: a
 * 200-character question asked three times in both languages, with a long unbroken word,
 * and one answered since. Each run's own (a tag in the text): delete them with deleteQuestions.
 */
export async function createUnansweredQuestions() {
  const { prisma } = await import("~/platform/db.server");
  const { normalizeQuestion } = await import("~/search/question-text");
  const tag = randomUUID().slice(0, 8);
  const long = `Est-ce que vous pouvez refaire le site transactionnel de notre quincaillerie ${tag} avec la prise de rendez-vous et www.quincaillerie-beauchemin-saint-jean-sur-richelieu.ca dans la même semaine que la migration`;
  const now = Date.now();
  const row = (text: string, language: string, minutesAgo: number, answered = false) => ({
    text,
    normalized: normalizeQuestion(text),
    language,
    source: "assistant",
    answered,
    createdAt: new Date(now - minutesAgo * 60_000),
  });
  const rows = [
    row(long.slice(0, 200), "fr", 30),
    row(long.slice(0, 200), "en", 20),
    row(long.slice(0, 200), "fr", 10),
    row(`Faites-vous des applications mobiles ${tag} ?`, "fr", 50),
    row(`Faites-vous des applications mobiles ${tag} ?`, "fr", 5, true),
  ];
  await prisma.searchQuestion.createMany({ data: rows });
  return tag;
}

export async function deleteQuestions(tag: string) {
  const { prisma } = await import("~/platform/db.server");
  await prisma.searchQuestion.deleteMany({ where: { text: { contains: tag } } });
}

export async function countSessions(userId: string) {
  const { prisma } = await import("~/platform/db.server");
  return prisma.session.count({ where: { userId } });
}

/**
 * Opens a page and waits until React has hydrated it (root.tsx marks <html>): before that,
 * an enhanced button still posts its form the no-JavaScript way.
 */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Clicks a work-in-progress control and checks that its toast shows in place, with
 * JavaScript: one toast with these texts, the same URL, and nothing posted.
 */
export async function expectNoticeInPlace(page: Page, control: Locator, texts: string[]) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const url = page.url();
  await control.click();
  const toast = page.getByTestId("toast");
  await expect(toast).toHaveCount(1);
  for (const text of texts) await expect(toast).toContainText(text);
  expect(page.url()).toBe(url);
  expect(posts).toEqual([]);
}

/** Which questions of the page's FAQ accordion are open, in order. */
export function faqOpenStates(page: Page) {
  return page
    .getByTestId("faq")
    .locator("details")
    .evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open));
}

/** The lead stored with this e-mail (each test sends its own), or null. */
export async function findLead(email: string) {
  const { prisma } = await import("~/platform/db.server");
  return prisma.lead.findFirst({ where: { email } });
}

/** An e-mail address no other test uses, so a test finds its own lead. */
export function uniqueEmail(name: string) {
  return `${name}-${randomUUID().slice(0, 8)}@example.com`;
}

/** Fills the French contact form of the page (required fields only) and sends it; it lands on the thank-you page. */
export async function sendContactForm(page: Page, { name, email }: { name: string; email: string }) {
  const contact = locale("fr", "contact");
  const form = page.getByRole("form", { name: contact.form.title });
  await form.getByLabel(contact.form.name.label).fill(name);
  await form.getByLabel(contact.form.email.label).fill(email);
  await form.getByLabel(contact.form.consent).check();
  await form.getByRole("button", { name: contact.form.submit }).click();
  await expect(page).toHaveURL("/thank-you");
}
