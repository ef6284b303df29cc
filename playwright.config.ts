import path from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/chromium";

// End-to-end tests against the built production server (npm run build first), on
// Debian's Chromium, with a fresh database for every run (scripts/e2e-server.sh).
// Files named *.nojs.spec.ts run with JavaScript disabled.

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

// The server sends its e-mails to a real SMTP server that the run starts (global setup);
// each message received is stored in E2E_MAIL_DIR for the tests to read (tests/e2e/mail.ts).
export const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
export const E2E_MAIL_DIR = path.resolve("tests/.data/e2e-mail");
/** Receives the server's new-lead notices (AGENCY_LEAD_EMAIL). */
export const E2E_AGENCY_EMAIL = "agence@vitrine.example";

// Media files go to a folder of this run (the filesystem store); uploads past 1 MB are
// refused, so the size limit is tested with a small file.
export const E2E_MEDIA_DIR = path.resolve("tests/.data/e2e-media");
export const E2E_MEDIA_MAX_BYTES = 1024 * 1024;

// The server and the tests share the database and the session secret, so that tests
// can arrange data (a user, a session) through the app's own models.
process.env.DATABASE_URL = `file:${path.resolve("tests/.data/e2e.db")}`;
process.env.SESSION_SECRET = "e2e-session-secret-with-at-least-32-characters";
// Production refuses to start without a bot-protection key either.
process.env.ALTCHA_HMAC_KEY = "e2e-altcha-key-with-at-least-32-characters";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./tests/e2e/global-setup.ts",
  timeout: 30_000,
  use: {
    baseURL,
    // No trace by default: recording one costs every test about 15 % (measured), passing
    // or not. Rerun a failing test with `--trace on` to get one; a failure keeps a screenshot.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  // Files named *.writes.spec.ts add rows that pages list (posts): they run after the
  // others, so no listing, count or sitemap walk sees them half-way.
  projects: [
    { name: "chromium", testIgnore: [/\.nojs\.spec\.ts$/, /\.writes\.spec\.ts$/] },
    { name: "chromium-nojs", testMatch: /\.nojs\.spec\.ts$/, use: { javaScriptEnabled: false } },
    { name: "chromium-writes", testMatch: /\.writes\.spec\.ts$/, dependencies: ["chromium", "chromium-nojs"] },
  ],
  webServer: {
    command: "bash scripts/e2e-server.sh",
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATABASE_URL: process.env.DATABASE_URL,
      SESSION_SECRET: process.env.SESSION_SECRET,
      ALTCHA_HMAC_KEY: process.env.ALTCHA_HMAC_KEY,
      // Production refuses to start without it; links in e-mails point back to this server.
      SITE_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      AGENCY_LEAD_EMAIL: E2E_AGENCY_EMAIL,
      // The 8:00 digest would go out when a run starts before noon in Québec, and not after:
      // off, so that no run depends on the hour (it is tested in Vitest, on a chosen clock).
      LEAD_DIGEST_ENABLED: "false",
      // Every test comes from 127.0.0.1: the limits themselves are tested in Vitest.
      LEAD_RATE_LIMIT_PER_MINUTE: "1000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      MEDIA_UPLOAD_RATE_LIMIT_PER_HOUR: "1000",
      MEDIA_STORE: "fs",
      MEDIA_DIR: E2E_MEDIA_DIR,
      MEDIA_MAX_BYTES: String(E2E_MEDIA_MAX_BYTES),
    },
  },
});
