import { composeAccountMail } from "~/accounts/account.server";
import { composeLeadAcknowledgement } from "~/leads/lead-acknowledgement.server";
import { composeDailyDigest } from "~/leads/lead-digest.server";
import { composeLeadNotice } from "~/leads/lead-notification.server";
import { composeAuditReminder } from "~/leads/lead-reminder.server";
import type { ClaimedMail } from "~/mail/outgoing-mail.server";

// What each kind of queued message says is its domain's to write: the mail queue knows no
// domain (docs/decisions/023), so the worker is handed this at start.

export function composeQueuedMail(mail: ClaimedMail) {
  const { kind, leadId } = mail;
  switch (kind) {
    case "leadDigest":
      return composeDailyDigest({ ...mail, queuedAt: mail.createdAt });
    case "leadNotice":
    case "leadAcknowledgement":
    case "leadReminder": {
      // A lead's message whose lead is gone has nothing left to say.
      if (!leadId) return Promise.resolve(null);
      const compose = {
        leadNotice: composeLeadNotice,
        leadAcknowledgement: composeLeadAcknowledgement,
        leadReminder: composeAuditReminder,
      }[kind];
      return compose({ ...mail, leadId });
    }
    default:
      return composeAccountMail({ ...mail, kind });
  }
}
