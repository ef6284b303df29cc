import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { startMailServer, type ReceivedMail } from "../../tests/mail-server";
import { createMailer } from "./mail.server";

const message = {
  to: "zoe@example.com",
  subject: "Confirmez votre adresse",
  text: "Bonjour Zoé, suivez ce lien : https://vitrine.example/auth/callback?token=abc",
  html: "<p>Bonjour Zoé</p>",
};

test("without SMTP, a message is logged and written to the outbox as a complete e-mail", async () => {
  const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-outbox-")), "outbox");
  const lines: string[] = [];
  const mailer = createMailer({
    from: "Vitrine <no-reply@vitrine.example>",
    outboxDir,
    log: (line) => lines.push(line),
  });
  expect(mailer.kind).toBe("outbox");

  await mailer.send(message);

  const files = readdirSync(outboxDir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/\.eml$/);
  const eml = readFileSync(path.join(outboxDir, files[0] ?? ""), "utf8");
  expect(eml).toContain("From: Vitrine <no-reply@vitrine.example>");
  expect(eml).toContain("To: zoe@example.com");
  expect(eml).toContain("multipart/alternative");
  expect(lines.join("\n")).toContain("https://vitrine.example/auth/callback?token=abc");
  expect(lines.join("\n")).toContain(path.join(outboxDir, files[0] ?? ""));
});

test("with SMTP configured, a message reaches the SMTP server", async () => {
  const received: ReceivedMail[] = [];
  const server = await startMailServer({ onMail: (mail) => void received.push(mail) });
  try {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${server.port}`,
      from: "Vitrine <no-reply@vitrine.example>",
      outboxDir: "/nonexistent",
    });
    expect(mailer.kind).toBe("smtp");
    await mailer.send(message);
    expect(received).toEqual([
      {
        recipients: ["zoe@example.com"],
        from: '"Vitrine" <no-reply@vitrine.example>',
        subject: message.subject,
        text: message.text,
        html: message.html,
        messageId: expect.stringMatching(/^<.+@.+>$/),
      },
    ]);
  } finally {
    await server.close();
  }
});

test("a send that cannot reach the SMTP server rejects instead of hanging", async () => {
  const server = await startMailServer({ onMail: () => undefined });
  await server.close();
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${server.port}`, from: "a@b.example", outboxDir: "/x" });
  await expect(mailer.send(message)).rejects.toThrow();
});
