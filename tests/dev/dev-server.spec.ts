import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { localizedRoutes } from "~/config/routes";
import { locale } from "../e2e/locales";
import { startDevServer } from "./dev-server";

// README command 1 as a newcomer runs it (`npm run setup`, then `npm run dev`: the Express
// server with Vite's middleware) on its own port, database and Vite cache: first cold (no
// pre-bundled dependencies), then restarted warm. In Chromium, each start must run the
// product as the production build does: a visitor's chatbot quote reaches the staff's
// inbox, the contact form validates in the browser, staff type in the post editor and open
// every back-office screen. Nothing may fail on the way: no 5xx (Vite answers 504 for an
// outdated pre-bundled dependency), no page error, no console error or warning (React's
// StrictMode runs effects twice here, and a SyntaxError of an unbundled CommonJS package
// shows only in the console), and no dependency-optimizer message in the server's log (a
// dependency discovered late re-bundles and reloads the page).

const port = Number(process.env.DEV_E2E_PORT ?? 3300);
const origin = `http://localhost:${port}`;
const dataDir = path.resolve(`tests/.data/dev-${port}`);
// Under a node_modules folder, as Vite's default (node_modules/.vite): Vite treats the
// bundles there as packages and does not warn about their dynamic imports.
const cacheDir = path.join(dataDir, "node_modules/.vite");
const env = {
  ...process.env,
  NODE_ENV: "development" as const,
  PORT: String(port),
  DATABASE_URL: `file:${path.join(dataDir, "vitrine.db")}`,
  DEV_CACHE_DIR: cacheDir,
};
// The staff account a newcomer creates as the README says (npm run staff:create).
const staff = { email: "equipe@vitrine.example", password: "Equipe-Vitrine-2026" };

test.beforeAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  execFileSync("npm", ["run", "setup"], { env, stdio: "pipe" });
  execFileSync("npm", ["run", "staff:create", "--", staff.email, staff.password], { env, stdio: "pipe" });
});

test("npm run dev, cold then warm: the chatbot's quote reaches the inbox, forms validate, staff edit posts and open every back-office screen, nothing fails", async ({
  browser,
}) => {
  await test.step("cold start", async () => {
    const server = await startDevServer(env, origin);
    const found = { walk: [] as string[], modules: [] as string[] };
    try {
      found.walk = await walkTheProduct(browser, "cold", server.log);
      found.modules = await browserModuleProblems();
    } finally {
      await server.stop();
    }
    expect({ ...found, log: troubleIn(server.log()) }).toEqual({ walk: [], modules: [], log: [] });
  });

  await test.step("restart on the warm cache", async () => {
    const server = await startDevServer(env, origin);
    let walk: string[] = [];
    try {
      walk = await walkTheProduct(browser, "warm", server.log);
    } finally {
      await server.stop();
    }
    expect({ walk, log: troubleIn(server.log()) }).toEqual({ walk: [], log: [] });
  });
});

/** Lines of the server's log that report a problem (npm's notices about its own configuration aside). */
function troubleIn(log: string) {
  return log.split("\n").filter((line) => /\[vite\]|✘|error|warn/i.test(line) && !line.startsWith("npm warn"));
}

