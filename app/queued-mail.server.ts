import { composeAccountMail } from "~/accounts/account.server";
import { composeLeadNotice } from "~/leads/lead-notification.server";
import type { ClaimedMail } from "~/mail/outgoing-mail.server";

// What each kind of queued message says is its domain's to write: the mail queue knows no
// domain (docs/decisions/023), so the worker is handed this at start.

export function composeQueuedMail(mail: ClaimedMail) {
  if (mail.kind !== "leadNotice") return composeAccountMail({ ...mail, kind: mail.kind });
  return mail.leadId ? composeLeadNotice({ ...mail, leadId: mail.leadId }) : Promise.resolve(null);
}
