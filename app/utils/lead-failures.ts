import { memberOf } from "~/utils/misc";

// Why a lead post was refused, shared by the server (form-level error) and the browser,
// which shows the translated toast common:leadForm.failures.<failure> (or the form's own).

export const leadFailures = ["tooLarge", "rateLimited", "verificationMissing", "storeFailed"] as const;
export type LeadFailure = (typeof leadFailures)[number];

export function isLeadFailure(value: unknown): value is LeadFailure {
  return memberOf(leadFailures, value) !== undefined;
}
