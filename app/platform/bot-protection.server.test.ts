import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { solveChallenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { prisma } from "~/platform/db.server";
import type { LeadAction } from "./bot-protection";
import {
  CHALLENGE_COUNTER,
  CHALLENGE_LIFETIME_MS,
  createAltchaVerifier,
  createBotChallenge,
  createBotProtectionVerifier,
  createDatabaseChallengeUses,
  createRecaptchaVerifier,
  type ChallengeUses,
} from "./bot-protection.server";

// reCAPTCHA's verify endpoint cannot be reached from here: a local HTTP server answers
// like it, one behaviour per token, and records what it was sent.

type Answer = { status?: number; body?: unknown; delayMs?: number };

const answers: Record<string, Answer> = {
  human: { body: { success: true, score: 0.9, action: "contactForm", hostname: "localhost" } },
  borderline: { body: { success: true, score: 0.5, action: "contactForm" } },
  bot: { body: { success: true, score: 0.1, action: "contactForm" } },
  "other-action": { body: { success: true, score: 0.9, action: "page_view" } },
  expired: { body: { success: false, "error-codes": ["timeout-or-duplicate"] } },
  "server-error": { status: 500, body: { error: "unavailable" } },
  "not-json": { body: "<html>" },
  slow: { body: { success: true, score: 0.9, action: "contactForm" }, delayMs: 5_000 },
};

let server: Server;
let verifyUrl: string;
const received: URLSearchParams[] = [];

async function readForm(request: IncomingMessage) {
  let body = "";
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const form = await readForm(request);
    received.push(form);
    const answer = answers[form.get("response") ?? ""] ?? {
      body: { success: false, "error-codes": ["invalid-input-response"] },
    };
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    response.writeHead(answer.status ?? 200, { "Content-Type": "application/json" });
    response.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Generous for the answers that come at once: the machine running tests may be busy.
function verifier(timeoutMs = 3_000) {
  return createRecaptchaVerifier({ secretKey: "test-secret", verifyUrl, minScore: 0.5, timeoutMs });
}

const expected = { action: "contactForm", remoteIp: "203.0.113.5" } as const;

describe("reCAPTCHA v3 provider", () => {
  test("a human's token for the right action is verified, with its score; the secret and IP are sent", async () => {
    expect(await verifier().verify("human", expected)).toEqual({ verification: "verified", score: 0.9 });
    expect(Object.fromEntries(received.at(-1) ?? [])).toEqual({
      secret: "test-secret",
      response: "human",
      remoteip: "203.0.113.5",
    });
    expect((await verifier().verify("borderline", expected)).verification).toBe("verified");
  });

  test("a low score fails, and keeps the score", async () => {
    expect(await verifier().verify("bot", expected)).toMatchObject({ verification: "failed", score: 0.1 });
  });

  test("a token made for another action fails", async () => {
    expect(await verifier().verify("other-action", expected)).toMatchObject({
      verification: "failed",
      reason: "action page_view instead of contactForm",
    });
  });

  test("a token the provider rejects fails, with its error codes", async () => {
    expect(await verifier().verify("expired", expected)).toMatchObject({
      verification: "failed",
      reason: "rejected (timeout-or-duplicate)",
    });
  });

  test.each(["server-error", "not-json"])(
    "a provider error (%s) fails and is logged, without throwing",
    async (token) => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      expect(await verifier().verify(token, expected)).toMatchObject({ verification: "failed", score: null });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("reCAPTCHA verification for contactForm failed"));
    },
  );

  test("a slow provider is given up on after the timeout, and logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = performance.now();
    expect(await verifier(300).verify("slow", expected)).toMatchObject({
      verification: "failed",
      reason: "no answer within 300 ms",
    });
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no answer within 300 ms"));
  });

  test("an unreachable provider fails and is logged", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const unreachable = createRecaptchaVerifier({
      secretKey: "s",
      verifyUrl: "http://127.0.0.1:9/siteverify",
      minScore: 0.5,
      timeoutMs: 500,
    });
    expect((await unreachable.verify("human", expected)).verification).toBe("failed");
    expect(warn).toHaveBeenCalled();
  });
});

