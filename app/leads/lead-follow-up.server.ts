import { remember } from "@epic-web/remember";
import { env } from "~/env.server";
import { queueDailyDigest } from "~/leads/lead-digest.server";
import { queueAuditReminders } from "~/leads/lead-reminder.server";
import { mailQueued } from "~/mail/mail-queue.server";
import { machines } from "~/platform/machines.server";
import { onShutdown } from "~/utils/shutdown.server";

// The leads' follow-up job (docs/decisions/044): every minute, in the server process,
// it queues the audits' 36-hour reminders and, in the morning, the daily digest. Both
// claim in the database what they queue, so two machines (or a restart) never queue one
// twice; what is queued goes out through the mail queue, retried, never lost.

/** How often the job looks: a reminder or the digest leaves at most this late. */
const FOLLOW_UP_INTERVAL_MS = 60_000;

export type FollowUpSettings = {
  /** AGENCY_LEAD_EMAIL: the digest's recipient and the reminder's when nobody owns the audit. */
  agency?: string;
  /** LEAD_DIGEST_ENABLED. */
  digest: boolean;
  /** The origin of the messages' links (SITE_URL). */
  origin: string;
};

/** The settings of this server, from its environment. */
export function followUpSettings(): FollowUpSettings {
  return {
    agency: env.AGENCY_LEAD_EMAIL,
    digest: env.LEAD_DIGEST_ENABLED,
    origin: env.SITE_URL ?? `http://localhost:${env.PORT}`,
  };
}

/** One pass at `now`: queues the reminders and the digest due, and wakes the mail worker if it queued any. */
export async function runLeadFollowUp(now: Date, settings: FollowUpSettings = followUpSettings()) {
  const reminders = await queueAuditReminders(now, settings);
  const digest =
    settings.digest && settings.agency ? await queueDailyDigest(now, { ...settings, agency: settings.agency }) : false;
  if (reminders || digest) {
    console.info(`[leads] follow-up: ${reminders} audit reminders${digest ? " and the daily digest" : ""} queued`);
    mailQueued();
  }
  return { reminders, digest };
}

const state = remember("lead-follow-up", (): { timer?: NodeJS.Timeout; running?: Promise<unknown> } => ({}));

function runPass(now: () => Date) {
  // A pass still running (a slow database) is not doubled.
  // One machine's pass at a time (docs/decisions/049): the claims keep each message once
  // anyway; the lock spares the others the same queries.
  state.running ??= machines
    .alone("lead-follow-up", () => runLeadFollowUp(now()))
    .catch((error: unknown) => console.error("[leads] follow-up: the pass failed; tried again in a minute", error))
    .finally(() => (state.running = undefined));
}

/**
 * Runs the follow-up now and every minute in this process (entry.server.tsx); stopped (a
 * pass in progress awaited) at shutdown. `now` is the clock (tests hand in theirs).
 */
export function startLeadFollowUp({ now = () => new Date(), intervalMs = FOLLOW_UP_INTERVAL_MS } = {}) {
  if (state.timer) return;
  runPass(now);
  state.timer = setInterval(() => runPass(now), intervalMs);
  state.timer.unref();
  onShutdown(stopLeadFollowUp);
}

/** Stops the job, waiting for a pass in progress. */
export async function stopLeadFollowUp() {
  clearInterval(state.timer);
  state.timer = undefined;
  await state.running;
}
