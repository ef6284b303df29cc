import { afterEach, expect, test, vi } from "vitest";
import { env } from "~/env.server";
import { loadContext } from "../../tests/vitest/factories";
import { loader as challengeLoader } from "~/routes/resources/bot-challenge";
import { altchaToken } from "./altcha-solver";
import { createAltchaVerifier } from "./bot-protection.server";

// The browser's solver, here without Web Workers (Node has none of the browser's kind): it
// solves on the thread it runs on, with the Web Crypto SHA-256 browsers use. The challenge
// route is the real one, reached through a stand-in fetch.

afterEach(() => {
  vi.unstubAllGlobals();
});

function challengeRoute() {
  const fetch = vi.fn(async (url: string) =>
    challengeLoader({ request: new Request(`http://localhost${url}`), params: {}, context: loadContext() }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

test("a token for the action, which the server verifies", async () => {
  const fetch = challengeRoute();
  const token = await altchaToken("chatbot_lead");
  expect(fetch).toHaveBeenCalledWith("/resources/bot-challenge?action=chatbot_lead", { cache: "no-store" });
  const claimed: string[] = [];
  const verifier = createAltchaVerifier({
    hmacKey: env.ALTCHA_HMAC_KEY,
    uses: { claim: async (signature) => (claimed.push(signature), true) },
  });
  expect(await verifier.verify(token ?? "", { action: "chatbot_lead", remoteIp: "192.0.2.1" })).toEqual({
    verification: "verified",
    score: null,
  });
  expect(claimed).toHaveLength(1);
});

test("a refused or unreachable challenge gives no token, logged, rather than an exception", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.stubGlobal("fetch", async () => new Response("", { status: 429 }));
  expect(await altchaToken("contactForm")).toBeNull();
  vi.stubGlobal("fetch", () => Promise.reject(new TypeError("offline")));
  expect(await altchaToken("contactForm")).toBeNull();
  expect(warn).toHaveBeenCalledWith("[bot-protection] no ALTCHA token for contactForm", expect.any(Error));
});
