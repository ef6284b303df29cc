import { solveChallenge, solveChallengeWorkers, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import type { LeadAction } from "~/platform/bot-protection";

// ALTCHA's solver in the browser, imported on first use (bot-protection.tsx,
// docs/decisions/047): the search runs in a Web Worker, so the page stays responsive;
// where no module worker starts, on the main thread (it yields now and then).

/** A challenge should take well under a second: past this, something is wrong and the send fails. */
const SOLVE_TIMEOUT_MS = 20_000;

/**
 * A token for `action`: a challenge from /resources/bot-challenge, solved; the payload the
 * server verifies. Null when none can be had (offline, refused, too slow), logged.
 */
export async function altchaToken(action: LeadAction): Promise<string | null> {
  try {
    const response = await fetch(`/resources/bot-challenge?action=${action}`, { cache: "no-store" });
    if (!response.ok) throw new Error(`challenge answered ${response.status}`);
    return await solveAltchaChallenge((await response.json()) as Challenge);
  } catch (error) {
    console.warn(`[bot-protection] no ALTCHA token for ${action}`, error);
    return null;
  }
}

async function solveAltchaChallenge(challenge: Challenge): Promise<string | null> {
  const solution = await solveInWorker(challenge).catch(() =>
    solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS }),
  );
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}

function solveInWorker(challenge: Challenge) {
  if (typeof Worker !== "function") return Promise.reject(new Error("no Web Worker"));
  return solveChallengeWorkers({
    challenge,
    // One worker: the work is small, and each one more costs a start-up.
    concurrency: 1,
    timeout: SOLVE_TIMEOUT_MS,
    createWorker: () => new Worker(new URL("./altcha.worker.ts", import.meta.url), { type: "module" }),
  });
}
