import "~/utils/zod-without-eval";
import { z } from "zod/mini";
import { budgetKeys, deadlineKeys, serviceKeys } from "~/leads/lead-keys";
import type { FieldErrorCode } from "~/utils/field-errors";
import { hasNoNul } from "~/utils/misc";

// The lead forms' rules, shared by the browser (conform validates as the visitor types)
// and the server (the action decides). Error messages are keys under
// lead-form:errors, translated where they are shown.

function error(message: FieldErrorCode) {
  return { error: message };
}

const requiredText = (max: number) =>
  z
    .string(error("required"))
    .check(
      z.trim(),
      z.minLength(1, error("required")),
      z.maxLength(max, error("tooLong")),
      z.refine(hasNoNul, error("invalidCharacter")),
    );
const optionalText = (max: number) =>
  z.optional(
    z.string().check(z.trim(), z.maxLength(max, error("tooLong")), z.refine(hasNoNul, error("invalidCharacter"))),
  );

const email = z.pipe(
  z.string(error("required")).check(z.trim(), z.maxLength(254, error("tooLong"))),
  z.email(error("email")),
);

/**
 * A web address as people type it: "monsite.ca" is read as https://monsite.ca, and only
 * http(s) addresses with a real domain name are accepted.
 */
const website = z.pipe(
  z.pipe(
    z.string(error("required")).check(z.trim(), z.maxLength(2048, error("tooLong"))),
    z.transform((value: string) => (/^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`)),
  ),
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, ...error("url") }),
);

/** Digits with the usual separators, 7 to 15 digits (E.164 allows at most 15). */
const phone = z.string().check(
  z.trim(),
  z.maxLength(30, error("tooLong")),
  z.refine((value) => {
    const digits = value.replace(/\D/g, "").length;
    return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
  }, error("phone")),
);

export const contactLeadSchema = z.object({
  name: requiredText(120),
  email,
  phone: z.optional(phone),
  company: optionalText(160),
  website: z.optional(website),
  services: z._default(z.array(z.enum(serviceKeys, error("choice"))).check(z.maxLength(serviceKeys.length)), []),
  objective: optionalText(300),
  budget: z.optional(z.enum(budgetKeys, error("choice"))),
  deadline: z.optional(z.enum(deadlineKeys, error("choice"))),
  message: optionalText(5000),
  // Consent is required to send, and never stored.
  consent: z.literal(true, error("consent")),
});

export const auditLeadSchema = z.object({
  website,
  email,
  name: requiredText(120),
});

/**
 * The rule for each free-text answer the chatbot asks for, so that it can say at once
 * when an answer will not do (the server checks the whole lead again).
 */
export const chatbotAnswerSchemas = {
  name: requiredText(120),
  email,
  phone,
  company: requiredText(160),
  website,
  message: requiredText(5000),
};

// Choice answers are stored as the label the visitor chose, in their language.
const choiceLabel = requiredText(120);

/** A chatbot lead: the quote flow's answers or the audit flow's, told apart by `flow`. */
export const chatbotLeadSchema = z.discriminatedUnion("flow", [
  z.object({
    flow: z.literal("quote"),
    name: requiredText(120),
    email,
    phone: z.optional(phone),
    company: optionalText(160),
    website: z.optional(website),
    services: choiceLabel,
    objective: choiceLabel,
    messagePrompt: choiceLabel,
    message: optionalText(5000),
  }),
  z.object({ flow: z.literal("audit"), website, name: requiredText(120), email }),
]);

export type ContactLead = z.infer<typeof contactLeadSchema>;
export type AuditLead = z.infer<typeof auditLeadSchema>;
export type ChatbotLead = z.infer<typeof chatbotLeadSchema>;
