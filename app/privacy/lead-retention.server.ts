import { remember } from "@epic-web/remember";
import { env } from "~/env.server";
import { deleteLeadsCreatedBefore } from "~/leads/lead.server";
import { machines } from "~/platform/machines.server";
import { purgeOldQuestions } from "~/search/search-questions.server";
import { onShutdown } from "~/utils/shutdown.server";

// Law 25: personal information is kept only as long as needed. Leads older than the
// retention period (LEAD_RETENTION_MONTHS) are erased, with their notes and queued
// notices, by a job in the server process: once at start, then daily. The same job
// deletes the questions asked on the site after 90 days (docs/decisions/053). Erased rather than
// anonymized: a lead's free text (message, website, company) can name the person, and
// the inbox's figures only look back 12 weeks.

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The oldest arrival time a lead may have at `now`: the same day and time `months` earlier
 * (UTC), or that month's last day when it is shorter (31 March less one month: 28 or 29 February).
 */
export function retentionCutoff(now: Date, months = env.LEAD_RETENTION_MONTHS) {
  const cutoff = new Date(now);
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

/** Erases the leads older than the retention period and logs how many and the cut-off (no personal data). */
export async function eraseExpiredLeads(now = new Date(), months = env.LEAD_RETENTION_MONTHS) {
  const cutoff = retentionCutoff(now, months);
  const erased = await deleteLeadsCreatedBefore(cutoff);
  console.info(
    `[privacy] retention: ${erased} leads that arrived before ${cutoff.toISOString()} erased (LEAD_RETENTION_MONTHS=${months})`,
  );
  return { erased, cutoff };
}

const state = remember("lead-retention", (): { timer?: NodeJS.Timeout; running?: Promise<unknown> } => ({}));

/**
 * What the daily job deletes, each apart, so that one failing leaves the other to run: the
 * expired leads, and the questions asked on the site older than 90 days (docs/decisions/053).
 */
export async function runRetention(now = new Date()) {
  const tasks = [
    { what: "erasing expired leads", run: () => eraseExpiredLeads(now) },
    { what: "purging old questions", run: () => purgeOldQuestions(now) },
  ];
  for (const task of tasks) {
    await task
      .run()
      .catch((error: unknown) =>
        console.error(`[privacy] retention: ${task.what} failed; tried again tomorrow`, error),
      );
  }
}

function runDailyRetention() {
  // One machine at a time (docs/decisions/049); each machine's daily run finds nothing left after the first.
  state.running = machines
    .alone("lead-retention", () => runRetention())
    .catch((error: unknown) =>
      console.error("[privacy] retention: the job could not start; tried again tomorrow", error),
    );
}

/** Runs the retention job now and every day, in this process; stopped (a run in progress awaited) at shutdown. */
export function startLeadRetention() {
  if (state.timer) return;
  runDailyRetention();
  state.timer = setInterval(runDailyRetention, DAY_MS);
  state.timer.unref();
  onShutdown(async () => {
    clearInterval(state.timer);
    await state.running;
  });
}
