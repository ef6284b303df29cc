import { execFileSync } from "node:child_process";
import { chmodSync, chownSync, closeSync, openSync, readdirSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import { expect, test } from "@playwright/test";
import { hashPassword } from "~/accounts/password.server";
import { localizePath, type Language } from "~/utils/locale";
import { gotoHydrated } from "./fixtures";
import { locale } from "./locales";
import { ownServerProcess } from "./own-server";

// The database refuses every write while the server runs (docs/decisions/041): its file
// read-only at start, or its disk full. The health check says 503, every write path
// answers 503 with the outage page in the page's language (never a 500, never a stack
// trace), pages that only read go on serving, and a lead still goes to the spool. Two
// production servers of their own: a read-only file (run by an unprivileged user when the
// tests run as root, whom file modes do not stop), and a full disk (a 6 MB tmpfs, which
// only root can mount: skipped otherwise).

const PASSWORD = "Correct-horse-42";
const UNPRIVILEGED = { uid: 65534, gid: 65534 };
const runAsRoot = process.getuid?.() === 0;
const LEAKS = /SqliteError|LibsqlError|DriverAdapterError|PrismaClient|node_modules|at .+:\d+:\d+/;

type Server = ReturnType<typeof ownServerProcess>;

/** Adds a confirmed account to the server's database, on a connection of the test's own. */
async function addAccount(server: Server, email: string, role: "client" | "staff") {
  const database = createClient({ url: server.url });
  try {
    const now = new Date().toISOString().replace("Z", "+00:00");
    await database.execute({
      sql: `INSERT INTO users (id, email, password_hash, role, email_verified_at, created_at, updated_at)
            VALUES (?, ?, ?, ?, ?, ?, ?)`,
      args: [crypto.randomUUID(), email, await hashPassword(PASSWORD), role, now, now, now],
    });
  } finally {
    database.close();
  }
}

/** Posts a form as a browser without JavaScript does (no Origin: allowed, docs/decisions/041). */
function post(server: Server, target: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${server.origin}${target}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
}

/** Signs in through the log-in form; the session cookie to send back. */
async function signIn(server: Server, email: string) {
  const response = await post(server, "/en/login", { email, password: PASSWORD });
  expect(response.status).toBe(303);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("vitrine_session="));
  expect(cookie).toBeDefined();
  return (cookie ?? "").split(";")[0] ?? "";
}

/** The outage page, in the language of the page posted to; nothing of the server's insides. */
async function expectOutagePage(response: Response, language: Language, what: string) {
  expect(response.status, what).toBe(503);
  const html = await response.text();
  expect(html, what).toContain(locale(language, "common").outage.title);
  expect(html, what).not.toMatch(LEAKS);
}

