import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { prisma } from "~/platform/db.server";
import { createMailWorker, deliverDueMail, type DeliveryOptions } from "./mail-worker.server";
import { queueMail } from "./mail-queue.server";
import type { ClaimedMail } from "./outgoing-mail.server";
import { onPostgres } from "../../tests/vitest/engine";

// Several workers on one database (docs/decisions/049): on PostgreSQL, as machines sharing
// it; on SQLite, as one machine would never have them, but the claim is the same code.

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});
afterEach(async () => {
  await prisma.outgoingMail.deleteMany();
});

async function queue(count: number) {
  for (let index = 0; index < count; index++) {
    await queueMail({
      kind: "confirmation",
      recipient: `personne${index}@exemple.ca`,
      language: "fr",
      origin: "http://localhost",
    });
  }
}

const compose = async (mail: ClaimedMail) => ({ to: mail.recipient, subject: mail.id, text: "Bonjour." });

test("four workers sending the queue at once send every message once", async () => {
  await queue(40);
  const sent: string[] = [];
  const delivery: DeliveryOptions = {
    compose,
    send: async (message) => {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent.push(message.subject);
    },
  };
  const handled = await Promise.all([1, 2, 3, 4].map(() => deliverDueMail(delivery)));
  expect(handled.reduce((sum, count) => sum + count, 0)).toBe(40);
  expect(sent).toHaveLength(40);
  expect(new Set(sent).size).toBe(40);
  expect(await prisma.outgoingMail.count()).toBe(0);
});

test.skipIf(!onPostgres())("a worker starting on another machine leaves the message being sent alone", async () => {
  await queue(1);
  const sent: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sending = () => {};
  const started = new Promise<void>((resolve) => (sending = resolve));
  const first = createMailWorker({
    compose,
    send: async (message) => {
      sending();
      await held;
      sent.push(message.subject);
    },
  });
  first.start();
  await started;
  // Another machine starts while the first is handing the message over.
  const second = createMailWorker({
    compose,
    send: async (message) => void sent.push(message.subject),
  });
  second.start();
  await new Promise((resolve) => setTimeout(resolve, 300));
  release();
  await first.stop();
  await second.stop();
  expect(sent).toHaveLength(1);
});
