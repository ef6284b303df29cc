import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { linksIn } from "~/utils/links";

/** One e-mail of the outbox as the development page shows it, decoded. */
export type OutboxMail = {
  file: string;
  to: string;
  subject: string;
  /** When it was written (its Date header), ISO. */
  date: string;
  text: string;
  /** Its HTML part, when it has one: shown in a sandboxed frame. */
  html?: string;
  links: string[];
};

/** How many e-mails the page shows: the tests and long sessions leave thousands. */
export const OUTBOX_PAGE_SIZE = 50;

function isMissing(error: unknown) {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

async function readMail(dir: string, file: string): Promise<OutboxMail> {
  // mailparser is a development dependency: only this module loads it, and only the
  // development server has its page (docs/decisions/033).
  const { simpleParser } = await import("mailparser");
  const mail = await simpleParser(await readFile(path.join(dir, file)));
  const text = mail.text ?? "";
  const html = typeof mail.html === "string" ? mail.html : undefined;
  return {
    file,
    to: [mail.to ?? []]
      .flat()
      .map((address) => address.text)
      .join(", "),
    subject: mail.subject ?? "",
    date: (mail.date ?? (await stat(path.join(dir, file))).mtime).toISOString(),
    text,
    html,
    links: linksIn({ text, html }),
  };
}

/**
 * The outbox's e-mails (the `.eml` files the outbox mailer writes, app/mail/mail.server.ts),
 * the newest `limit` first, and how many there are in all. No folder yet: none.
 */
export async function readOutbox(dir: string, limit = OUTBOX_PAGE_SIZE) {
  let files: string[];
  try {
    files = (await readdir(dir)).filter((file) => file.endsWith(".eml"));
  } catch (error) {
    if (isMissing(error)) return { total: 0, mails: [] };
    throw error;
  }
  // Each file's name starts with the time it was written: by name is by age.
  const newest = files.sort().reverse().slice(0, limit);
  return { total: files.length, mails: await Promise.all(newest.map((file) => readMail(dir, file))) };
}
