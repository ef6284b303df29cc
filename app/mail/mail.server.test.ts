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

test("the outbox's log names each e-mail's recipient and subject, and prints its links decoded, one a line", async () => {
  const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-outbox-")), "outbox");
  const lines: string[] = [];
  const mailer = createMailer({ from: "a@vitrine.example", outboxDir, log: (line) => lines.push(...line.split("\n")) });
  // Long enough, and with "=" and "&", for quoted-printable to fold and escape it in the file.
  const link = `https://vitrine.example/nouveau-mot-de-passe?lang=fr&token=${"Ab9_".repeat(20)}`;
  await mailer.send({
    to: "zoe@example.com",
    subject: "Choisissez un nouveau mot de passe",
    text: `Bonjour, ouvrez ce lien : ${link}\n\nOu connectez-vous : https://vitrine.example/login.`,
    html: `<p><a href="${link.replace(/&/g, "&amp;")}">Choisir</a> <a href="https://vitrine.example/contact">Nous joindre</a></p>`,
  });

  const [file = ""] = readdirSync(outboxDir);
  expect(readFileSync(path.join(outboxDir, file), "utf8")).toContain("=3D");
  expect(lines).toEqual([
    "[mail] To: zoe@example.com",
    "[mail] Subject: Choisissez un nouveau mot de passe",
    `[mail] Link: ${link}`,
    "[mail] Link: https://vitrine.example/login",
    "[mail] Link: https://vitrine.example/contact",
    `[mail] File: ${path.join(outboxDir, file)}`,
  ]);
});

test("in production, the outbox's log hides the links' tokens, as the access log does", async () => {
  const outboxDir = path.join(mkdtempSync(path.join(tmpdir(), "vitrine-outbox-")), "outbox");
  const lines: string[] = [];
  const mailer = createMailer({
    from: "a@vitrine.example",
    outboxDir,
    redactLinks: true,
    log: (line) => lines.push(line),
  });
  await mailer.send(message);
  expect(lines.join("\n")).toContain("[mail] Link: https://vitrine.example/auth/callback?token=[redacted]");
  expect(lines.join("\n")).not.toContain("token=abc"); // the file name is random: it may hold "abc"
  // The e-mail itself keeps its link: whoever can read the outbox's files can use it.
  const [file = ""] = readdirSync(outboxDir);
  expect(readFileSync(path.join(outboxDir, file), "utf8")).toContain("token=3Dabc");
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
        replyTo: "",
        headers: expect.objectContaining({ date: expect.any(String), "content-type": expect.any(String) }),
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
