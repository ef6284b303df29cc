import { setTimeout as delay } from "node:timers/promises";
import { remember } from "@epic-web/remember";
import {
  claimNextMail,
  deleteGivenUpMail,
  dropMail,
  nextMailDueAt,
  recordMailFailure,
  recordMailSent,
  releaseClaims,
  type ClaimedMail,
} from "~/mail/outgoing-mail.server";
import { onMailQueued } from "~/mail/mail-queue.server";
import { mailer, type MailMessage } from "~/mail/mail.server";
import { machines } from "~/platform/machines.server";
import { onShutdown } from "~/utils/shutdown.server";

// The mail queue's worker: in the server process (one machine, docs/decisions/007), one
// message at a time. It is woken when mail is queued, and otherwise sleeps until the next
// retry is due. Each message is claimed before it is sent and deleted once the mail server
// has taken it; a crash between the two sends it again at the next start (at-least-once;
// the Message-ID stays the same, so mail systems can tell the copies apart). With several
// machines (PostgreSQL, docs/decisions/049) each runs a worker: a claim is a conditional
// update, so two never take one message.

/** When failed messages are tried again, and when the queue gives up on one. */
export type RetryPolicy = {
  /** The wait after the first failure; it doubles after each one... */
  firstDelayMs: number;
  /** ...up to this. */
  maxDelayMs: number;
  /** A message still failing this long after it was queued is given up (kept for the inbox). */
  giveUpAfterMs: number;
};

/** 30 s, 1 min, 2 min, ... then every hour, for 48 hours (about 55 attempts). */
export const MAIL_RETRY: RetryPolicy = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  giveUpAfterMs: 48 * 60 * 60_000,
};

/** Longer than any attempt can take (SMTP timeouts: mail.server.ts); past it, a claim is taken again. */
const CLAIM_MS = 10 * 60_000;
/** The longest the worker sleeps without looking at the queue. */
const MAX_IDLE_MS = 60_000;
/** Given-up messages stay listed in the staff inbox this long, then are deleted. */
const GIVEN_UP_KEPT_MS = 7 * 24 * 60 * 60_000;
/**
 * On SIGTERM, how long the server waits for the message being handed over: a healthy mail
 * server takes it in milliseconds; a hanging one must not hold the shutdown (its message
 * stays claimed and goes again at the next start).
 */
const SHUTDOWN_WAIT_MS = 2_000;

/** The wait before the next attempt, after `attempts` attempts. */
export function retryDelayMs(attempts: number, policy: RetryPolicy = MAIL_RETRY) {
  return Math.min(policy.firstDelayMs * 2 ** Math.max(attempts - 1, 0), policy.maxDelayMs);
}

export type DeliveryOptions = {
  /**
   * Writes a queued message (its kind's domain knows what it says: app/queued-mail.server.ts);
   * null when there is nothing to send any more (the lead was erased).
   */
  compose: (mail: ClaimedMail) => Promise<MailMessage | null>;
  /** Hands one message to the mail server; rejects when it could not. */
  send: (message: MailMessage) => Promise<void>;
  now?: () => Date;
  retry?: RetryPolicy;
};

