import type { Prisma } from "~/generated/prisma/client";
import type { MailKind } from "~/generated/prisma/enums";
import { prisma } from "~/platform/db.server";
import { normalizeEmail } from "~/utils/email";

/** What the queue needs to compose an e-mail when it sends it. */
export type NewOutgoingMail = {
  kind: MailKind;
  recipient: string;
  language: string;
  origin: string;
  leadId?: string;
};

/** Queues an e-mail, in one transaction with the writes it goes with (the account it confirms). */
export async function createOutgoingMail(mail: NewOutgoingMail, alongWith: Prisma.PrismaPromise<unknown>[] = []) {
  const data = { ...mail, recipient: normalizeEmail(mail.recipient) };
  await prisma.$transaction([...alongWith, prisma.outgoingMail.create({ data, select: { id: true } })]);
}

/**
 * Claims the message due first, if any: it is marked as being sent until `claimUntil` and
 * its attempt counted. A claim that outlives its process (a crash mid-send) is taken again
 * once it ends; state and due time are checked in the update, so two workers never take
 * the same message.
 */
export async function claimNextMail(now: Date, claimUntil: Date) {
  for (;;) {
    const due = await prisma.outgoingMail.findFirst({
      where: { state: { in: ["queued", "sending"] }, nextAttemptAt: { lte: now } },
      orderBy: [{ nextAttemptAt: "asc" }, { id: "asc" }],
    });
    if (!due) return null;
    const { count } = await prisma.outgoingMail.updateMany({
      where: { id: due.id, state: due.state, nextAttemptAt: due.nextAttemptAt },
      data: { state: "sending", nextAttemptAt: claimUntil, attempts: { increment: 1 } },
    });
    if (count === 1) return { ...due, state: "sending" as const, attempts: due.attempts + 1 };
  }
}

export type ClaimedMail = NonNullable<Awaited<ReturnType<typeof claimNextMail>>>;

/** The lead whose notice this is, if it is a lead's notice (its outcome is kept on the lead). */
function noticeLeadId(mail: Pick<ClaimedMail, "kind" | "leadId">) {
  return mail.kind === "leadNotice" ? mail.leadId : null;
}

/** The mail server took the message: it leaves the queue, and a lead records its notice as sent. */
export async function recordMailSent(mail: Pick<ClaimedMail, "id" | "kind" | "leadId">, now: Date) {
  const leadId = noticeLeadId(mail);
  await prisma.$transaction([
    prisma.outgoingMail.deleteMany({ where: { id: mail.id } }),
    ...(leadId
      ? [
          prisma.lead.updateMany({
            where: { id: leadId },
            data: { notifiedAt: now, notificationError: null, notificationAttempts: { increment: 1 } },
          }),
        ]
      : []),
  ]);
}

/**
 * An attempt failed: the message waits until `retryAt`, or with `retryAt` null is given up
 * (kept for the staff inbox). A lead records the failure on its notice.
 */
export async function recordMailFailure(
  mail: Pick<ClaimedMail, "id" | "kind" | "leadId" | "firstFailedAt">,
  { error, now, retryAt }: { error: string; now: Date; retryAt: Date | null },
) {
  const lastError = error.slice(0, 500);
  const leadId = noticeLeadId(mail);
  await prisma.$transaction([
    prisma.outgoingMail.updateMany({
      where: { id: mail.id },
      data: {
        state: retryAt ? "queued" : "failed",
        nextAttemptAt: retryAt ?? now,
        firstFailedAt: mail.firstFailedAt ?? now,
        lastError,
      },
    }),
    ...(leadId
      ? [
          prisma.lead.updateMany({
            where: { id: leadId },
            data: { notificationError: lastError, notificationAttempts: { increment: 1 } },
          }),
        ]
      : []),
  ]);
}

/** A message with nothing left to say (an account confirmed meanwhile, a lead deleted): removed unsent. */
export async function dropMail(id: string) {
  await prisma.outgoingMail.deleteMany({ where: { id } });
}

/**
 * At start-up, messages left "sending" belong to a process that is gone (one machine,
 * docs/decisions/007; with several, the worker does not call this: docs/decisions/049): they are due again at once. The mail server may have taken one
 * just before the process died; that one arrives twice (at-least-once).
 */
export async function releaseClaims(now: Date) {
  await prisma.outgoingMail.updateMany({ where: { state: "sending" }, data: { state: "queued", nextAttemptAt: now } });
}

/** When the worker next has something to do: the earliest due time of a message not given up. */
export async function nextMailDueAt() {
  const next = await prisma.outgoingMail.findFirst({
    where: { state: { in: ["queued", "sending"] } },
    orderBy: { nextAttemptAt: "asc" },
    select: { nextAttemptAt: true },
  });
  return next?.nextAttemptAt ?? null;
}

/** Given-up messages older than `before` are deleted (they have been listed in the inbox meanwhile). */
export async function deleteGivenUpMail(before: Date) {
  await prisma.outgoingMail.deleteMany({ where: { state: "failed", createdAt: { lt: before } } });
}

/**
 * Messages whose first failure is older than `since` (still retrying or given up), most
 * recent failure first, at most `take`, and how many there are.
 */
export async function findFailingMail(since: Date, take = 10) {
  const where = { firstFailedAt: { lte: since } };
  const [count, mails] = await Promise.all([
    prisma.outgoingMail.count({ where }),
    prisma.outgoingMail.findMany({
      where,
      orderBy: [{ firstFailedAt: "desc" }, { id: "desc" }],
      take,
      select: {
        id: true,
        kind: true,
        recipient: true,
        state: true,
        attempts: true,
        lastError: true,
        firstFailedAt: true,
        nextAttemptAt: true,
      },
    }),
  ]);
  return { count, mails };
}

/**
 * Queues a lead's notice again (the lead page's "resend"): an unsent notice, waiting or
 * given up, is replaced by a new one due at once, unless one is being sent at this moment
 * (that attempt stands: a second would send the notice twice).
 */
export async function requeueLeadNotice(leadId: string, notice: Omit<NewOutgoingMail, "kind" | "leadId">) {
  await prisma.$transaction(async (tx) => {
    if (await tx.outgoingMail.count({ where: { leadId, kind: "leadNotice", state: "sending" } })) return;
    await tx.outgoingMail.deleteMany({ where: { leadId, kind: "leadNotice" } });
    await tx.outgoingMail.create({ data: { ...notice, kind: "leadNotice", leadId } });
  });
}
