import { spawn, type ChildProcess } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { snippetTitle } from "~/utils/snippet";
import { locale } from "./locales";

// A second production server whose database file is unreadable: what visitors and the
// health check see when the database fails.
const port = 3199;
const origin = `http://localhost:${port}`;
let server: ChildProcess;

// One server for the file: its tests share it, in one worker.
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  const broken = path.resolve("tests/.data/broken.db");
  writeFileSync(broken, "not a SQLite database ".repeat(100));
  server = spawn("node", ["server-build/index.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: origin,
      DATABASE_URL: `file:${broken}`,
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 20_000 })
    .toBe(503);
});

test.afterAll(() => {
  server.kill();
});

test("the health route answers 503", async ({ request }) => {
  const response = await request.get(`${origin}/healthz`);
  expect(response.status()).toBe(503);
  expect(await response.json()).toEqual({ status: "error", database: "unreachable" });
});

test("a page that needs the database shows the outage page (503), with no stack trace", async ({ page }) => {
  const response = await page.goto(`${origin}/en/blog/local-seo-guide-small-business`);
  expect(response?.status()).toBe(503);
  const outage = locale("en", "common").outage;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(outage.title);
  await expect(page).toHaveTitle(snippetTitle(outage.meta.title));
  const html = await page.content();
  expect(html).not.toMatch(/SqliteError|PrismaClient|node_modules|at .+:\d+:\d+/);
});
