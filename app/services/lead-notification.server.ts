import { env } from "~/env.server";
import { getFixedT } from "~/i18n.server";
import { findLeadWithNotes, recordLeadNotification } from "~/models/lead.server";
import { sendMail, textToHtml, type MailMessage } from "~/services/mail.server";
import { describeLead } from "~/utils/lead-fields.server";

// The agency hears of every new lead by e-mail (in French: the agency's language). The
// lead is already stored when this runs, and nothing here throws: a mail failure is
// recorded on the lead (shown in the inbox, sent again from the lead's page) and logged,
// never reported to the visitor (docs/decisions/018).

export type NotificationOutcome = "sent" | "failed" | "skipped";

/** Sends (or sends again) the agency's e-mail about a stored lead and records the outcome. */
export async function notifyAgencyOfLead(
  leadId: string,
  {
    origin,
    to = env.AGENCY_LEAD_EMAIL,
    send = sendMail,
  }: {
    /** The site's public origin (getOrigin), for the link to the lead's page. */
    origin: string;
    to?: string;
    send?: (message: MailMessage) => Promise<void>;
  },
): Promise<NotificationOutcome> {
  if (!to) {
    console.info(`[leads] lead ${leadId} stored; no AGENCY_LEAD_EMAIL, so no notice e-mail`);
    return "skipped";
  }
  try {
    const lead = await findLeadWithNotes(leadId);
    if (!lead) return "skipped";
    const t = getFixedT("fr", "admin");
    const fields = describeLead(lead, "fr");
    const type = t(`types.${lead.type}`);
    const lines = fields
      .filter(({ key, value }) => value !== null && key !== "createdAt" && key !== "status")
      .map(({ label, value }) => `${label} : ${value}`);
    const text = [
      t("notification.intro", { type, date: fields.find(({ key }) => key === "createdAt")?.value }),
      lines.join("\n"),
      t("notification.link", { url: `${origin}/admin/leads/${leadId}` }),
    ].join("\n\n");
    try {
      await send({
        to,
        subject: t("notification.subject", { type, name: lead.name }),
        text,
        html: textToHtml(text),
        replyTo: lead.email,
      });
    } catch (error) {
      const reason = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      console.error(`[leads] notice e-mail for lead ${leadId} not sent (kept, shown in the inbox):`, error);
      await recordLeadNotification(leadId, { sent: false, error: reason });
      return "failed";
    }
    await recordLeadNotification(leadId, { sent: true });
    return "sent";
  } catch (error) {
    console.error(`[leads] notice e-mail for lead ${leadId}: could not record the outcome`, error);
    return "failed";
  }
}
