import { services } from "~/config/site";

// What the lead forms are made of, without their rules (lead-schemas.ts): the forms
// render with these, and load zod and the rules only when the visitor starts to fill one in.

export type ServiceKey = (typeof services)[number]["key"];
export const serviceKeys = services.map((service) => service.key) as [ServiceKey, ...ServiceKey[]];

/** The contact form's budget ranges; labels in contact:form.budget. */
export const budgetKeys = ["range1", "range2", "range3", "range4", "range5"] as const;
export const deadlineKeys = ["asap", "month", "quarter", "flexible"] as const;

/**
 * A hidden field that people never see and bots fill in. A post with it filled is
 * answered like a success and stored nowhere.
 */
export const HONEYPOT_FIELD = "fax";
/** The bot-protection token; the enhanced forms add it, a post without script has none. */
export const TOKEN_FIELD = "recaptchaToken";

/** The chatbot's objectives; labels in chatbot:choices.objective. */
export const objectiveKeys = ["visibility", "leads", "sales", "brand", "other"] as const;