/** Watches a page for what must never happen: page errors, console errors and warnings, 5xx. */
function watchForProblems(page: Page, problems: string[]) {
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${page.url()}: console ${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
}

/**
 * A newcomer's walk through the product, as a visitor then as staff. Returns what went
 * wrong on the way: 5xx, page errors, console errors and warnings, and the first step
 * that failed.
 */
async function walkTheProduct(browser: Browser, run: "cold" | "warm", serverLog: () => string) {
  const problems: string[] = [];
  const visitor = await browser.newContext({ baseURL: origin });
  await visitor.addCookies([{ name: "cookie_consent", value: "true", url: origin }]);
  const staffContext = await browser.newContext({ baseURL: origin });
  const name = `Sophie Nadeau ${run}`;
  const page = await visitor.newPage();
  const staffPage = await staffContext.newPage();
  watchForProblems(page, problems);
  watchForProblems(staffPage, problems);
  // Each journey is tried even when one before it failed, so one run shows every problem.
  const journeys: Array<[string, () => Promise<void>]> = [
    ["chatbot quote", () => sendQuoteThroughChatbot(page, name)],
    ["site search and the assistant's answer", () => searchAndAsk(page)],
    ["contact form", () => validateContactForm(page)],
    ["sign-up mail in the log and the outbox", () => confirmSignUpFromOutbox(page, serverLog)],
    ["staff sign-in", () => signInAsStaff(staffPage)],
    ["lead in the inbox", () => openLeadInInbox(staffPage, name)],
    ["post editor", () => typeInPostEditor(staffPage)],
    ["back-office screens", () => openBackOfficeScreens(staffPage)],
    ["page cache", () => servePagesFromCache(browser, serverLog)],
  ];
  for (const [journey, walk] of journeys) {
    const started = Date.now();
    await walk().catch((error: unknown) =>
      problems.push(`${journey} failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    console.info(`${run}: ${journey} ${Date.now() - started} ms`);
  }
  await visitor.close();
  await staffContext.close();
  return problems;
}

/**
 * The development server takes the one way in of production (docs/decisions/037): an
 * anonymous page comes from the page cache once rendered, with its access-log line, and a
 * file saved in the project (Vite's watcher sees it) empties the cache. (A visitor without
 * cookies: the walk's visitor has signed up.)
 */
async function servePagesFromCache(browser: Browser, serverLog: () => string) {
  const anonymous = await browser.newContext({ baseURL: origin });
  const url = `/services/seo?utm_source=dev-${randomUUID()}`;
  const cacheOf = async () => (await anonymous.request.get(url)).headers()["x-cache"];
  await expect.poll(cacheOf, { timeout: 10_000 }).toBe("hit");
  expect(await cacheOf()).toBe("hit");
  const logged = serverLog()
    .split("\n")
    .filter((line) => line.startsWith(`GET ${url} 200`));
  expect(logged.length).toBeGreaterThanOrEqual(3);
  writeFileSync(path.join(dataDir, "saved.txt"), randomUUID());
  await expect.poll(cacheOf, { timeout: 10_000 }).toBeUndefined();
  await anonymous.close();
}

/** The first page of a cold start waits for Vite to pre-bundle the dependencies. */
async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 60_000 });
}

/** The chatbot's quote flow on the home page, answered with the fewest answers, up to its thanks. */
async function sendQuoteThroughChatbot(page: Page, name: string) {
  await gotoHydrated(page, "/");
  const common = locale("fr", "common");
  const chatbot = locale("fr", "chatbot");
  const launcher = page.getByTestId("floating-actions");
  await launcher.getByLabel(common.floating.open).click();
  await launcher.getByRole("link", { name: common.floating.assistant }).click();
  const panel = page.getByRole("dialog", { name: chatbot.title });
  const log = panel.getByRole("log");
  const lastMessage = log.getByRole("listitem").last();
  // The bot's delays are real: a few seconds each on a busy machine.
  const patiently = { timeout: 15_000 };
  await expect(log).toContainText(chatbot.bot.welcome, patiently);
  await panel.getByRole("button", { name: chatbot.options.quote }).click();
  const q = chatbot.bot.questions;
  const answer = async (question: string, text: string) => {
    await expect(lastMessage).toHaveText(question, patiently);
    await panel.getByLabel(chatbot.answer).fill(text);
    await page.keyboard.press("Enter");
  };
  const skip = async (question: string) => {
    await expect(lastMessage).toHaveText(question, patiently);
    await panel.getByRole("button", { name: chatbot.skip }).click();
  };
  const choose = async (question: string, label: string) => {
    await expect(lastMessage).toHaveText(question, patiently);
    await panel.getByRole("button", { name: label, exact: true }).click();
  };
  await answer(q.name, name);
  await answer(q.email, `sophie-${Date.now()}@example.com`);
  await skip(q.phone);
  await skip(q.company);
  await skip(q.website);
  await choose(q.services, common.services.seo);
  await choose(q.objective, chatbot.choices.objective.leads);
  await choose(q.messagePrompt, chatbot.choices.messagePrompt.no);
  await expect(log).toContainText(chatbot.bot.thanks.replace("{{name}}", name), patiently);
}

/** The header's instant search, then the same question to the assistant: both find the glossary's term. */
async function searchAndAsk(page: Page) {
  await gotoHydrated(page, "/");
  const common = locale("fr", "common");
  const search = locale("fr", "search");
  const chatbot = locale("fr", "chatbot");
  const patiently = { timeout: 15_000 };
  await page.getByRole("banner").getByRole("link", { name: common.header.search }).click();
  const dialog = page.getByRole("dialog", { name: search.dialog.title });
  await dialog.getByRole("searchbox", { name: search.label }).fill("roas");
  await expect(dialog.getByRole("list").getByRole("link").first()).toHaveAttribute(
    "href",
    "/glossaire#roas",
    patiently,
  );
  await page.keyboard.press("Escape");
  const launcher = page.getByTestId("floating-actions");
  await launcher.getByLabel(common.floating.open).click();
  await launcher.getByRole("link", { name: common.floating.assistant }).click();
  const panel = page.getByRole("dialog", { name: chatbot.title });
  await panel.getByRole("button", { name: chatbot.options.ask }).click();
  await panel.getByLabel(chatbot.question).fill("c'est quoi le roas");
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("log").locator('a[href="/glossaire#roas"]')).toBeVisible(patiently);
}

async function validateContactForm(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await gotoHydrated(page, "/contact");
  const contact = locale("fr", "contact");
  const email = page.getByRole("form", { name: contact.form.title }).getByLabel(contact.form.email.label);
  await email.fill("elise@");
  await email.blur();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(locale("fr", "lead-form").errors.email);
  expect(posts).toEqual([]);
}

/**
 * Development mail as a newcomer reads it (docs/decisions/033): a sign-up's confirmation
 * e-mail shows in the server's log (recipient, subject, its link decoded) and on the outbox
 * page, rendered, whose link confirms the account.
 */
async function confirmSignUpFromOutbox(page: Page, serverLog: () => string) {
  const en = { auth: locale("en", "auth"), outbox: locale("en", "dev-outbox") };
  expect(serverLog()).toContain(`Mail outbox: http://127.0.0.1:${port}/dev/outbox`);
  const email = `outbox-${randomUUID()}@example.com`;
  await gotoHydrated(page, "/en/signup");
  await page.getByLabel(en.auth.signup.email, { exact: true }).fill(email);
  await page.getByLabel(en.auth.signup.password, { exact: true }).fill("Hello-Vitrine-2026");
  await page.getByRole("button", { name: en.auth.signup.submit }).click();
  await expect(page).toHaveURL(`${origin}/en/login`);

  // The log: who, what, and the link whole on its own line.
  const linkLine = new RegExp(
    `^\\[mail\\] To: ${email}\n\\[mail\\] Subject: (.+)\n\\[mail\\] Link: (${origin}/en/auth/callback\\?token=[\\w-]+)$`,
    "m",
  );
  await expect.poll(() => linkLine.test(serverLog())).toBe(true);
  const [, subject, link = ""] = linkLine.exec(serverLog()) ?? [];
  expect(subject).toBe(en.auth.mail.confirmation.subject);

  await page.goto("/en/dev/outbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.outbox.title);
  const mail = page.getByTestId("outbox-mail").first();
  await expect(mail.getByRole("heading", { level: 2 })).toHaveText(en.auth.mail.confirmation.subject);
  await expect(mail).toContainText(email);
  // The body as the reader sees it, in its sandboxed frame, with the same link.
  const body = mail.frameLocator("iframe");
  await expect(body.getByRole("link", { name: link })).toHaveAttribute("href", link);
  await expect(mail.locator("iframe")).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");

  await mail.getByRole("link", { name: link }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.auth.callback.confirmed.title);
  await expect(page.getByTestId("toast")).toContainText(en.auth.callback.toast.title);
  await page.goto("/dev/outbox");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale("fr", "dev-outbox").title);
}

async function signInAsStaff(page: Page) {
  const login = locale("fr", "auth").login;
  await gotoHydrated(page, "/login");
  await page.getByLabel(login.email, { exact: true }).fill(staff.email);
  await page.getByLabel(login.password, { exact: true }).fill(staff.password);
  await page.getByRole("button", { name: login.submit }).click();
  // Staff land on the back office's overview (docs/decisions/034).
  await expect(page).toHaveURL(`${origin}/admin`);
}

/**
 * The chatbot's lead is in the inbox, verified (the bot check's worker runs under Vite's
 * development server: docs/decisions/047), and its page opens.
 */
async function openLeadInInbox(page: Page, name: string) {
  await gotoHydrated(page, "/admin/leads?verification=verified");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** The post editor replaces the content's textarea, with its toolbar; typing and bold work. */
async function typeInPostEditor(page: Page) {
  const admin = locale("fr", "admin");
  await gotoHydrated(page, "/admin/posts/new");
  const toolbar = page.getByRole("toolbar", { name: admin.posts.editor.toolbar });
  await expect(toolbar).toBeVisible({ timeout: 30_000 });
  const editor = page.getByRole("textbox", { name: admin.posts.fields.content });
  await editor.click();
  await page.keyboard.type("Un paragraphe ");
  await toolbar.getByRole("button", { name: admin.posts.editor.bold }).click();
  await page.keyboard.type("important");
  await expect(editor.locator("strong")).toHaveText("important");
}

/** Every back-office screen without a parameter (the editor's and the lead's are above). */
async function openBackOfficeScreens(page: Page) {
  const screens = localizedRoutes
    .map(([french]) => `/${french}`)
    .filter((screen) => screen.startsWith("/admin") && !screen.includes(":") && !/\.\w+$/.test(screen));
  expect(screens.length).toBeGreaterThan(3);
  for (const screen of screens) {
    await gotoHydrated(page, screen);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
}

/**
 * Walks the modules the browser can load (the client entry, the root and every screen,
 * as the development server transforms them) and returns what is wrong: a module that
 * does not answer 200, a package import that Vite did not pre-bundle (one bundle per
 * package keeps page loads to a few requests; a CommonJS package fails unbundled), and a
 * pre-bundled package that no browser module imports (a server-only package that reached
 * the browser's dependency graph).
 */
async function browserModuleProblems() {
  const problems: string[] = [];
  // Pre-bundled dependencies are served from the cache folder, inside the project.
  const bundlePrefix = `/${path.relative(process.cwd(), cacheDir)}/deps/`;
  const bundledImports = new Set<string>();
  const screens = readdirSync("app/routes", { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx") && !file.includes(".test."))
    .map((file) => `/app/routes/${file}`);
  const queue = ["/app/entry.client.tsx", "/app/root.tsx", ...screens];
  const seen = new Set<string>();
  for (let url = queue.shift(); url; url = queue.shift()) {
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await fetch(origin + url);
    if (!response.ok) {
      problems.push(`${url} answered ${response.status}`);
      continue;
    }
    const code = await response.text();
    for (const [, specifier = ""] of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"([^"]+)"/g)) {
      const [modulePath = ""] = specifier.split("?");
      if (modulePath.startsWith(bundlePrefix)) {
        bundledImports.add(path.basename(modulePath));
      } else if (modulePath.startsWith("/node_modules/")) {
        problems.push(
          `${url} imports ${modulePath}, which is not pre-bundled (optimizeDeps.include in vite.config.ts)`,
        );
      } else if (modulePath.startsWith("/") && !modulePath.startsWith("/@") && !modulePath.endsWith(".css")) {
        queue.push(specifier);
      }
    }
  }
  const metadata = JSON.parse(readFileSync(path.join(cacheDir, "deps/_metadata.json"), "utf8")) as {
    optimized: Record<string, { file: string }>;
  };
  for (const [name, { file }] of Object.entries(metadata.optimized)) {
    // The Remix plugin always adds React's production JSX runtime; development code imports
    // react/jsx-dev-runtime.
    if (!bundledImports.has(file) && name !== "react/jsx-runtime")
      problems.push(`${name} is pre-bundled for the browser, which never imports it`);
  }
  return problems;
}
