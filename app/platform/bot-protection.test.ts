import { afterEach, describe, expect, test, vi } from "vitest";
import type * as AltchaSolver from "./altcha-solver";
import { createAltchaClient, createRecaptchaClient, withRecaptcha } from "./bot-protection";

describe("ALTCHA in the browser", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** The solver as loaded on first use; the challenge route answered by a stand-in fetch. */
  function altcha(answer: () => Promise<Response> = async () => Response.json({ parameters: { n: 1 } })) {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => answer());
    vi.stubGlobal("fetch", fetch);
    const solveAltchaChallenge = vi.fn(async (challenge: unknown) => `solved:${JSON.stringify(challenge)}`);
    const load = vi.fn(async () => ({ solveAltchaChallenge }) as unknown as typeof AltchaSolver);
    return { client: createAltchaClient({ load }), fetch, load, solveAltchaChallenge };
  }

  test("nothing loads before use; a send asks a challenge for its action and solves it", async () => {
    const { client, fetch, load } = altcha();
    expect(load).not.toHaveBeenCalled();
    expect(client.isReady()).toBe(true);
    expect(await client.execute("freeAuditForm")).toBe('solved:{"parameters":{"n":1}}');
    expect(fetch).toHaveBeenCalledWith("/resources/bot-challenge?action=freeAuditForm", { cache: "no-store" });
    // Focus loads the solver ahead; it is loaded once.
    client.prepare?.();
    await client.execute("contactForm");
    expect(load).toHaveBeenCalledTimes(1);
  });

  test("page views run nothing", async () => {
    const { client, fetch, load } = altcha();
    expect(await client.execute("page_view")).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(load).not.toHaveBeenCalled();
  });

  test("a refused or unreachable challenge gives no token rather than an exception", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await altcha(async () => new Response("", { status: 429 })).client.execute("contactForm")).toBeNull();
    expect(await altcha(() => Promise.reject(new TypeError("offline"))).client.execute("contactForm")).toBeNull();
  });

  test("with reCAPTCHA (after consent): ALTCHA until Google's script is ready, then reCAPTCHA", async () => {
    const { client: fallback } = altcha();
    let ready = false;
    const recaptcha = { start: vi.fn(), isReady: () => ready, execute: async (action: string) => `google:${action}` };
    const client = withRecaptcha(fallback, recaptcha);
    client.start?.();
    expect(recaptcha.start).toHaveBeenCalled();
    expect(await client.execute("contactForm")).toMatch(/^solved:/);
    expect(await client.execute("page_view")).toBeNull();
    ready = true;
    expect(await client.execute("contactForm")).toBe("google:contactForm");
    expect(await client.execute("page_view")).toBe("google:page_view");
  });
});

describe("reCAPTCHA v3 in the browser", () => {
  // Google's script cannot load here: a stand-in document records the script tag, and a
  // stand-in grecaptcha answers as the real one does once that script has run.
  function browser() {
    const appended: Array<{ src: string; async: boolean; fire: () => void }> = [];
    const document = {
      createElement: () => {
        const listeners: Array<() => void> = [];
        const script = {
          src: "",
          async: false,
          addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
          fire: () => listeners.forEach((listener) => listener()),
        };
        return script;
      },
      head: { append: (script: (typeof appended)[number]) => appended.push(script) },
    };
    vi.stubGlobal("document", document);
    vi.stubGlobal("window", {});
    return appended;
  }

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  test("is not ready until Google's script has loaded, then gives tokens for an action", async () => {
    const scripts = browser();
    const execute = vi.fn(async (_siteKey: string, { action }: { action: string }) => `google-token-for-${action}`);
    const client = createRecaptchaClient("site-key-123");
    expect(client.isReady()).toBe(false);
    expect(await client.execute("contactForm")).toBeNull();

    client.start?.();
    expect(scripts[0]?.src).toBe("https://www.google.com/recaptcha/api.js?render=site-key-123");
    expect(client.isReady()).toBe(false);

    (window as Window).grecaptcha = { ready: (callback) => callback(), execute };
    scripts[0]?.fire();
    expect(client.isReady()).toBe(true);
    expect(await client.execute("freeAuditForm")).toBe("google-token-for-freeAuditForm");
    expect(execute).toHaveBeenCalledWith("site-key-123", { action: "freeAuditForm" });
  });

  test("a provider error gives no token rather than an exception", async () => {
    const scripts = browser();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const client = createRecaptchaClient("site-key-123");
    client.start?.();
    (window as Window).grecaptcha = {
      ready: (callback) => callback(),
      execute: () => Promise.reject(new Error("quota")),
    };
    scripts[0]?.fire();
    expect(await client.execute("contactForm")).toBeNull();
  });
});
