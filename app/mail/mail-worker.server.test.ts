import { createServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { startSession } from "~/accounts/session.server";
import { prisma } from "~/platform/db.server";
import { composeQueuedMail } from "~/queued-mail.server";
import { linkIn, startMailServer, type ReceivedMail } from "../../tests/mail-server";
import { cookieHeader, createUser, loadContext, postForm } from "../../tests/vitest/factories";
import { smtpSender } from "../../tests/vitest/mail";
import { loader as inboxLoader } from "~/routes/admin/leads";
import { loader as callbackLoader } from "../routes/auth-callback";
import { action as contactAction } from "../routes/contact";
import { action as signupAction } from "../routes/signup";
import { findLongFailingMail, queueMail } from "./mail-queue.server";
import {
  createMailWorker,
  deliverDueMail,
  MAIL_RETRY,
  retryDelayMs,
  startMailWorker,
  stopMailWorker,
} from "./mail-worker.server";

// The mail queue against real SQLite and a real SMTP server (smtp-server), with the worker
// running as in the server, only with short waits between attempts.

// Lead posts queue a notice to AGENCY_LEAD_EMAIL: set before the app reads its environment.
vi.hoisted(() => {
  process.env.AGENCY_LEAD_EMAIL = "agence@vitrine.example";
});
const AGENCY = "agence@vitrine.example";
const PASSWORD = "File-attente-2026";
const FAST_RETRY = { firstDelayMs: 50, maxDelayMs: 200, giveUpAfterMs: 60 * 60_000 };

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});
afterEach(async () => {
  await stopMailWorker();
  // Each test sees only its own mail.
  await prisma.outgoingMail.deleteMany();
});

let lastHost = 0;
const context = () => loadContext({ clientIp: `203.0.113.${++lastHost}` });

async function signUp(email: string) {
  return signupAction({
    request: postForm("/signup", [
      ["email", email],
      ["password", PASSWORD],
    ]),
    params: {},
    context: context(),
  });
}

async function postLead(name: string) {
  return contactAction({
    request: postForm("/contact", [
      ["name", name],
      ["email", "client@boulangerie.example"],
      ["services", "seo"],
      ["message", "Bonjour."],
      ["consent", "on"],
      ["fax", ""],
    ]),
    params: {},
    context: context(),
  });
}

async function waitFor(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

test("retries wait 30 s, then twice as long each time, at most an hour, for 48 hours", () => {
  expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / 1000)).toEqual([
    30, 60, 120, 240, 1920, 3600, 3600,
  ]);
  expect(MAIL_RETRY.giveUpAfterMs).toBe(48 * 60 * 60_000);
});

test(
  "an SMTP outage during sign-ups and lead posts delays their mail; each arrives exactly once when it is back",
  {
    timeout: 30_000,
  },
  async () => {
    const received: ReceivedMail[] = [];
    const smtp = await startMailServer({ onMail: (mail) => void received.push(mail) });
    const { port } = smtp;
    await smtp.close(); // the outage: nothing listens on the port
    startMailWorker({ compose: composeQueuedMail, send: smtpSender(port), retry: FAST_RETRY, maxIdleMs: 200 });

    const addresses = [1, 2, 3].map((n) => `outage-${n}-${crypto.randomUUID()}@example.com`);
    const leadNames = ["Panne Un", "Panne Deux", "Panne Trois"];
    for (const [index, email] of addresses.entries()) {
      // Every visitor gets the usual answer at once: nothing waits for the mail server.
      expect(((await signUp(email)) as Response).status).toBe(303);
      expect(((await postLead(leadNames[index] ?? "")) as Response).status).toBe(303);
    }
    // One address signs up again before confirming: two mails to it.
    expect(((await signUp(addresses[0] ?? "")) as Response).status).toBe(303);

    // Seven for the sign-ups and the agency's notices, one acknowledgement to the visitor (one an hour).
    await waitFor(
      async () =>
        (await prisma.outgoingMail.findMany({ select: { attempts: true } })).every(({ attempts }) => attempts >= 3),
      "three failed attempts at each message",
    );
    expect(await prisma.outgoingMail.count()).toBe(8);
    expect(received).toEqual([]);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/ECONNREFUSED/));
    const queuedIds = (await prisma.outgoingMail.findMany({ select: { id: true } })).map(({ id }) => id);

    const back = await startMailServer({ port, onMail: (mail) => void received.push(mail) });
    try {
      await waitFor(() => received.length >= 8, "every message, once the server is back");
      // Time for any duplicate to show up: several retry periods.
      await new Promise((resolve) => setTimeout(resolve, 600));
    } finally {
      await back.close();
    }

    const to = (address: string) => received.filter((mail) => mail.recipients.includes(address));
    // Retries may deliver the two messages to one address in either order.
    expect(
      to(addresses[0] ?? "")
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual(["Confirmez votre adresse courriel", "Votre compte Vitrine attend sa confirmation"]);
    for (const address of addresses.slice(1)) expect(to(address)).toHaveLength(1);
    expect(to("client@boulangerie.example")).toHaveLength(1);
    const notices = to(AGENCY);
    expect(notices.map((mail) => mail.subject).sort()).toEqual(
      leadNames.map((name) => `Nouvelle demande (Contact)\u00a0: ${name}`).sort(),
    );
    expect(await prisma.outgoingMail.count()).toBe(0);
    // Each message keeps its Message-ID across attempts (should one ever arrive twice, mail
    // systems can tell the copies apart).
    expect(received.map((mail) => mail.messageId).sort()).toEqual(queuedIds.map((id) => `<${id}@localhost>`).sort());
    expect(await prisma.lead.findMany({ select: { notifiedAt: true } })).toEqual(
      leadNames.map(() => ({ notifiedAt: expect.any(Date) })),
    );

    // The link delivered after the failed attempts works (each attempt made a new one).
    const lastLink = linkIn(to(addresses[1] ?? "")[0]?.text ?? "");
    const confirmed = await callbackLoader({
      request: new Request(lastLink),
      params: {},
      context: loadContext(),
    }).catch((thrown: unknown) => thrown);
    expect((confirmed as Response).headers.get("Location")).toBe("/auth/callback?confirmed=1");
  },
);

