import { memberOf } from "~/utils/misc";

// Why a lead post was refused, shared by the server (form-level error) and the browser,
// which shows the translated toast lead-form:failures.<failure> (or the form's own).

export const leadFailures = ["tooLarge", "rateLimited", "verificationMissing", "storeFailed"] as const;
export type LeadFailure = (typeof leadFailures)[number];

export function isLeadFailure(value: unknown): value is LeadFailure {
  return memberOf(leadFailures, value) !== undefined;
}

/** What the chatbot endpoint (routes/resources/chatbot-lead.ts) answers the chat, as JSON. */
export type ChatbotAnswer = { ok: true } | { ok: false; failure: "invalid" | LeadFailure; errors?: unknown };