function reason(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/** Claims the next due message and sends it; false when none is due. */
export async function deliverNextMail({ compose, send, now = () => new Date(), retry = MAIL_RETRY }: DeliveryOptions) {
  const claimedAt = now();
  const mail = await claimNextMail(claimedAt, new Date(claimedAt.getTime() + CLAIM_MS));
  if (!mail) return false;
  try {
    const message = await compose(mail);
    if (!message) {
      await dropMail(mail.id);
      return true;
    }
    await send({ ...message, messageId: `<${mail.id}@${new URL(mail.origin).hostname}>` });
  } catch (error) {
    const failedAt = now();
    const giveUp = failedAt.getTime() - mail.createdAt.getTime() >= retry.giveUpAfterMs;
    const retryAt = giveUp ? null : new Date(failedAt.getTime() + retryDelayMs(mail.attempts, retry));
    console.error(
      `[mail] ${mail.kind} ${mail.id}: attempt ${mail.attempts} failed (${reason(error)}); ` +
        (retryAt ? `next attempt at ${retryAt.toISOString()}` : "given up, listed in the staff inbox"),
    );
    await recordMailFailure(mail, { error: reason(error), now: failedAt, retryAt });
    return true;
  }
  await recordMailSent(mail, now());
  return true;
}

/** Sends every message due now, one after the other; how many were handled. */
export async function deliverDueMail(options: DeliveryOptions) {
  let handled = 0;
  while (await deliverNextMail(options)) handled++;
  return handled;
}

export type MailWorker = { start(): void; stop(): Promise<void> };

type LoopOptions = {
  maxIdleMs?: number;
  /**
   * Whether claims left "sending" are released at start: they are a dead process's on one
   * machine; with several (docs/decisions/049) one may be another machine's, mid-send, and
   * is left to expire (CLAIM_MS) instead.
   */
  releaseClaimsAtStart?: boolean;
};

/**
 * The loop: a pass sends what is due, then the worker sleeps until the next due time (at
 * most `maxIdleMs`) or until mail is queued. Its timer never keeps the process alive.
 */
export function createMailWorker({
  maxIdleMs = MAX_IDLE_MS,
  releaseClaimsAtStart = !machines.several,
  ...delivery
}: DeliveryOptions & LoopOptions): MailWorker {
  const now = delivery.now ?? (() => new Date());
  const giveUpAfterMs = (delivery.retry ?? MAIL_RETRY).giveUpAfterMs;
  let running = false;
  let stopped = true;
  let wokenDuringPass = false;
  let pass: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let stopListening: () => void = () => undefined;

  async function runPass() {
    let sleepMs = maxIdleMs;
    try {
      do {
        wokenDuringPass = false;
        while (!stopped && (await deliverNextMail(delivery)));
      } while (wokenDuringPass && !stopped);
      await deleteGivenUpMail(new Date(now().getTime() - giveUpAfterMs - GIVEN_UP_KEPT_MS));
      const due = await nextMailDueAt();
      if (due) sleepMs = Math.min(Math.max(due.getTime() - now().getTime(), 0), maxIdleMs);
    } catch (error) {
      console.error("[mail] the mail queue could not be read or updated; trying again later", error);
    }
    running = false;
    if (stopped) return;
    // Mail queued after the last look at the queue: go again at once.
    timer = setTimeout(wake, wokenDuringPass ? 0 : sleepMs);
    timer.unref();
  }

  function wake() {
    if (stopped) return;
    if (running) {
      wokenDuringPass = true;
      return;
    }
    clearTimeout(timer);
    running = true;
    pass = runPass();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopListening = onMailQueued(wake);
      running = true;
      pass = (releaseClaimsAtStart ? releaseClaims(now()) : Promise.resolve())
        .catch((error: unknown) => console.error("[mail] could not release earlier claims", error))
        .then(runPass);
    },
    /** Stops taking messages and waits for the one being sent, if any. */
    async stop() {
      stopped = true;
      stopListening();
      clearTimeout(timer);
      await pass;
    },
  };
}

const current = remember("mail-worker", () => ({ worker: null as MailWorker | null }));

/**
 * Starts the process's one worker (entry.server.tsx; tests start their own with another
 * `send`, a short retry policy or a clock). The server stops it before exiting.
 */
export function startMailWorker(options: Pick<DeliveryOptions, "compose"> & Partial<DeliveryOptions> & LoopOptions) {
  if (current.worker) return;
  current.worker = createMailWorker({ send: mailer.send, ...options });
  current.worker.start();
  onShutdown(stopOnShutdown);
}

/** Stops the process's worker, waiting for the message being sent (at most `waitMs`). */
export async function stopMailWorker(waitMs = Infinity) {
  const { worker } = current;
  current.worker = null;
  if (!worker) return;
  const stopped = worker.stop();
  if (waitMs === Infinity) return stopped;
  await Promise.race([stopped, delay(waitMs, undefined, { ref: false })]);
}

function stopOnShutdown() {
  return stopMailWorker(SHUTDOWN_WAIT_MS);
}
