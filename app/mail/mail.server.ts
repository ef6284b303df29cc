import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import { env } from "~/env.server";
import { linksIn } from "~/utils/links";
import { redactTokens } from "~/utils/redact-tokens";
import { escapeXml } from "~/utils/xml";

/** One e-mail, whatever carries it. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The Message-ID header, "<id@host>": the same for every attempt at one queued message. */
  messageId?: string;
  /** Other headers (Auto-Submitted). nodemailer adds Date, and the MIME headers of the parts. */
  headers?: Record<string, string>;
};

export type Mailer = {
  /** "smtp" or "outbox": where messages go, for the start-up log. */
  kind: "smtp" | "outbox";
  /** Sends one message; rejects when it could not be handed over (SMTP down, disk full). */
  send: (message: MailMessage) => Promise<void>;
};

// A stuck SMTP server must not hold the mail queue for minutes (nodemailer waits up to
// 2 min for a connection and 10 min for a reply by default).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * The transport, made when the first message is sent: nodemailer costs the server about
 * 14 MB of memory, and most starts send nothing.
 */
function whenFirstSending<T extends Transporter>(create: (mailer: typeof nodemailer) => T) {
  let transport: Promise<T> | undefined;
  return () => (transport ??= import("nodemailer").then((module) => create(module.default)));
}

/**
 * What the outbox logs of a message: its recipient, its subject and its links as plain
 * URLs, one a line, which the .eml file's quoted-printable folds and escapes; not its text
 * (a lead notice's is personal data). In production the links' tokens are hidden
 * (docs/decisions/033).
 */
function outboxLogLines(message: MailMessage, file: string, redactLinks: boolean) {
  return [
    `[mail] To: ${message.to}`,
    `[mail] Subject: ${message.subject}`,
    ...linksIn(message).map((link) => `[mail] Link: ${redactLinks ? redactTokens(link) : link}`),
    `[mail] File: ${file}`,
  ].join("\n");
}

/**
 * Builds the mailer: SMTP when a server is configured, otherwise the outbox, where each
 * message is logged and written as a complete .eml file (open it with any mail client, or
 * the development server's outbox page, docs/decisions/033). Both compose the message
 * with nodemailer, so the outbox shows what SMTP would send.
 */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  redactLinks = false,
  log = (line: string) => console.info(line),
}: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  /** Hide the tokens of the links the outbox logs (production). */
  redactLinks?: boolean;
  log?: (line: string) => void;
}): Mailer {
  if (smtpUrl) {
    const transport = whenFirstSending((nodemailer) =>
      nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }, { from }),
    );
    return {
      kind: "smtp",
      async send(message) {
        await (await transport()).sendMail(message);
      },
    };
  }
  const transport = whenFirstSending((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }, { from }),
  );
  return {
    kind: "outbox",
    async send(message) {
      const info = await (await transport()).sendMail(message);
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log(outboxLogLines(message, file, redactLinks));
    },
  };
}

/**
 * The configured mailer (SMTP_URL, or the outbox folder). Only the mail queue's worker
 * sends (app/mail/mail-worker.server.ts); everything else queues (mail-queue.server.ts).
 */
export const mailer = createMailer({
  smtpUrl: env.SMTP_URL,
  from: env.MAIL_FROM,
  outboxDir: env.MAIL_OUTBOX_DIR,
  redactLinks: env.NODE_ENV === "production",
});

if (mailer.kind === "outbox" && env.NODE_ENV === "production") {
  console.warn(`[mail] no SMTP_URL: e-mails are only written to ${env.MAIL_OUTBOX_DIR} and the log`);
}

/**
 * A plain-text message as simple HTML: a paragraph per blank-line block, web addresses as
 * links (unless `links` is false: text someone else typed, which the message must not turn
 * into a link).
 */
export function textToHtml(text: string, { links = true, style }: { links?: boolean; style?: string } = {}) {
  const open = style ? `<p style="${escapeXml(style)}">` : "<p>";
  return text
    .split(/\n{2,}/)
    .map((block) => {
      const escaped = escapeXml(block);
      const html = (
        links ? escaped.replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`) : escaped
      ).replace(/\n/g, "<br>");
      return `${open}${html}</p>`;
    })
    .join("\n");
}

/**
 * A message's HTML from its sections (what a visitor typed is escaped and never linked)
 * and its footer (the sender's identification, smaller, under a rule).
 */
export function mailHtml(sections: Array<{ text: string; visitor?: boolean }>, footer: string[]) {
  return [
    ...sections.map(({ text, visitor }) => textToHtml(text, { links: !visitor })),
    "<hr>",
    textToHtml(footer.join("\n\n"), { style: "font-size:12px;color:#555" }),
  ].join("\n");
}
