import { env } from "~/env.server";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt for this key (a client IP) and says whether it is within the limit. */
  hit(key: string): RateLimitResult;
  /** Whether one more attempt would be within the limit, without counting it. */
  peek(key: string): RateLimitResult;
};

/**
 * A fixed-window counter per key, in this process's memory. On one machine (SQLite,
 * docs/decisions/007) one process sees every request; with N machines each counts its own,
 * so a client gets at most N times the limit, still a bound (docs/decisions/049). A restart
 * forgets the counts, which only ever lets a client through early.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = () => Date.now(),
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = now() + windowMs;

  // Forget finished windows now and then, so that many one-off clients cannot grow the map.
  function sweep(time: number) {
    if (time < nextSweep) return;
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    nextSweep = time + windowMs;
  }

  function refusal(resetAt: number, time: number): RateLimitResult {
    return { allowed: false, retryAfterSeconds: Math.ceil((resetAt - time) / 1000) };
  }

  return {
    hit(key) {
      const time = now();
      sweep(time);
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit ? { allowed: true } : refusal(window.resetAt, time);
    },
    peek(key) {
      const time = now();
      const window = windows.get(key);
      return !window || window.resetAt <= time || window.count < limit
        ? { allowed: true }
        : refusal(window.resetAt, time);
    },
  };
}

/** Lead posts from the contact and audit forms and the chatbot, per client IP. */
export const leadRateLimiter = createRateLimiter({ limit: env.LEAD_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
/**
 * Bot-protection challenges (docs/decisions/047), per client IP: each lead post needs one,
 * and a failed send or an expired challenge asks again, so a few times the lead limit.
 * Issuing one is cheap; the limit keeps a single client from making it a load.
 */
export const botChallengeRateLimiter = createRateLimiter({
  limit: env.LEAD_RATE_LIMIT_PER_MINUTE * 6,
  windowMs: 60_000,
});
/**
 * Questions to the chatbot's assistant (docs/decisions/052), per client IP: each one searches
 * the site's index in memory, cheap but not free, and a person types a few a minute.
 */
export const questionRateLimiter = createRateLimiter({ limit: env.QUESTION_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
/**
 * Log-in, sign-up and confirmation-resend posts, per client IP; key each form apart
 * (`login:<ip>`), so a visitor who fails to log in can still ask for a new link.
 */
export const authRateLimiter = createRateLimiter({ limit: env.AUTH_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });

/** The per-account log-in slowdown: failed log-ins allowed per address and window. */
export const FAILED_LOGINS_PER_ACCOUNT = 5;
export const FAILED_LOGIN_WINDOW_MS = 15 * 60_000;
/**
 * Failed log-ins per e-mail address, from any IP (known address or not, so the refusal says
 * nothing about accounts): past the limit, log-ins for that address are refused until the
 * window ends. A slowdown, not a lock: the owner can log in again at the latest 15 minutes
 * after the first failure, and guessing is held to 5 passwords per 15 minutes.
 */
export const loginFailureLimiter = createRateLimiter({
  limit: FAILED_LOGINS_PER_ACCOUNT,
  windowMs: FAILED_LOGIN_WINDOW_MS,
});

/** Forgotten-password requests allowed per e-mail address and window. */
export const PASSWORD_RESETS_PER_ADDRESS = 3;
export const PASSWORD_RESET_WINDOW_MS = 60 * 60_000;
/**
 * Forgotten-password requests per e-mail address, from any IP, known address or not (so a
 * refusal says nothing about accounts): nobody can fill a mailbox with links.
 */
export const passwordResetLimiter = createRateLimiter({
  limit: PASSWORD_RESETS_PER_ADDRESS,
  windowMs: PASSWORD_RESET_WINDOW_MS,
});
