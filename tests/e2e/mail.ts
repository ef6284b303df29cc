import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_MAIL_DIR } from "../../playwright.config";
import type { ReceivedMail } from "../mail-server";

function mailsTo(address: string): ReceivedMail[] {
  return readdirSync(E2E_MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(E2E_MAIL_DIR, file), "utf8")) as ReceivedMail)
    .filter((mail) => mail.recipients.includes(address));
}

/**
 * Waits for the nth e-mail (1 = the first) the SMTP server received for an address.
 * Tests use addresses of their own, so parallel workers never read each other's mail.
 */
export async function waitForMail(address: string, nth = 1): Promise<ReceivedMail> {
  await expect
    .poll(() => mailsTo(address).length, { message: `e-mail #${nth} to ${address}` })
    .toBeGreaterThanOrEqual(nth);
  return mailsTo(address)[nth - 1] as ReceivedMail;
}

/** Waits for an e-mail to an address whose text contains `text` (one of many to a shared address). */
export async function waitForMailAbout(address: string, text: string): Promise<ReceivedMail> {
  const find = () => mailsTo(address).find((mail) => mail.text.includes(text));
  await expect.poll(() => Boolean(find()), { message: `e-mail to ${address} about ${text}` }).toBe(true);
  return find() as ReceivedMail;
}
