import type { Verification } from "~/generated/prisma/enums";
import { env } from "~/env.server";
import type { BotProtectionAction, BotProtectionConfig } from "~/platform/bot-protection";

// Bot protection on the server: one interface, the provider chosen once from the
// environment (reCAPTCHA v3 with both keys set, else the development provider). The
// browser half is bot-protection.tsx.

export type VerificationResult = {
  verification: Exclude<Verification, "unverified">;
  /** The provider's score (0 bot .. 1 human), when it gave one. */
  score: number | null;
  /** Why a token was refused, for the log. */
  reason?: string;
};

export interface BotProtectionVerifier {
  /** Checks a token issued in the browser for `action`; never throws. */
  verify(token: string, expected: { action: BotProtectionAction; remoteIp: string }): Promise<VerificationResult>;
}

/** Accepts the tokens its browser twin issues (development.<action>.<uuid>), for that action only. */
export function createDevelopmentVerifier(): BotProtectionVerifier {
  return {
    async verify(token, { action }) {
      const [provider, tokenAction] = token.split(".");
      if (provider === "development" && tokenAction === action) return { verification: "verified", score: null };
      return { verification: "failed", score: null, reason: `not a development token for ${action}` };
    },
  };
}

/** The fields of the verify endpoint's JSON answer that matter, whatever else it holds. */
function readSiteVerifyAnswer(body: unknown) {
  const answer = (body ?? {}) as Record<string, unknown>;
  return {
    success: answer.success === true,
    score: typeof answer.score === "number" ? answer.score : null,
    action: typeof answer.action === "string" ? answer.action : null,
    errorCodes: Array.isArray(answer["error-codes"]) ? answer["error-codes"].map(String) : [],
  };
}

/**
 * reCAPTCHA v3: the token goes to the verify endpoint with the secret; it counts only if
 * the provider accepts it, for the expected action, with a score at the threshold or
 * above. A provider that errs or is slower than the timeout gives a failed verification
 * (logged), never an exception: the caller keeps the lead, flagged.
 */
export function createRecaptchaVerifier({
  secretKey,
  verifyUrl,
  minScore,
  timeoutMs,
}: {
  secretKey: string;
  verifyUrl: string;
  minScore: number;
  timeoutMs: number;
}): BotProtectionVerifier {
  return {
    async verify(token, { action, remoteIp }) {
      let answer: ReturnType<typeof readSiteVerifyAnswer>;
      try {
        const response = await fetch(verifyUrl, {
          method: "POST",
          body: new URLSearchParams({ secret: secretKey, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`verify endpoint answered ${response.status}`);
        answer = readSiteVerifyAnswer(await response.json());
      } catch (error) {
        const reason =
          error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
        console.warn(`[bot-protection] reCAPTCHA verification for ${action} failed: ${reason}`);
        return { verification: "failed", score: null, reason };
      }
      const { success, score, errorCodes } = answer;
      if (!success)
        return { verification: "failed", score, reason: `rejected (${errorCodes.join(", ") || "no code"})` };
      if (answer.action !== action)
        return { verification: "failed", score, reason: `action ${answer.action} instead of ${action}` };
      if (score === null || score < minScore)
        return { verification: "failed", score, reason: `score ${score} below ${minScore}` };
      return { verification: "verified", score };
    },
  };
}

const recaptchaKeys =
  env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
    ? { siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY }
    : null;

if (!recaptchaKeys) {
  console.info("[bot-protection] no reCAPTCHA keys set: the development provider issues and accepts tokens");
}

export const botProtectionVerifier: BotProtectionVerifier = recaptchaKeys
  ? createRecaptchaVerifier({
      secretKey: recaptchaKeys.secretKey,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      minScore: env.RECAPTCHA_MIN_SCORE,
      timeoutMs: env.RECAPTCHA_TIMEOUT_MS,
    })
  : createDevelopmentVerifier();

/** Which provider the browser uses (root loader); the site key is public by design. */
export function getBotProtectionConfig(): BotProtectionConfig {
  return recaptchaKeys ? { provider: "recaptcha", siteKey: recaptchaKeys.siteKey } : { provider: "development" };
}
