import { expect, test } from "vitest";
import { env } from "~/env.server";
import { loadContext } from "../../../tests/vitest/factories";
import { loader } from "./bot-challenge";

async function ask(query: string, clientIp: string) {
  return loader({
    request: new Request(`http://localhost/resources/bot-challenge${query}`),
    params: {},
    context: loadContext({ clientIp }),
  });
}

test("a signed challenge for a lead action, expiring within minutes, never cached", async () => {
  const response = await ask("?action=freeAuditForm", "203.0.113.10");
  expect(response.status).toBe(200);
  expect(response.headers.get("Cache-Control")).toBe("no-store");
  const challenge = (await response.json()) as { parameters: Record<string, unknown>; signature: string };
  expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  expect(challenge.parameters).toMatchObject({ algorithm: "SHA-256", data: { action: "freeAuditForm" } });
  const expiresIn = Number(challenge.parameters.expiresAt) * 1000 - Date.now();
  expect(expiresIn).toBeGreaterThan(60_000);
  expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);
});

test.each(["", "?action=page_view", "?action=admin", "?action=contact%00Form"])(
  "no challenge for anything but a lead action (%s): 400",
  async (query) => {
    const response = await ask(query, "203.0.113.11");
    expect(response.status).toBe(400);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  },
);

test("past the limit per client (six times the lead posts' a minute): 429 with Retry-After", async () => {
  const limit = env.LEAD_RATE_LIMIT_PER_MINUTE * 6;
  for (let i = 0; i < limit; i += 1) expect((await ask("?action=contactForm", "203.0.113.12")).status).toBe(200);
  const refused = await ask("?action=contactForm", "203.0.113.12");
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  expect((await ask("?action=contactForm", "203.0.113.13")).status).toBe(200);
});
