import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { locale } from "../e2e/locales";
import { startDevServer } from "./dev-server";

// Development mail, as a newcomer reads it (docs/decisions/033): on `npm run dev`, a
// sign-up's confirmation e-mail shows in the server's log (recipient, subject, its link
// decoded) and on the outbox page, rendered, whose link confirms the account.

const port = Number(process.env.DEV_E2E_PORT ?? 3300);
const origin = `http://localhost:${port}`;
const dataDir = path.resolve(`tests/.data/dev-outbox-${port}`);
const env = {
  ...process.env,
  NODE_ENV: "development" as const,
  PORT: String(port),
  DATABASE_URL: `file:${path.join(dataDir, "vitrine.db")}`,
  // Under a node_modules folder, as Vite's default, for the reason tests/dev/dev-server.spec.ts gives.
  DEV_CACHE_DIR: path.join(dataDir, "node_modules/.vite"),
};
const en = { auth: locale("en", "auth"), outbox: locale("en", "dev-outbox") };
const fr = { outbox: locale("fr", "dev-outbox") };

test.beforeAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  execFileSync("npm", ["run", "setup"], { env, stdio: "pipe" });
});

test("a sign-up's e-mail: its link decoded in the log, rendered on the outbox page, whose link confirms the account", async ({
  page,
}) => {
  const server = await startDevServer(env, origin);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  try {
    expect(server.log()).toContain(`Mail outbox: http://127.0.0.1:${port}/dev/outbox`);

    const email = `outbox-${randomUUID()}@example.com`;
    await page.goto(`${origin}/en/signup`);
    await expect(page.locator("html[data-hydrated]")).toBeAttached({ timeout: 60_000 });
    await page.getByLabel(en.auth.signup.email, { exact: true }).fill(email);
    await page.getByLabel(en.auth.signup.password, { exact: true }).fill("Hello-Vitrine-2026");
    await page.getByRole("button", { name: en.auth.signup.submit }).click();
    await expect(page).toHaveURL(`${origin}/en/login`);

    // The log: who, what, and the link whole on its own line.
    const linkLine = new RegExp(`^\\[mail\\] Link: (${origin}/en/auth/callback\\?token=[\\w-]+)$`, "m");
    await expect.poll(() => linkLine.test(server.log())).toBe(true);
    const log = server.log();
    expect(log).toContain(`[mail] To: ${email}\n[mail] Subject: ${en.auth.mail.confirmation.subject}\n`);
    const link = linkLine.exec(log)?.[1] ?? "";

    await page.goto(`${origin}/en/dev/outbox`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.outbox.title);
    const mail = page.getByTestId("outbox-mail").first();
    await expect(mail.getByRole("heading", { level: 2 })).toHaveText(en.auth.mail.confirmation.subject);
    await expect(mail).toContainText(email);
    // The body as the reader sees it, in its sandboxed frame, with the same link.
    const body = mail.frameLocator("iframe");
    await expect(body.getByRole("link", { name: link })).toHaveAttribute("href", link);
    await expect(mail.locator("iframe")).toHaveAttribute("sandbox", "allow-popups allow-popups-to-escape-sandbox");

    await mail.getByRole("link", { name: link }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.auth.callback.title);
    await expect(page.getByTestId("toast")).toContainText(en.auth.callback.toast.title);

    await page.goto(`${origin}/dev/outbox`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fr.outbox.title);
    expect(problems).toEqual([]);
  } finally {
    await server.stop();
  }
});
