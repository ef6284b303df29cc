import { createHmac } from "node:crypto";
import { env } from "~/env.server";
import {
  comparableEmail,
  countPersonalData,
  countPrivacyRequestsFor,
  createPrivacyRequest,
  deleteLeadsAndMail,
  findPersonalData,
  type PersonalDataCounts,
} from "~/privacy/privacy-data.server";
import { deleteAccount } from "~/accounts/account.server";

// Requests from a person (Law 25): staff export or erase everything held for an e-mail
// address. Each request is recorded (who, when, which kind, how many of each) without the
// address: a keyed hash of it lets a repeat request be matched, and cannot be reversed by
// hashing a list of likely addresses without the server's secret.

/** The keyed hash of an address that a request record keeps (the first session secret is the key). */
export function subjectHashOf(email: string) {
  return createHmac("sha256", env.SESSION_SECRET[0] ?? "")
    .update(`privacy-request:${comparableEmail(email)}`)
    .digest("hex");
}

/** The reference of a subject the screen shows: enough of its hash to tell a repeat request at a glance. */
export const subjectReference = (subjectHash: string) => subjectHash.slice(0, 10);

/** The reference of an address and how many requests were recorded for it before. */
export async function earlierRequestsFor(email: string) {
  const subjectHash = subjectHashOf(email);
  return { reference: subjectReference(subjectHash), count: await countPrivacyRequestsFor(subjectHash) };
}

type Staff = { email: string };

/** Everything held for an address, as the person's copy (JSON), recorded as an export. */
export async function exportPersonalData(email: string, staff: Staff) {
  const data = await findPersonalData(email);
  const counts = countPersonalData(data);
  await createPrivacyRequest({ kind: "export", subjectHash: subjectHashOf(email), staffEmail: staff.email, counts });
  return { exportedAt: new Date().toISOString(), email: email.trim(), counts, ...data };
}

export type ErasureOutcome = { ok: true; counts: PersonalDataCounts } | { ok: false; reason: "staffAccount" };

/**
 * Erases everything held for an address: its leads with their notes, the mail queued to
 * it, and its account with its stored files (deleteAccount). A staff account is refused
 * (the staff member's own included): taking away a colleague's access is not a privacy
 * request's doing, and a staff member would lock themselves out. Recorded as an erasure,
 * with how many of each were erased.
 */
export async function erasePersonalData(email: string, staff: Staff): Promise<ErasureOutcome> {
  const data = await findPersonalData(email);
  if (data.account?.role === "staff") return { ok: false, reason: "staffAccount" };
  const counts = countPersonalData(data);
  await deleteLeadsAndMail({ leadIds: data.leads.map(({ id }) => id), mailIds: data.mail.map(({ id }) => id) });
  if (data.account) await deleteAccount(data.account.id);
  await createPrivacyRequest({ kind: "erasure", subjectHash: subjectHashOf(email), staffEmail: staff.email, counts });
  return { ok: true, counts };
}