describe("ALTCHA provider", () => {
  const hmacKey = "test-altcha-key-with-at-least-32-characters";

  /** A signature store in memory, as the database's behaves. */
  function memoryUses(): ChallengeUses & { claimed: Map<string, Date> } {
    const claimed = new Map<string, Date>();
    return {
      claimed,
      async claim(signature, expiresAt) {
        if (claimed.has(signature)) return false;
        claimed.set(signature, expiresAt);
        return true;
      },
    };
  }

  async function solved(action: LeadAction, options: { hmacKey?: string; now?: Date } = {}) {
    const challenge = await createBotChallenge(action, { hmacKey, ...options });
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }

  test("a solved challenge for the right action is verified once; a replay fails", async () => {
    const uses = memoryUses();
    const altcha = createAltchaVerifier({ hmacKey, uses });
    const token = await solved("contactForm");
    expect(await altcha.verify(token, expected)).toEqual({ verification: "verified", score: null });
    expect(await altcha.verify(token, expected)).toMatchObject({
      verification: "failed",
      reason: "ALTCHA challenge already used",
    });
    // Kept until the challenge expires, a few minutes on.
    const [expiresAt] = [...uses.claimed.values()];
    expect((expiresAt?.getTime() ?? 0) - Date.now()).toBeGreaterThan(CHALLENGE_LIFETIME_MS - 60_000);
    expect((expiresAt?.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(CHALLENGE_LIFETIME_MS);
  });

  test("a challenge signed with another key fails", async () => {
    const altcha = createAltchaVerifier({ hmacKey, uses: memoryUses() });
    const token = await solved("contactForm", { hmacKey: "another-key-with-at-least-32-characters!" });
    expect(await altcha.verify(token, expected)).toMatchObject({
      verification: "failed",
      reason: "ALTCHA signature invalid",
    });
  });

  test("a challenge whose parameters were changed (easier, later expiry) fails", async () => {
    const altcha = createAltchaVerifier({ hmacKey, uses: memoryUses() });
    const payload = JSON.parse(Buffer.from(await solved("contactForm"), "base64").toString()) as Payload;
    payload.challenge.parameters.expiresAt = (payload.challenge.parameters.expiresAt ?? 0) + 3600;
    const token = Buffer.from(JSON.stringify(payload)).toString("base64");
    expect(await altcha.verify(token, expected)).toMatchObject({ reason: "ALTCHA signature invalid" });
  });

  test("a wrong solution fails", async () => {
    const altcha = createAltchaVerifier({ hmacKey, uses: memoryUses() });
    const payload = JSON.parse(Buffer.from(await solved("contactForm"), "base64").toString()) as Payload;
    payload.solution = { counter: payload.solution.counter + 1, derivedKey: "00".repeat(32) };
    const token = Buffer.from(JSON.stringify(payload)).toString("base64");
    expect(await altcha.verify(token, expected)).toMatchObject({
      verification: "failed",
      reason: "ALTCHA solution wrong",
    });
  });

  test("an expired challenge fails, and is not recorded", async () => {
    const uses = memoryUses();
    const altcha = createAltchaVerifier({ hmacKey, uses });
    const token = await solved("contactForm", { now: new Date(Date.now() - CHALLENGE_LIFETIME_MS - 1_000) });
    expect(await altcha.verify(token, expected)).toMatchObject({
      verification: "failed",
      reason: "ALTCHA challenge expired",
    });
    // The verifier's clock decides, whatever the library's.
    const later = createAltchaVerifier({ hmacKey, uses, now: () => new Date(Date.now() + CHALLENGE_LIFETIME_MS) });
    expect(await later.verify(await solved("contactForm"), expected)).toMatchObject({
      reason: "ALTCHA challenge expired",
    });
    expect(uses.claimed.size).toBe(0);
  });

  test("a challenge issued for another action fails", async () => {
    const altcha = createAltchaVerifier({ hmacKey, uses: memoryUses() });
    expect(await altcha.verify(await solved("freeAuditForm"), expected)).toMatchObject({
      verification: "failed",
      reason: "ALTCHA challenge for freeAuditForm instead of contactForm",
    });
  });

  test("garbage never throws: each is a failed verification", async () => {
    const altcha = createAltchaVerifier({ hmacKey, uses: memoryUses() });
    const valid = JSON.parse(Buffer.from(await solved("contactForm"), "base64").toString()) as Payload;
    const base64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");
    const tokens = [
      "",
      "forged",
      "development.contactForm.123",
      "%%%",
      base64(null),
      base64([1, 2]),
      base64("text"),
      base64({ challenge: {}, solution: {} }),
      base64({ ...valid, solution: { counter: -1, derivedKey: "zz" } }),
      base64({ ...valid, solution: { counter: 1e20, derivedKey: "ab" } }),
      base64({ ...valid, challenge: { ...valid.challenge, signature: "" } }),
      base64({
        ...valid,
        challenge: { ...valid.challenge, parameters: { ...valid.challenge.parameters, nonce: "x" } },
      }),
      base64({
        ...valid,
        challenge: { ...valid.challenge, parameters: { ...valid.challenge.parameters, expiresAt: "soon" } },
      }),
      base64({
        ...valid,
        challenge: { ...valid.challenge, parameters: { ...valid.challenge.parameters, algorithm: "SCRYPT" } },
      }),
      Buffer.from("{not json").toString("base64"),
      "A".repeat(10_000),
    ];
    for (const token of tokens) {
      expect((await altcha.verify(token, expected)).verification, token.slice(0, 40)).toBe("failed");
    }
  });

  test("a store that errs fails the check, logged, without throwing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const altcha = createAltchaVerifier({
      hmacKey,
      uses: { claim: () => Promise.reject(new Error("database is locked")) },
    });
    expect(await altcha.verify(await solved("contactForm"), expected)).toMatchObject({
      verification: "failed",
      reason: "ALTCHA use not recorded",
    });
    expect(warn).toHaveBeenCalled();
  });

  test("the database store accepts a signature once, and deletes the expired as new ones arrive", async () => {
    let time = new Date("2026-11-27T15:00:00Z");
    const uses = createDatabaseChallengeUses({ now: () => time });
    await prisma.botChallengeUse.deleteMany();
    expect(await uses.claim("first", new Date(time.getTime() + 60_000))).toBe(true);
    expect(await uses.claim("first", new Date(time.getTime() + 60_000))).toBe(false);
    time = new Date(time.getTime() + 2 * 60_000);
    expect(await uses.claim("second", new Date(time.getTime() + 60_000))).toBe(true);
    expect((await prisma.botChallengeUse.findMany()).map((use) => use.signature)).toEqual(["second"]);
  });

  test("the challenge asks for the work the decision measured, bound to its action", async () => {
    const challenge = await createBotChallenge("chatbot_lead", { hmacKey });
    expect(challenge.parameters).toMatchObject({ algorithm: "SHA-256", cost: 1, data: { action: "chatbot_lead" } });
    const { counter } = (await solveChallenge({ challenge, deriveKey })) ?? { counter: -1 };
    expect(counter).toBeGreaterThanOrEqual(CHALLENGE_COUNTER.min);
    expect(counter).toBeLessThanOrEqual(CHALLENGE_COUNTER.max);
  });
});

describe("both providers", () => {
  test("an ALTCHA payload goes to ALTCHA, any other token to reCAPTCHA when configured, else fails", async () => {
    const said = (name: string) => ({
      verify: async () => ({ verification: "verified" as const, score: null, reason: name }),
    });
    const altchaToken = Buffer.from(
      JSON.stringify({ challenge: { parameters: {}, signature: "s" }, solution: { counter: 1, derivedKey: "ab" } }),
    ).toString("base64");
    const both = createBotProtectionVerifier({ altcha: said("altcha"), recaptcha: said("recaptcha") });
    expect((await both.verify(altchaToken, expected)).reason).toBe("altcha");
    expect((await both.verify("03AFcWeA6-recaptcha_token", expected)).reason).toBe("recaptcha");
    const altchaOnly = createBotProtectionVerifier({ altcha: said("altcha"), recaptcha: null });
    expect((await altchaOnly.verify("03AFcWeA6-recaptcha_token", expected)).reason).toBe("altcha");
  });
});
