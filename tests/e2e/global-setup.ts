import { randomUUID } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { E2E_MAIL_DIR, smtpPort } from "../../playwright.config";
import { startMailServer } from "../mail-server";

/**
 * Starts the SMTP server the e2e server sends to (SMTP_URL in playwright.config.ts) for
 * the whole run. Each message becomes a JSON file: the workers are other processes.
 */
export default async function globalSetup() {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  const server = await startMailServer({
    port: smtpPort,
    onMail: (mail) => {
      writeFileSync(path.join(E2E_MAIL_DIR, `${Date.now()}-${randomUUID()}.json`), JSON.stringify(mail));
    },
  });
  return () => server.close();
}
