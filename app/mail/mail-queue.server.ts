import { EventEmitter } from "node:events";
import { remember } from "@epic-web/remember";
import { createOutgoingMail, findFailingMail, type NewOutgoingMail } from "~/mail/outgoing-mail.server";

// Outgoing mail goes through a queue in the database: a request only stores the message,
// committed before it answers, and the worker (mail-worker.server.ts) composes and sends
// it, trying again while the mail server is unreachable. An SMTP outage delays mail; it
// never loses it, nor holds a visitor's request.

// On globalThis, so that the worker hears of mail queued by a reloaded module (development).
const signal = remember("mail-queued", () => new EventEmitter());

/**
 * Stores an e-mail to send, with the writes it goes with in one transaction (`alongWith`:
 * the account a confirmation is for), and wakes the worker, which sends it at once if it
 * is running.
 */
export async function queueMail(mail: NewOutgoingMail, alongWith?: Parameters<typeof createOutgoingMail>[1]) {
  await createOutgoingMail(mail, alongWith);
  mailQueued();
}

/** Wakes the worker after mail was stored some other way (a lead and its notice, together). */
export function mailQueued() {
  signal.emit("queued");
}

export function onMailQueued(listener: () => void) {
  signal.on("queued", listener);
  return () => void signal.off("queued", listener);
}

/** Mail failing this long is listed in the staff inbox (/admin/leads). */
export const MAIL_FAILURE_SHOWN_AFTER_MS = 60 * 60_000;

/** The e-mails that have been failing for more than an hour (retrying or given up), for staff. */
export function findLongFailingMail(now = new Date()) {
  return findFailingMail(new Date(now.getTime() - MAIL_FAILURE_SHOWN_AFTER_MS));
}
