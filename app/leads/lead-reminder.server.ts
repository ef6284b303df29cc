import { getFixedT } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { AUDIT_PROMISE_MS, findLead, type QueuedLeadMail } from "~/leads/lead.server";
import { textToHtml, type MailMessage } from "~/mail/mail.server";
import { formatDateTime } from "~/utils/date-format";
import { languageOrDefault } from "~/utils/locale";

// An audit still unanswered 36 hours after it arrived sends one reminder (docs/decisions/044)
// to its owner, or to the agency's address when nobody owns it. "Unanswered": its status
// is still `new` (staff moving it on is the answer; a note is not, the visitor never sees
// it). An audit is a lead with a due time: the audit form's and the chat's audit.

/** The reminder goes this long after the audit arrived: 12 hours before its 48-hour promise. */
export const REMINDER_AFTER_MS = 36 * 60 * 60 * 1000;
/**
 * An audit is reminded within this long after its 36 hours (the server was down at the
 * time): past it, the digest's overdue list speaks of it, and the first start of this code
 * does not remind every old unanswered audit at once.
 */
const REMINDER_WINDOW_MS = 24 * 60 * 60 * 1000;
/** At most this many reminders are queued per pass (the next pass, a minute later, takes the rest). */
const REMINDERS_PER_PASS = 50;

/**
 * The audits whose reminder is due at `now`, on the index on (status, due_at): status
 * new, 36 hours passed (due within 12 hours), less than a day ago, none claimed yet.
 */
async function findAuditsToRemind(now: Date) {
  const dueBy = new Date(now.getTime() + AUDIT_PROMISE_MS - REMINDER_AFTER_MS);
  return prisma.lead.findMany({
    where: {
      status: "new",
      dueAt: { lte: dueBy, gt: new Date(dueBy.getTime() - REMINDER_WINDOW_MS) },
      reminderSentAt: null,
    },
    orderBy: { dueAt: "asc" },
    take: REMINDERS_PER_PASS,
    select: { id: true, owner: { select: { email: true } } },
  });
}

/**
 * Queues the reminders due at `now`; how many. Each is claimed by a conditional update of
 * its lead (`reminder_sent_at` still null, status still new) in the transaction that
 * queues it: of two machines at the same moment, one queues it, and it is never queued
 * again. Without an owner nor `agency`, an audit waits (unclaimed) for one.
 */
export async function queueAuditReminders(now: Date, { agency, origin }: { agency?: string; origin: string }) {
  let queued = 0;
  for (const audit of await findAuditsToRemind(now)) {
    const recipient = audit.owner?.email ?? agency;
    if (!recipient) continue;
    const claimed = await prisma.$transaction(async (tx) => {
      const { count } = await tx.lead.updateMany({
        where: { id: audit.id, reminderSentAt: null, status: "new" },
        data: { reminderSentAt: now },
      });
      if (count !== 1) return false;
      await tx.outgoingMail.create({
        data: { kind: "leadReminder", recipient, language: "fr", origin, leadId: audit.id, createdAt: now },
        select: { id: true },
      });
      return true;
    });
    if (claimed) queued++;
  }
  return queued;
}

/** The reminder, composed as it is sent; null when the audit was erased or answered meanwhile. */
export async function composeAuditReminder(mail: QueuedLeadMail): Promise<MailMessage | null> {
  const lead = await findLead(mail.leadId);
  if (!lead?.dueAt || lead.status !== "new") return null;
  const { origin } = mail;
  const language = languageOrDefault(mail.language);
  const t = getFixedT(language, "lead-mail");
  const text = [
    t("reminder.text", {
      name: lead.name,
      email: lead.email,
      received: formatDateTime(lead.createdAt.toISOString(), language),
      due: formatDateTime(lead.dueAt.toISOString(), language),
    }),
    t(lead.ownerId ? "reminder.owned" : "reminder.unowned"),
    t("reminder.link", { url: `${origin}/admin/leads/${lead.id}` }),
    t("reminder.once"),
  ].join("\n\n");
  return {
    to: mail.recipient,
    subject: t("reminder.subject", { name: lead.name }),
    text,
    html: textToHtml(text),
    replyTo: lead.email,
    headers: { "Auto-Submitted": "auto-generated" },
  };
}
