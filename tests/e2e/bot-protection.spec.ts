import { createServer, type Server } from "node:http";
import { createClient } from "@libsql/client";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated, sendContactForm, uniqueEmail } from "./fixtures";
import { locale } from "./locales";
import { ownServer } from "./own-server";

// Bot protection as production has it with reCAPTCHA keys set (docs/decisions/047): before
// the visitor accepts cookies nothing leaves for another host, and the forms are checked
// by ALTCHA, this server's own proof of work; once they accept, Google's script is asked
// for. Google cannot be reached from here: its script is answered by a stand-in where a
// test needs one, and its verify endpoint by a local HTTP server.

const port = Number(process.env.E2E_PORT ?? 3100) + 6;
const verifyPort = port + 1;
const server = ownServer("bot-protection", port, {
  RECAPTCHA_SITE_KEY: "e2e-site-key",
  RECAPTCHA_SECRET_KEY: "e2e-secret-key",
  RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${verifyPort}/recaptcha/api/siteverify`,
});
test.use({ baseURL: server.origin });
// One server, one database: the tests run one after another.
test.describe.configure({ mode: "serial" });

/** reCAPTCHA's verify endpoint: the stand-in script's tokens say their action ("stand-in.<action>"). */
let verifyServer: Server;
test.beforeAll(async () => {
  verifyServer = createServer(async (request, response) => {
    let body = "";
    for await (const chunk of request) body += String(chunk);
    const [kind, action] = (new URLSearchParams(body).get("response") ?? "").split(".");
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify(kind === "stand-in" ? { success: true, score: 0.9, action } : { success: false }));
  });
  await new Promise<void>((resolve) => verifyServer.listen(verifyPort, "127.0.0.1", resolve));
});
test.afterAll(async () => {
  verifyServer.closeAllConnections();
  await new Promise((resolve) => verifyServer.close(resolve));
});

/** Every URL the page requests, from now on. */
function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

/** The requests to another host (the map and the calendar wait for consent too: docs/decisions/046). */
function otherHosts(urls: string[]) {
  return urls.filter((url) => !url.startsWith(`${server.origin}/`) && !url.startsWith("data:"));
}

async function verificationOf(email: string) {
  const reader = createClient({ url: server.url });
  try {
    const { rows } = await reader.execute({
      sql: "SELECT type, verification, verification_score AS score FROM leads WHERE email = ?",
      args: [email],
    });
    return rows.map((row) => ({ type: row.type, verification: row.verification, score: row.score }));
  } finally {
    reader.close();
  }
}

const common = locale("fr", "common");
const audit = locale("fr", "free-audit");

test("before consent, a first visit of each page with a form requests nothing from another host", async ({ page }) => {
  const urls = recordRequests(page);
  for (const path of ["/", "/contact", "/en/contact", "/audit-gratuit"]) {
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
  }
  expect(urls.length).toBeGreaterThan(4);
  expect(otherHosts(urls)).toEqual([]);
  // No check runs on page views with ALTCHA: not even a challenge is asked for.
  expect(urls.filter((url) => url.includes("/resources/bot-challenge"))).toEqual([]);
});

test("before consent, a contact and an audit request are checked by ALTCHA, stored verified, and nothing goes to Google", async ({
  page,
}) => {
  const urls = recordRequests(page);
  const email = uniqueEmail("altcha-contact");
  await gotoHydrated(page, "/contact");
  await sendContactForm(page, { name: "Élise Gagnon", email });
  expect(await verificationOf(email)).toEqual([{ type: "contact", verification: "verified", score: null }]);

  const auditEmail = uniqueEmail("altcha-audit");
  await gotoHydrated(page, "/audit-gratuit");
  const form = page.getByRole("form", { name: audit.form.title });
  await form.getByLabel(audit.form.website.label).fill("https://garage-roy.ca");
  await form.getByLabel(audit.form.email.label).fill(auditEmail);
  await form.getByLabel(audit.form.name.label).fill("Marc Roy");
  await form.getByRole("button", { name: audit.form.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(audit.toast.success.title);
  expect(await verificationOf(auditEmail)).toEqual([{ type: "audit", verification: "verified", score: null }]);

  expect(urls.filter((url) => url.includes("/resources/bot-challenge?action=contactForm"))).toHaveLength(1);
  expect(urls.filter((url) => url.includes("/resources/bot-challenge?action=freeAuditForm"))).toHaveLength(1);
  // The solver is a script of this site's, run in a worker, and only once a form is used.
  expect(urls.some((url) => /\/assets\/altcha\.worker-[\w-]+\.js$/.test(url))).toBe(true);
  expect(otherHosts(urls)).toEqual([]);
});

test("after accepting, Google's script is requested (offline it fails, and ALTCHA still checks the forms)", async ({
  page,
}) => {
  const urls = recordRequests(page);
  await gotoHydrated(page, "/contact");
  await page.waitForLoadState("networkidle");
  expect(otherHosts(urls)).toEqual([]);

  const script = page.waitForRequest((request) => request.url().startsWith("https://www.google.com/recaptcha/api.js"));
  await page.getByRole("button", { name: common.cookieBanner.accept }).click();
  expect((await script).url()).toBe("https://www.google.com/recaptcha/api.js?render=e2e-site-key");

  const email = uniqueEmail("altcha-after-consent");
  await sendContactForm(page, { name: "Élise Gagnon", email });
  expect(await verificationOf(email)).toEqual([{ type: "contact", verification: "verified", score: null }]);
});

test("after consent, once Google's script is ready: reCAPTCHA checks each page view and the forms, verified with its score", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "cookie_consent", value: "true", url: server.origin }]);
  // A stand-in for Google's script: grecaptcha as the real one offers it.
  await context.route("https://www.google.com/recaptcha/api.js*", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.grecaptcha = {
        ready: (callback) => callback(),
        execute: async (_siteKey, { action }) => { console.log("[stand-in] token for " + action); return "stand-in." + action; },
      };`,
    }),
  );
  const pageViews: string[] = [];
  page.on("console", (message) => {
    if (message.text() === "[stand-in] token for page_view") pageViews.push(page.url());
  });
  const urls = recordRequests(page);

  await gotoHydrated(page, "/");
  // The first page view may come before the script is ready; each path change after it is checked.
  await expect.poll(() => page.evaluate(() => Boolean(window.grecaptcha))).toBe(true);
  const before = pageViews.length;
  const nav = page.getByRole("navigation", { name: common.nav.label });
  await nav.getByRole("link", { name: common.nav.blog }).click();
  await expect(page).toHaveURL(`${server.origin}/blog`);
  await expect.poll(() => pageViews.length).toBe(before + 1);
  await nav.getByRole("link", { name: common.nav.contact }).click();
  await expect(page).toHaveURL(`${server.origin}/contact`);
  await expect.poll(() => pageViews.length).toBe(before + 2);

  const email = uniqueEmail("recaptcha-contact");
  await sendContactForm(page, { name: "Élise Gagnon", email });
  expect(await verificationOf(email)).toEqual([{ type: "contact", verification: "verified", score: 0.9 }]);
  expect(urls.filter((url) => url.includes("/resources/bot-challenge"))).toEqual([]);
});
