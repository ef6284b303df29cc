import { afterEach, describe, expect, test, vi } from "vitest";
import { createDevelopmentClient, createRecaptchaClient } from "./bot-protection";

test("the development provider is ready, issues a token per action and says so in the log", async () => {
  const debug = vi.spyOn(console, "debug").mockImplementation(() => {});
  const client = createDevelopmentClient();
  expect(client.isReady()).toBe(true);
  const first = await client.execute("contactForm");
  const second = await client.execute("contactForm");
  expect(first).toMatch(/^development\.contactForm\./);
  expect(second).not.toBe(first);
  expect(debug).toHaveBeenCalledWith("[bot-protection] development token for contactForm");
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
