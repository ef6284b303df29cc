import { useLocation } from "@remix-run/react";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";

// Bot protection in the browser: one interface, the provider chosen by the server
// (root loader) from the environment. Server-side verification of the tokens lives in
// bot-protection.server.ts.

/** The reCAPTCHA v3 actions the site asks tokens for (spec section 7). */
export type BotProtectionAction = "contactForm" | "freeAuditForm" | "chatbot_lead" | "page_view";

export type BotProtectionConfig = { provider: "development" };

export interface BotProtectionClient {
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

function createClient(config: BotProtectionConfig): BotProtectionClient {
  switch (config.provider) {
    case "development":
      return createDevelopmentClient();
  }
}

const BotProtectionContext = createContext<BotProtectionClient | null>(null);

export function BotProtectionProvider({ config, children }: { config: BotProtectionConfig; children: ReactNode }) {
  const client = useMemo(() => createClient(config), [config]);
  return <BotProtectionContext.Provider value={client}>{children}</BotProtectionContext.Provider>;
}

export function useBotProtection(): BotProtectionClient {
  const client = useContext(BotProtectionContext);
  if (!client) throw new Error("useBotProtection must be used inside BotProtectionProvider");
  return client;
}

/** Runs the page_view check on each path change (spec: global widgets). */
export function usePageViewCheck() {
  const client = useBotProtection();
  const { pathname } = useLocation();
  useEffect(() => {
    client.execute("page_view").catch((error: unknown) => {
      console.warn("[bot-protection] page_view check failed", error);
    });
  }, [client, pathname]);
}