test("a mail server that accepts connections and never answers does not hold a sign-up", async () => {
  const sockets = new Set<Socket>();
  const silent = createServer((socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  try {
    startMailWorker({
      compose: composeQueuedMail,
      send: smtpSender((silent.address() as AddressInfo).port),
      retry: FAST_RETRY,
    });
    const email = `silent-${crypto.randomUUID()}@example.com`;
    await signUp(`first-${email}`); // the worker is now stuck on this one
    const started = performance.now();
    expect(((await signUp(email)) as Response).status).toBe(303);
    expect(performance.now() - started).toBeLessThan(1_000);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
});

test("a stopped worker sends nothing more: queued mail waits for the next start", async () => {
  const received: ReceivedMail[] = [];
  const smtp = await startMailServer({ onMail: (mail) => void received.push(mail) });
  try {
    startMailWorker({ compose: composeQueuedMail, send: smtpSender(smtp.port), retry: FAST_RETRY });
    const first = `kept-1-${crypto.randomUUID()}@example.com`;
    await queueMail({ kind: "accountExists", recipient: first, language: "en", origin: "https://vitrine.example" });
    await waitFor(() => received.length === 1, "the first message");
    await stopMailWorker();

    const second = `kept-2-${crypto.randomUUID()}@example.com`;
    await queueMail({ kind: "accountExists", recipient: second, language: "en", origin: "https://vitrine.example" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toHaveLength(1);
    expect(await prisma.outgoingMail.findMany({ where: { recipient: second } })).toEqual([
      expect.objectContaining({ state: "queued", attempts: 0 }),
    ]);

    startMailWorker({ compose: composeQueuedMail, send: smtpSender(smtp.port), retry: FAST_RETRY });
    await waitFor(() => received.length === 2, "the message queued while stopped");
    expect(received[1]?.recipients).toEqual([second]);
  } finally {
    await smtp.close();
  }
});

test("mail failing for over an hour is listed in the staff inbox; after 48 hours it is given up, a week later deleted", async () => {
  const failing = vi.fn(() => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:25")));
  const queuedAt = Date.now() - 49 * 60 * 60_000;
  let clock = queuedAt;
  const now = () => new Date(clock);
  const recipient = `failing-${crypto.randomUUID()}@example.com`;
  await prisma.outgoingMail.create({
    data: {
      kind: "accountExists",
      recipient,
      language: "fr",
      origin: "https://vitrine.example",
      createdAt: now(),
      nextAttemptAt: now(),
    },
  });

  // The worker's clock runs over 49 hours, from one due time to the next.
  const hourLater = queuedAt + 60 * 60_000 + 1;
  let listedAfterAnHour: unknown = null;
  for (;;) {
    await deliverDueMail({ compose: composeQueuedMail, send: failing, now });
    const mail = await prisma.outgoingMail.findFirstOrThrow({ where: { recipient } });
    if (mail.state === "failed") break;
    if (clock < hourLater && mail.nextAttemptAt.getTime() >= hourLater) {
      expect((await findLongFailingMail(new Date(hourLater - 2))).count).toBe(0);
      listedAfterAnHour = (await findLongFailingMail(new Date(hourLater))).mails.map((each) => each.recipient);
    }
    clock = mail.nextAttemptAt.getTime();
  }
  expect(listedAfterAnHour).toEqual([recipient]);
  const givenUp = await prisma.outgoingMail.findFirstOrThrow({ where: { recipient } });
  // 30 s, 1, 2, 4, 8, 16, 32 min, then hourly until 48 hours had passed.
  expect(givenUp).toMatchObject({ state: "failed", attempts: 55, lastError: "connect ECONNREFUSED 127.0.0.1:25" });
  expect(failing).toHaveBeenCalledTimes(55);

  const staff = await createUser({ role: "staff" });
  const cookie = cookieHeader(await startSession(new Request("http://localhost/"), staff.id));
  const inbox = await inboxLoader({
    request: new Request("http://localhost/en/admin/leads", { headers: { Cookie: cookie } }),
    params: {},
    context: loadContext(),
  });
  expect(inbox.data.failingMail).toEqual({
    count: 1,
    mails: [expect.objectContaining({ kind: "accountExists", recipient, state: "failed", attempts: 55 })],
  });

  // A week after it was given up, the worker's pass deletes it.
  const worker = createMailWorker({
    compose: composeQueuedMail,
    send: failing,
    now: () => new Date(queuedAt + MAIL_RETRY.giveUpAfterMs + 7 * 24 * 60 * 60_000 + 1),
  });
  worker.start();
  await worker.stop();
  expect(await prisma.outgoingMail.count({ where: { recipient } })).toBe(0);
});
