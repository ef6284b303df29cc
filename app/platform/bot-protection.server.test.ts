import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createDevelopmentVerifier, createRecaptchaVerifier } from "./bot-protection.server";

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

describe("development provider", () => {
  test("accepts its own tokens for the same action only", async () => {
    const development = createDevelopmentVerifier();
    expect((await development.verify("development.contactForm.123", expected)).verification).toBe("verified");
    expect((await development.verify("development.page_view.123", expected)).verification).toBe("failed");
    expect((await development.verify("forged", expected)).verification).toBe("failed");
  });
});
