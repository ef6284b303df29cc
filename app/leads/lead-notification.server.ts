import { randomUUID } from "node:crypto";
import type { MailState } from "~/generated/prisma/enums";
import { getFixedT } from "~/i18n.server";
import { createLead, createLeadTogether, findLeadWithNotes, type LeadWrite, type NewLead } from "~/leads/lead.server";
import { requeueLeadNotice } from "~/mail/outgoing-mail.server";
import { mailQueued } from "~/mail/mail-queue.server";
import { textToHtml, type MailMessage } from "~/mail/mail.server";
import { describeLead } from "~/leads/lead-fields.server";
import { acknowledges } from "~/leads/lead-acknowledgement.server";

// The agency hears of every new lead by e-mail (in French: the agency's language). The
// notice is queued with the lead, in the same write, and the mail queue's worker sends it,
// trying again while the mail server is unreachable, and records the outcome on the lead
// (shown in the inbox; the lead page can queue it again). The visitor never waits for it
// nor hears of a failure (docs/decisions/018).

export type NoticeOptions = {
  /** The site's public origin (getOrigin), for the link to the lead's page. */
  origin: string;
  /** The agency's address (AGENCY_LEAD_EMAIL); none: no notice. */
  to: string | undefined;
};

/**
 * Stores a lead and, when AGENCY_LEAD_EMAIL is set, its notice to the agency, and the
 * visitor's acknowledgement unless the lead is flagged (docs/decisions/044), in one write
 * (`write`: the lead's id, its time, and whether it may be stored already: createLead). A
 * new lead shares its transaction with those stored at the same moment; a spooled lead's
 * replay (`once`) is written alone, and is acknowledged then, once.
 */
export async function storeLead(lead: NewLead, { origin, to }: NoticeOptions, write: LeadWrite = {}) {
  const notice = to ? { recipient: to, language: "fr", origin } : undefined;
  const acknowledgement = acknowledges(lead) ? { origin } : undefined;
  let { id } = write;
  if (write.once) ({ id } = await createLead(lead, notice, { ...write, acknowledgement }));
  else {
    id ??= randomUUID();
    await createLeadTogether({ id, lead, notice, acknowledgement, createdAt: write.createdAt });
  }
  if (to || acknowledgement) mailQueued();
  if (!to) console.info(`[leads] lead ${id} stored; no AGENCY_LEAD_EMAIL, so no notice e-mail`);
  return id;
}

/** Queues a lead's notice again (the lead page's "resend"); false when no agency address is set. */
export async function requeueAgencyNotice(leadId: string, { origin, to }: NoticeOptions) {
  if (!to) return false;
  await requeueLeadNotice(leadId, { recipient: to, language: "fr", origin });
  mailQueued();
  return true;
}

/** The notice about a stored lead, composed as it is sent (current fields); null when the lead is gone. */
export async function composeLeadNotice({
  leadId,
  recipient,
  origin,
}: {
  leadId: string;
  recipient: string;
  origin: string;
}): Promise<MailMessage | null> {
  const lead = await findLeadWithNotes(leadId);
  if (!lead) return null;
  const t = getFixedT("fr", "admin");
  const fields = describeLead(lead, "fr");
  const type = t(`types.${lead.type}`);
  const lines = fields
    .filter(({ key, value }) => value !== null && key !== "createdAt" && key !== "dueAt" && key !== "status")
    .map(({ label, value }) => t("notification.field", { label, value }));
  const due = fields.find(({ key }) => key === "dueAt")?.value;
  const text = [
    t("notification.intro", { type, date: fields.find(({ key }) => key === "createdAt")?.value }),
    ...(due ? [t("notification.due", { date: due })] : []),
    lines.join("\n"),
    t("notification.link", { url: `${origin}/admin/leads/${leadId}` }),
  ].join("\n\n");
  return {
    to: recipient,
    subject: t("notification.subject", { type, name: lead.name }),
    text,
    html: textToHtml(text),
    replyTo: lead.email,
  };
}

/**
 * Where a lead's notice is: sent; queued (not tried yet); retrying (failed, tried again
 * later); failed (given up, or its queue entry gone); notSent (never queued: no agency
 * address was set).
 */
export type LeadNoticeState = "sent" | "queued" | "retrying" | "failed" | "notSent";

export function leadNoticeState(lead: {
  notifiedAt: Date | null;
  notificationError: string | null;
  outgoingMails: Array<{ state: MailState; lastError: string | null }>;
}): LeadNoticeState {
  if (lead.notifiedAt) return "sent";
  const [queued] = lead.outgoingMails;
  if (queued) return queued.state === "failed" ? "failed" : queued.lastError ? "retrying" : "queued";
  return lead.notificationError ? "failed" : "notSent";
}
