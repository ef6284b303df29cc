import { useLocation } from "@remix-run/react";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";

// Bot protection in the browser: one interface, the provider chosen by the server
// (root loader) from the environment. Server-side verification of the tokens lives in
// bot-protection.server.ts.

/** The reCAPTCHA v3 actions the site asks tokens for: the two forms, a chatbot lead, and every page view. */
export type BotProtectionAction = "contactForm" | "freeAuditForm" | "chatbot_lead" | "page_view";

export type BotProtectionConfig = { provider: "development" } | { provider: "recaptcha"; siteKey: string };

export interface BotProtectionClient {
  /** Loads what the provider needs in the browser; called once, after hydration. */
  start?(): void;
  /** Whether a token can be asked for now; when not, forms show the "not ready" error. */
  isReady(): boolean;
  /** A token for one action, or null when none can be had. */
  execute(action: BotProtectionAction): Promise<string | null>;
}

/** Local default when no provider keys are set: issues tokens its server twin accepts, and says so. */
export function createDevelopmentClient(): BotProtectionClient {
  return {
    isReady: () => true,
    async execute(action) {
      console.debug(`[bot-protection] development token for ${action}`);
      return `development.${action}.${crypto.randomUUID()}`;
    },
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
 * Google reCAPTCHA v3: its script loads after hydration; until it is ready (or when a
 * blocker stops it) forms say the verification service is not ready.
 */
export function createRecaptchaClient(siteKey: string): BotProtectionClient {
  let ready = false;
  return {
    start() {
      const script = document.createElement("script");
      script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.addEventListener("load", () => window.grecaptcha?.ready(() => (ready = true)));
      document.head.append(script);
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

function createClient(config: BotProtectionConfig): BotProtectionClient {
  switch (config.provider) {
    case "development":
      return createDevelopmentClient();
    case "recaptcha":
      return createRecaptchaClient(config.siteKey);
  }
}

const BotProtectionContext = createContext<BotProtectionClient | null>(null);

export function BotProtectionProvider({ config, children }: { config: BotProtectionConfig; children: ReactNode }) {
  // Keyed on the provider and key, not the object: the root loader sends a new one on
  // every navigation.
  const siteKey = config.provider === "recaptcha" ? config.siteKey : null;
  const client = useMemo(
    () => createClient(siteKey ? { provider: "recaptcha", siteKey } : { provider: "development" }),
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

/** Runs the page_view check on each path change, on every page. */
export function usePageViewCheck() {
  const client = useBotProtection();
  const { pathname } = useLocation();
  useEffect(() => {
    client.execute("page_view").catch((error: unknown) => {
      console.warn("[bot-protection] page_view check failed", error);
    });
  }, [client, pathname]);
}
