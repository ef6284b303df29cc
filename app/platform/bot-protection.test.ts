import { afterEach, describe, expect, test, vi } from "vitest";
import type * as AltchaSolver from "./altcha-solver";
import { createAltchaClient, createRecaptchaClient, withRecaptcha } from "./bot-protection";

describe("ALTCHA in the browser", () => {
  /** The solver as loaded on first use (its own test: altcha-solver.test.ts). */
  function altcha(load = async () => ({ altchaToken: async (action: string) => `solved-for-${action}` })) {
    const loader = vi.fn(load as () => Promise<typeof AltchaSolver>);
    return { client: createAltchaClient({ load: loader }), load: loader };
  }

  test("nothing loads before a send; a send loads the solver and gives its token for the action", async () => {
    const { client, load } = altcha();
    expect(load).not.toHaveBeenCalled();
    expect(client.isReady()).toBe(true);
    expect(await client.execute("freeAuditForm")).toBe("solved-for-freeAuditForm");
  });

  test("page views run nothing", async () => {
    const { client, load } = altcha();
    expect(await client.execute("page_view")).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  test("a solver that cannot load gives no token rather than an exception, and is tried again", async () => {
    const { client, load } = altcha(() => Promise.reject(new TypeError("offline")));
    expect(await client.execute("contactForm")).toBeNull();
    expect(await client.execute("contactForm")).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  test("with reCAPTCHA (after consent): ALTCHA until Google's script is ready, then reCAPTCHA", async () => {
    let ready = false;
    const recaptcha = { start: vi.fn(), isReady: () => ready, execute: async (action: string) => `google:${action}` };
    const client = withRecaptcha(altcha().client, recaptcha);
    client.start?.();
    expect(recaptcha.start).toHaveBeenCalled();
    expect(await client.execute("contactForm")).toBe("solved-for-contactForm");
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
      querySelector: (selector: string) =>
        appended.find((script) => selector === `script[src="${script.src}"]`) ?? null,
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

  test("consent given again after a withdrawal: the script already there is used, never added twice", async () => {
    const scripts = browser();
    const execute = async (_siteKey: string, { action }: { action: string }) => `google-token-for-${action}`;
    const first = createRecaptchaClient("site-key-123");
    first.start?.();
    // Withdrawn before the script loaded, given again: the new client waits for that script.
    const second = createRecaptchaClient("site-key-123");
    second.start?.();
    expect(scripts).toHaveLength(1);
    (window as Window).grecaptcha = { ready: (callback) => callback(), execute };
    scripts[0]?.fire();
    expect(second.isReady()).toBe(true);
    // And once it has loaded, a third is ready at once.
    const third = createRecaptchaClient("site-key-123");
    third.start?.();
    expect(scripts).toHaveLength(1);
    expect(await third.execute("contactForm")).toBe("google-token-for-contactForm");
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
