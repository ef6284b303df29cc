import type { BotProtectionConfig } from "~/services/bot-protection";

/**
 * Which bot-protection provider the browser uses, chosen once from the environment.
 * Only the development provider exists until lead capture adds reCAPTCHA v3.
 */
export function getBotProtectionConfig(): BotProtectionConfig {
  return { provider: "development" };
}
