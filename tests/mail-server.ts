import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A message as the SMTP server received it, decoded (headers, quoted-printable, parts). */
export type ReceivedMail = {
  /** RCPT TO addresses of the SMTP envelope. */
  recipients: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, "<id@host>". */
  messageId: string;
  /** The Reply-To header's text, "" when none. */
  replyTo: string;
  /** The top-level headers as sent, by lower-case name ("content-type": "multipart/alternative; ..."). */
  headers: Record<string, string>;
};

/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package) for tests: it accepts every
 * message without authentication and hands each one, parsed, to `onMail`. Plain SMTP
 * only: without STARTTLS on offer, nodemailer does not try to upgrade.
 */
export async function startMailServer({
  port = 0,
  onMail,
}: {
  port?: number;
  onMail: (mail: ReceivedMail) => void | Promise<void>;
}) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    async onData(stream, session, callback) {
      try {
        const parsed = await simpleParser(stream);
        await onMail({
          recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          from: parsed.from?.text ?? "",
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: typeof parsed.html === "string" ? parsed.html : "",
          messageId: parsed.messageId ?? "",
          replyTo: parsed.replyTo?.text ?? "",
          headers: Object.fromEntries(
            parsed.headerLines.map(({ key, line }) => [
              key,
              line
                .slice(line.indexOf(":") + 1)
                .replace(/\r?\n\s+/g, " ")
                .trim(),
            ]),
          ),
        });
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The one web address in an e-mail's text (the confirmation link, say). */
export function linkIn(text: string) {
  const links = text.match(/https?:\/\/\S+/g) ?? [];
  if (links.length !== 1) throw new Error(`Expected one link, found ${links.length} in:\n${text}`);
  return links[0] as string;
}
