import { useLocation } from "@remix-run/react";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";

// Bot protection in the browser (docs/decisions/047): ALTCHA, a proof of work solved in
// a Web Worker when a form is sent, from a challenge of this server; reCAPTCHA v3 instead
// once the visitor has accepted cookies, when it is configured and its script is ready.
// Nothing loads before a form is used, and nothing from another host before consent.
// Server-side verification of the tokens lives in bot-protection.server.ts.

/** The actions a lead is sent for: each challenge and token is bound to one. */
export const leadActions = ["contactForm", "freeAuditForm", "chatbot_lead"] as const;
export type LeadAction = (typeof leadActions)[number];

/** The lead actions, and reCAPTCHA's page view (ALTCHA has none). */
export type BotProtectionAction = LeadAction | "page_view";

export function isLeadAction(value: unknown): value is LeadAction {
  return leadActions.includes(value as LeadAction);
}

/** ALTCHA's key derivation: SHA-256, which browsers compute natively (crypto.subtle). */
export const ALTCHA_ALGORITHM = "SHA-256";

/** From the root loader: reCAPTCHA's site key when it is configured. */
export type BotProtectionConfig = { recaptchaSiteKey: string | null };

export interface BotProtectionClient {
  /** Loads what the provider needs in the browser; called once the provider applies. */
  start?(): void;
  /** Whether a token can be asked for now; when not, forms show the "not ready" error. */
  isReady(): boolean;
  /** A token for one action, or null when none can be had. */
  execute(action: BotProtectionAction): Promise<string | null>;
}

/** The solver (altcha-lib and its worker), loaded on first use: no page's first load carries it. */
function loadAltchaSolver() {
  return import("~/platform/altcha-solver");
}

/**
 * ALTCHA: on each send (not on page views), a challenge for the action from this server,
 * solved off the main thread (altcha-solver.ts). Needs crypto.subtle, which browsers give
 * secure pages (HTTPS, localhost) only.
 */
export function createAltchaClient({ load = loadAltchaSolver } = {}): BotProtectionClient {
  return {
    isReady: () => Boolean(globalThis.crypto?.subtle),
    execute: async (action) =>
      action === "page_view"
        ? null
        : load().then(
            (solver) => solver.altchaToken(action),
            () => null,
          ),
  };
}

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/**
 * Google reCAPTCHA v3: its script loads when the provider starts it, after consent; until
 * it is ready (or when a blocker stops it) ALTCHA answers instead (withRecaptcha).
 */
export function createRecaptchaClient(siteKey: string): BotProtectionClient {
  let ready = false;
  return {
    start() {
      const src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      // Once per page life: consent given again after a withdrawal finds the script there.
      let script = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
      if (!script) {
        script = document.createElement("script");
        script.src = src;
        script.async = true;
        document.head.append(script);
      }
      const whenLoaded = () => window.grecaptcha?.ready(() => (ready = true));
      script.addEventListener("load", whenLoaded);
      whenLoaded();
    },
    isReady: () => ready,
    async execute(action) {
      if (!ready || !window.grecaptcha) return null;
      try {
        return await window.grecaptcha.execute(siteKey, { action });
      } catch (error) {
        console.warn(`[bot-protection] reCAPTCHA gave no token for ${action}`, error);
        return null;
      }
    },
  };
}

/** reCAPTCHA once its script is ready, ALTCHA until then (or when a blocker stops it). */
export function withRecaptcha(altcha: BotProtectionClient, recaptcha: BotProtectionClient): BotProtectionClient {
  return {
    start: () => recaptcha.start?.(),
    isReady: () => recaptcha.isReady() || altcha.isReady(),
    execute: (action) => (recaptcha.isReady() ? recaptcha.execute(action) : altcha.execute(action)),
  };
}

const BotProtectionContext = createContext<BotProtectionClient | null>(null);

/**
 * `consented`: the visitor accepted cookies; only then, and when reCAPTCHA is configured,
 * does its script load (docs/decisions/047).
 */
export function BotProtectionProvider({
  config,
  consented,
  children,
}: {
  config: BotProtectionConfig;
  consented: boolean;
  children: ReactNode;
}) {
  // Keyed on the key, not the object: the root loader sends a new one on every navigation.
  const siteKey = consented ? config.recaptchaSiteKey : null;
  const client = useMemo(
    () => (siteKey ? withRecaptcha(createAltchaClient(), createRecaptchaClient(siteKey)) : createAltchaClient()),
    [siteKey],
  );
  useEffect(() => client.start?.(), [client]);
  return <BotProtectionContext.Provider value={client}>{children}</BotProtectionContext.Provider>;
}

export function useBotProtection(): BotProtectionClient {
  const client = useContext(BotProtectionContext);
  if (!client) throw new Error("useBotProtection must be used inside BotProtectionProvider");
  return client;
}

/** Runs the page_view check on each path change, on every page: reCAPTCHA's only (null from ALTCHA, no request). */
export function usePageViewCheck() {
  const client = useBotProtection();
  const { pathname } = useLocation();
  useEffect(() => {
    client.execute("page_view").catch((error: unknown) => {
      console.warn("[bot-protection] page_view check failed", error);
    });
  }, [client, pathname]);
}
