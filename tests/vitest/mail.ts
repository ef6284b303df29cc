import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { env } from "~/env.server";
import { deliverDueMail } from "~/mail/mail-worker.server";
import { composeQueuedMail } from "~/queued-mail.server";
import { createMailer, mailer } from "~/mail/mail.server";
import { startMailServer, type ReceivedMail } from "../mail-server";

/**
 * The e-mails the outbox mailer wrote for one recipient, oldest first, parsed, once the
 * mail queue has sent what it holds (no worker runs in tests unless one starts it). Test
 * files share the outbox folder; their addresses are unique, so each sees only its own.
 */
export async function outboxFor(to: string) {
  await deliverDueMail({ compose: composeQueuedMail, send: mailer.send });
  let files: string[];
  try {
    files = readdirSync(env.MAIL_OUTBOX_DIR).sort();
  } catch {
    return [];
  }
  const mails = await Promise.all(
    files.map((file) => simpleParser(readFileSync(path.join(env.MAIL_OUTBOX_DIR, file)))),
  );
  return mails
    .filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((address) => address.address === to))
    .map((mail) => ({ subject: mail.subject ?? "", text: mail.text ?? "" }));
}

/** What the worker sends with when mail goes to a test's SMTP server (tests/mail-server.ts). */
export function smtpSender(port: number) {
  return createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Vitrine <no-reply@vitrine.example>",
    outboxDir: "/x",
  }).send;
}

/** Sends what the mail queue holds now to a real SMTP server (tests/mail-server.ts); what it received, in order. */
export async function sendQueuedMail() {
  const received: ReceivedMail[] = [];
  const server = await startMailServer({ onMail: (mail) => void received.push(mail) });
  try {
    await deliverDueMail({ compose: composeQueuedMail, send: smtpSender(server.port) });
  } finally {
    await server.close();
  }
  return received;
}