/** Every write path a visitor or a client reaches without JavaScript, in both languages. */
async function expectEveryWriteRefused(server: Server, accounts: { client: string; cookie: string }) {
  for (const language of ["fr", "en"] as const) {
    const at = (path: string) => localizePath(path, language);
    const fresh = `outage-${language}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await expectOutagePage(
      await post(server, at("/login"), { email: accounts.client, password: PASSWORD }),
      language,
      `${language} log-in`,
    );
    await expectOutagePage(
      await post(server, at("/signup"), { email: fresh, password: PASSWORD }),
      language,
      `${language} sign-up`,
    );
    await expectOutagePage(
      await post(server, at("/mot-de-passe-oublie"), { email: accounts.client }),
      language,
      `${language} forgotten password`,
    );
    await expectOutagePage(
      await post(server, at("/compte"), { currentPassword: PASSWORD, newPassword: `${PASSWORD}x` }, accounts.cookie),
      language,
      `${language} password change`,
    );
  }
  // The enhanced form's post (single fetch): its status, which the browser shows the outage page for.
  const enhanced = await post(server, "/signup.data", { email: "outage-data@example.com", password: PASSWORD });
  expect(enhanced.status).toBe(503);
  expect(await enhanced.text()).not.toMatch(LEAKS);
}

test.describe("a read-only database file", () => {
  test.describe.configure({ mode: "serial" });
  const server = ownServerProcess(
    "read-only",
    Number(process.env.E2E_PORT ?? 3100) + 6,
    { BACKUP_INTERVAL_MINUTES: "0" },
    { folder: true },
  );
  const accounts = { client: "reader@example.com", staff: "staff-reader@example.com", cookie: "", staffCookie: "" };

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server.clean();
    await server.start();
    await addAccount(server, accounts.client, "client");
    await addAccount(server, accounts.staff, "staff");
    accounts.cookie = await signIn(server, accounts.client);
    accounts.staffCookie = await signIn(server, accounts.staff);
    await server.stop();
    // As a volume remounted read-only would leave it: the file cannot be written, its
    // folder can (SQLite makes its WAL index there). Root ignores file modes: an
    // unprivileged user runs the server then.
    const folder = server.folder ?? "";
    chmodSync(path.join(folder, "vitrine.db"), 0o444);
    if (runAsRoot) {
      for (const name of ["", ...readdirSync(folder, { recursive: true }).map(String)]) {
        chownSync(path.join(folder, name), UNPRIVILEGED.uid, UNPRIVILEGED.gid);
      }
    }
    await server.start({ user: runAsRoot ? UNPRIVILEGED : undefined, ready: (status) => status > 0 });
  });
  test.afterAll(async () => {
    await server.stop();
  });

  test("the health check says the database takes no writes", async () => {
    const response = await fetch(`${server.origin}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "error", database: "notWritable" });
  });

  test("every write path answers 503 with the outage page in the page's language, never a 500", async () => {
    await expectEveryWriteRefused(server, accounts);
    await expectOutagePage(await post(server, "/compte/supprimer", {}, accounts.cookie), "fr", "account deletion");
    await expectOutagePage(
      await post(
        server,
        "/en/admin/clients/invite",
        { email: "invited@example.com", language: "en" },
        accounts.staffCookie,
      ),
      "en",
      "invitation",
    );
  });

  test("in the browser, the enhanced sign-up form's post shows the outage page", async ({ page }) => {
    const texts = locale("en", "auth").signup;
    await gotoHydrated(page, `${server.origin}/en/signup`);
    await page.getByLabel(texts.email, { exact: true }).fill("outage-browser@example.com");
    await page.getByLabel(texts.password, { exact: true }).fill(PASSWORD);
    const answer = page.waitForResponse((response) => response.url().includes("/en/signup.data"));
    await page.getByRole("button", { name: texts.submit }).click();
    expect((await answer).status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(locale("en", "common").outage.title);
  });

  test("pages that only read go on serving, and a lead goes to the spool", async () => {
    expect((await fetch(`${server.origin}/en/blog`)).status).toBe(200);
    const dashboard = await fetch(`${server.origin}/dashboard`, { headers: { Cookie: accounts.cookie } });
    expect(dashboard.status).toBe(200);
    const lead = await post(server, "/en/contact", { name: "Read Only", email: "lead@example.com", consent: "on" });
    expect(lead.status).toBe(303);
    expect(lead.headers.get("Location")).toBe("/en/thank-you");
  });
});

test.describe("a full disk", () => {
  test.describe.configure({ mode: "serial" });
  const server = ownServerProcess(
    "full-disk",
    Number(process.env.E2E_PORT ?? 3100) + 7,
    { BACKUP_INTERVAL_MINUTES: "0" },
    { folder: true },
  );
  const accounts = { client: "full@example.com", cookie: "" };
  const filler = () => path.join(server.folder ?? "", "filler");
  let mounted = false;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server.clean();
    const folder = server.folder ?? "";
    execFileSync("mkdir", ["-p", folder]);
    try {
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=6m", "tmpfs", folder], { stdio: "pipe" });
      mounted = true;
    } catch {
      return;
    }
    await server.start();
    await addAccount(server, accounts.client, "client");
    accounts.cookie = await signIn(server, accounts.client);
    // Every byte left goes to a file: the next write that needs room fails (ENOSPC).
    const file = openSync(filler(), "w");
    try {
      for (const size of [1 << 20, 1 << 12, 1]) {
        const chunk = Buffer.alloc(size, 1);
        try {
          for (;;) writeSync(file, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
        }
      }
    } finally {
      closeSync(file);
    }
  });
  test.afterAll(async () => {
    await server.stop();
    if (mounted) execFileSync("umount", [server.folder ?? ""]);
  });

  test("the health check says 503 and every write path the outage page, until room is made", async () => {
    test.skip(!mounted, "mounting a tmpfs needs root");
    await expect.poll(() => server.health(), { timeout: 10_000 }).toBe(503);
    expect(await (await fetch(`${server.origin}/healthz`)).json()).toEqual({
      status: "error",
      database: "notWritable",
    });
    await expectEveryWriteRefused(server, accounts);
    // Room again: the server recovers by itself.
    rmSync(filler());
    await expect.poll(() => server.health(), { timeout: 10_000 }).toBe(200);
    expect((await post(server, "/en/login", { email: accounts.client, password: PASSWORD })).status).toBe(303);
  });
});
