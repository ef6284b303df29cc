import type { LeadStatus } from "~/generated/prisma/enums";

// The free audit's promise: delivered within 48 hours of the request. An audit lead is
// overdue once its due time has passed while its status still says the audit is owed:
// `new` or `contacted`. `delivered` keeps the promise; `won` means the client went ahead
// (the audit was done or no longer matters), `lost` that they went elsewhere and `spam`
// that nobody was owed one: none of those is flagged.

/** The statuses under which the audit is still owed. */
export const auditOwedStatuses = ["new", "contacted"] as const satisfies readonly LeadStatus[];

/** Whether a lead is an audit past its due time and not delivered. */
export function isOverdue({ dueAt, status }: { dueAt: Date | string | null; status: LeadStatus }, now: Date) {
  return (
    dueAt !== null &&
    new Date(dueAt).getTime() < now.getTime() &&
    (auditOwedStatuses as readonly LeadStatus[]).includes(status)
  );
}
