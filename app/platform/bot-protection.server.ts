import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { Prisma } from "~/generated/prisma/client";
import type { Verification } from "~/generated/prisma/enums";
import { env } from "~/env.server";
import { prisma } from "~/platform/db.server";
import {
  ALTCHA_ALGORITHM,
  type BotProtectionAction,
  type BotProtectionConfig,
  type LeadAction,
} from "~/platform/bot-protection";

// Bot protection on the server (docs/decisions/047): ALTCHA, a proof of work this server
// issues and checks, always; reCAPTCHA v3 besides when both its keys are set (the browser
// uses it only after the visitor accepts cookies). One verifier tells the two kinds of
// token apart by their form. The browser half is bot-protection.tsx.

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

/**
 * How much work a challenge asks: the solver hashes (SHA-256) from 0 up to a secret
 * counter drawn in this range. Measured in Chromium on this project's 2-core test machine:
 * about 5 µs a hash, 20 µs with the CPU slowed 4 times as Lighthouse does for phones, so
 * 7,500 hashes on average take about 40 ms, and 150 ms on a phone (docs/decisions/047).
 */
export const CHALLENGE_COUNTER = { min: 5_000, max: 10_000 } as const;

/** A challenge is solved and sent within seconds of being asked for (on submit): five minutes is ample. */
export const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

/** Says once whether a solved challenge's signature is new; false when it was accepted before. */
export interface ChallengeUses {
  claim(signature: string, expiresAt: Date): Promise<boolean>;
}

/**
 * The signatures accepted, in the database, so that a challenge is accepted once whichever
 * machine receives it. Each row lives until its challenge expires; the expired are deleted
 * as new ones arrive, at most once a minute (by the expiry index).
 */
export function createDatabaseChallengeUses({ now = () => new Date() } = {}): ChallengeUses {
  let nextSweep = 0;
  return {
    async claim(signature, expiresAt) {
      const time = now();
      if (time.getTime() >= nextSweep) {
        nextSweep = time.getTime() + 60_000;
        await prisma.botChallengeUse.deleteMany({ where: { expiresAt: { lt: time } } });
      }
      try {
        await prisma.botChallengeUse.create({ data: { signature, expiresAt } });
        return true;
      } catch (error) {
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return false;
        throw error;
      }
    },
  };
}

/** The secret that signs the derived keys, apart from the one that signs challenges. */
function keySignatureSecret(hmacKey: string) {
  return createHmac("sha256", hmacKey).update("altcha key signature").digest("hex");
}

/**
 * A challenge for one lead action, signed, expiring. Deterministic mode: the server knows
 * the answer (it signs the derived key), so checking a solution is two HMACs, not a search.
 */
export async function createBotChallenge(
  action: LeadAction,
  { hmacKey = env.ALTCHA_HMAC_KEY, now = new Date() }: { hmacKey?: string; now?: Date } = {},
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: 1,
    counter: randomInt(CHALLENGE_COUNTER.min, CHALLENGE_COUNTER.max),
    deriveKey,
    data: { action },
    expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(hmacKey),
  });
}

/**
 * The ALTCHA payload in a token (base64 of {challenge, solution}, as the ALTCHA widget
 * sends it), or null when the token has another form (a reCAPTCHA token, garbage).
 */
export function readAltchaPayload(token: string): Payload | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return null;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
  } catch {
    return null;
  }
  const payload = value as { challenge?: Partial<Challenge>; solution?: Record<string, unknown> } | null;
  const parameters = payload?.challenge?.parameters as Record<string, unknown> | undefined;
  if (
    typeof parameters !== "object" ||
    parameters === null ||
    typeof payload?.challenge?.signature !== "string" ||
    typeof payload.solution?.counter !== "number" ||
    typeof payload.solution.derivedKey !== "string"
  )
    return null;
  return value as Payload;
}

/**
 * ALTCHA: the payload counts if this server signed its challenge (with `hmacKey`), for
 * the expected action, not expired, solved, and never accepted before. Anything else
 * fails with a reason; nothing throws.
 */
export function createAltchaVerifier({
  hmacKey,
  uses,
  now = () => new Date(),
}: {
  hmacKey: string;
  uses: ChallengeUses;
  now?: () => Date;
}): BotProtectionVerifier {
  const failed = (reason: string): VerificationResult => ({ verification: "failed", score: null, reason });
  return {
    async verify(token, { action }) {
      const payload = readAltchaPayload(token);
      if (!payload) return failed("not an ALTCHA payload");
      const { challenge, solution } = payload;
      const { expiresAt, data, algorithm } = challenge.parameters;
      // Checked before the library, which would skip the expiry of a challenge without one.
      if (typeof expiresAt !== "number") return failed("ALTCHA challenge without expiry");
      if (expiresAt * 1000 <= now().getTime()) return failed("ALTCHA challenge expired");
      if (algorithm !== ALTCHA_ALGORITHM) return failed(`ALTCHA algorithm ${String(algorithm)}`);
      let result: Awaited<ReturnType<typeof verifySolution>>;
      try {
        result = await verifySolution({
          challenge,
          solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret(hmacKey),
        });
      } catch (error) {
        return failed(`ALTCHA payload unreadable: ${String(error)}`);
      }
      if (result.expired) return failed("ALTCHA challenge expired");
      if (result.invalidSignature !== false) return failed("ALTCHA signature invalid");
      if (!result.verified) return failed("ALTCHA solution wrong");
      if (data?.action !== action) return failed(`ALTCHA challenge for ${String(data?.action)} instead of ${action}`);
      try {
        if (!(await uses.claim(challenge.signature as string, new Date(expiresAt * 1000))))
          return failed("ALTCHA challenge already used");
      } catch (error) {
        // As with a provider that errs: the lead is kept, flagged, and the log says why.
        console.warn("[bot-protection] could not record an ALTCHA challenge's use", error);
        return failed("ALTCHA use not recorded");
      }
      return { verification: "verified", score: null };
    },
  };
}

/** ALTCHA payloads to ALTCHA; any other token to reCAPTCHA when it is configured, else refused. */
export function createBotProtectionVerifier({
  altcha,
  recaptcha,
}: {
  altcha: BotProtectionVerifier;
  recaptcha: BotProtectionVerifier | null;
}): BotProtectionVerifier {
  return {
    verify(token, expected) {
      if (readAltchaPayload(token) || !recaptcha) return altcha.verify(token, expected);
      return recaptcha.verify(token, expected);
    },
  };
}

const recaptchaKeys =
  env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY
    ? { siteKey: env.RECAPTCHA_SITE_KEY, secretKey: env.RECAPTCHA_SECRET_KEY }
    : null;

export const botProtectionVerifier: BotProtectionVerifier = createBotProtectionVerifier({
  altcha: createAltchaVerifier({ hmacKey: env.ALTCHA_HMAC_KEY, uses: createDatabaseChallengeUses() }),
  recaptcha: recaptchaKeys
    ? createRecaptchaVerifier({
        secretKey: recaptchaKeys.secretKey,
        verifyUrl: env.RECAPTCHA_VERIFY_URL,
        minScore: env.RECAPTCHA_MIN_SCORE,
        timeoutMs: env.RECAPTCHA_TIMEOUT_MS,
      })
    : null,
});

/** What the browser needs (root loader): reCAPTCHA's site key when it is configured; it is public by design. */
export function getBotProtectionConfig(): BotProtectionConfig {
  return { recaptchaSiteKey: recaptchaKeys?.siteKey ?? null };
}
