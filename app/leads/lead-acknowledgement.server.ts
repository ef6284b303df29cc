import { site } from "~/config/site";
import { siteContent } from "~/content/site-content.server";
import { getFixedT } from "~/i18n.server";
import { describeLead, type LeadFieldKey } from "~/leads/lead-fields.server";
import { findLead, type NewLead, type QueuedLeadMail } from "~/leads/lead.server";
import { mailHtml, type MailMessage } from "~/mail/mail.server";
import { formatDateTime } from "~/utils/date-format";
import { languageOrDefault } from "~/utils/locale";

// The visitor's acknowledgement of a lead (docs/decisions/044), in the language of the page
// they sent it from. It is queued with the lead, in the same write (lead.server.ts,
// createLeads), and composed as it is sent, from the lead as it is then.

/**
 * Whether a new lead's sender gets an acknowledgement: not when bot protection refused its
 * token (the one flag a lead can carry at arrival; a filled honeypot is never stored), so
 * a bot that types someone else's address does not make the site write to them.
 */
export function acknowledges(lead: Pick<NewLead, "verification">) {
  return lead.verification !== "failed";
}

/** What the visitor typed that the acknowledgement repeats, in this order; their free text only in part. */
const summaryFields: LeadFieldKey[] = ["website", "company", "services", "objective", "budget", "deadline", "message"];
/** The message is quoted up to this many characters: enough to recognise it, too little to carry a spammer's text. */
const MESSAGE_QUOTED = 200;

/** The start of the visitor's message, on one line. */
function messageStart(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MESSAGE_QUOTED ? `${flat.slice(0, MESSAGE_QUOTED - 1).trimEnd()}…` : flat;
}

/**
 * The acknowledgement of a stored lead, or null when there is nothing to send: the lead
 * was erased, or staff marked it as spam before it went.
 */
export async function composeLeadAcknowledgement({
  leadId,
  recipient,
  language: queuedLanguage,
  origin,
}: QueuedLeadMail): Promise<MailMessage | null> {
  const lead = await findLead(leadId);
  if (!lead || lead.status === "spam") return null;
  const language = languageOrDefault(queuedLanguage);
  const t = getFixedT(language, "lead-mail");
  // The chat's audit makes the same 48-hour promise as the audit form (dueAtFor).
  const asked = lead.dueAt ? "audit" : lead.type;
  const fields = describeLead(lead, language);
  const received = formatDateTime(lead.createdAt.toISOString(), language);
  const summary = summaryFields.flatMap((key) => {
    const field = fields.find((each) => each.key === key);
    if (!field?.value) return [];
    const value = key === "message" ? t("acknowledgement.quote", { text: messageStart(field.value) }) : field.value;
    return [t("acknowledgement.field", { label: field.label, value })];
  });
  const greeting = t("acknowledgement.greeting", { name: lead.name });
  const intro = [
    t(`acknowledgement.intro.${asked}`, { date: received }),
    ...(lead.dueAt ? [t("acknowledgement.promise", { date: formatDateTime(lead.dueAt.toISOString(), language) })] : []),
  ].join(" ");
  // The coordinates as they are when it is sent: the settings staff last published.
  const facts = siteContent.facts();
  const reply = t("acknowledgement.reply", { phone: facts.phone.display });
  const signature = t("acknowledgement.signature", { name: site.name });
  const footer = [
    t("acknowledgement.sender", {
      name: site.name,
      address: facts.postalAddress,
      email: facts.email,
      phone: facts.phone.display,
      url: origin,
    }),
    t("acknowledgement.why"),
  ];
  const sections = [
    { text: greeting, visitor: true },
    { text: intro },
    ...(summary.length ? [{ text: `${t("acknowledgement.summary")}\n${summary.join("\n")}`, visitor: true }] : []),
    { text: reply },
    { text: signature },
  ];
  return {
    to: recipient,
    subject: `${t(`acknowledgement.subject.${asked}`)} · ${site.name}`,
    text: [...sections.map(({ text }) => text), "--", ...footer].join("\n\n"),
    html: mailHtml(sections, footer),
    // Replies go to the address the site and this footer give, read by the agency.
    replyTo: `${site.name} <${facts.email}>`,
    // An automatic answer (RFC 3834): mail clients' own auto-replies leave it alone.
    headers: { "Auto-Submitted": "auto-replied" },
  };
}
