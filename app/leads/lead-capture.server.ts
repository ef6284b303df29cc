import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { z } from "zod/mini";
import { env } from "~/env.server";
import type { LeadType } from "~/generated/prisma/enums";
import { languageOf } from "~/i18n.server";
import type { NewLead } from "~/leads/lead.server";
import type { Attribution } from "~/leads/attribution";
import { readAttribution } from "~/leads/attribution.server";
import type { BotProtectionAction } from "~/platform/bot-protection";
import { botProtectionVerifier } from "~/platform/bot-protection.server";
import { storeOrSpoolLead } from "~/leads/lead-spool.server";
import { leadRateLimiter } from "~/platform/rate-limit.server";
import { HONEYPOT_FIELD, TOKEN_FIELD } from "~/leads/lead-keys";
import type { LeadFailure } from "~/leads/lead-failures";
import { getOrigin } from "~/utils/meta.server";
import { formBodyRefusal, readBoundedFormData } from "~/utils/request-body.server";

// One path for every lead post (contact form, audit form, chatbot), so they share the
// size bound, the rate limit, the honeypot, bot protection and the rule that a valid
// lead is never dropped: without a token it is stored unverified, with a refused token
// it is stored flagged as failed (decisions: "Lead capture: nothing is lost").

type Reply = SubmissionResult<string[]>;

/**
 * After a success, `scripted` says the enhanced form posted (it adds the token field):
 * it can take `reset` (a reply that empties the form) instead of a redirect.
 */
type Accepted = { scripted: boolean; reset: Reply };

export type LeadCaptureOutcome =
  | ({ status: "stored"; leadId: string } & Accepted)
  /** The honeypot was filled: the caller answers exactly as for "stored". */
  | ({ status: "ignored" } & Accepted)
  | { status: "invalid"; reply: Reply }
  | { status: "failed"; failure: LeadFailure; reply?: Reply; retryAfterSeconds?: number };

type LeadFields = Omit<
  NewLead,
  "type" | "locale" | "sourcePage" | "verification" | "verificationScore" | keyof Attribution
>;

const leadFailureStatus: Record<LeadFailure, number> = {
  tooLarge: 413,
  rateLimited: 429,
  verificationMissing: 400,
  storeFailed: 503,
};

export async function captureLead<Schema extends z.ZodMiniType<Record<string, unknown>>>({
  request,
  clientIp,
  schema,
  type,
  action,
  toLead,
  sourcePage = () => new URL(request.url).pathname,
}: {
  request: Request;
  clientIp: string;
  schema: Schema;
  type: LeadType;
  /** The bot-protection action the token must have been issued for. */
  action: BotProtectionAction;
  toLead: (value: z.output<Schema>) => LeadFields;
  /** The page the lead was sent from: the form's own page unless the post says. */
  sourcePage?: (formData: FormData) => string;
}): Promise<LeadCaptureOutcome> {
  const body = await readBoundedFormData(request);
  if (!body.ok) {
    if (body.status === 413) return { status: "failed", failure: "tooLarge" };
    // Not a form at all: no browser sends that, so there is no form to answer with.
    throw formBodyRefusal(body.status);
  }
  const { formData } = body;

  const submission = parseWithZod(formData, { schema });
  const fail = (failure: LeadFailure, extra?: { retryAfterSeconds: number }) => ({
    status: "failed" as const,
    failure,
    reply: submission.reply({ formErrors: [failure], hideFields: [TOKEN_FIELD, HONEYPOT_FIELD] }),
    ...extra,
  });

  const accepted = { scripted: formData.has(TOKEN_FIELD), reset: submission.reply({ resetForm: true }) };

  const rate = leadRateLimiter.hit(clientIp);
  if (!rate.allowed) return fail("rateLimited", { retryAfterSeconds: rate.retryAfterSeconds });

  if (String(formData.get(HONEYPOT_FIELD) ?? "").trim()) {
    console.info(`[leads] ${type} post with the honeypot filled from ${clientIp}: answered, not stored`);
    return { status: "ignored", ...accepted };
  }

  if (submission.status !== "success") {
    return { status: "invalid", reply: submission.reply({ hideFields: [TOKEN_FIELD, HONEYPOT_FIELD] }) };
  }

  // No token field at all: the form was posted without script, where no token can exist.
  // An empty one: the enhanced form got none, which the browser should have stopped.
  const token = formData.get(TOKEN_FIELD);
  if (token !== null && (typeof token !== "string" || !token)) return fail("verificationMissing");
  const check =
    token === null
      ? { verification: "unverified" as const, score: null }
      : await botProtectionVerifier.verify(token, { action, remoteIp: clientIp });
  if ("reason" in check && check.reason) console.warn(`[leads] ${type} lead kept, flagged: ${check.reason}`);

  const page = sourcePage(formData);
  const lead: NewLead = {
    ...toLead(submission.value),
    ...readAttribution(request, formData),
    type,
    locale: languageOf(request, page),
    sourcePage: page,
    verification: check.verification,
    verificationScore: check.score,
  };
  try {
    // The agency's notice is queued in the same write; the visitor never waits for it. A
    // lead the database refuses is spooled, and received all the same.
    const { id } = await storeOrSpoolLead(lead, { origin: getOrigin(request), to: env.AGENCY_LEAD_EMAIL });
    return { status: "stored", leadId: id, ...accepted };
  } catch (error) {
    // Neither the database nor the spool took it: the visitor gets the form back to
    // retry; the log keeps the lead so it can be recovered.
    console.error(`[leads] could not store a ${type} lead: ${JSON.stringify(lead)}`, error);
    return fail("storeFailed");
  }
}

type Refusal = Extract<LeadCaptureOutcome, { status: "failed" }>;

/** The status of a refused post (and when to retry), so clients and logs can tell them apart. */
export function refusalInit(outcome: Refusal): ResponseInit {
  return {
    status: leadFailureStatus[outcome.failure],
    headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
  };
}

/**
 * A form action's answer to an invalid or refused post: the form's reply, with the
 * field errors or the failure as its form-level error, and every value typed (except a
 * body too large to read).
 */
export function rejectLeadForm(outcome: Extract<LeadCaptureOutcome, { status: "invalid" }> | Refusal) {
  if (outcome.status === "invalid") return data({ result: outcome.reply }, { status: 400 });
  const result: Reply = outcome.reply ?? { status: "error", error: { "": [outcome.failure] } };
  return data({ result }, refusalInit(outcome));
}
