import { randomUUID } from "node:crypto";
import {
  countPersonalData,
  countPrivacyRequestsFor,
  createPrivacyRequest,
  deleteLeadsReceivedUntil,
  eraseLeadsAndMail,
  findPersonalData,
  findPersonalDataInBatches,
  lastErasuresOf,
  setPrivacyRequestCounts,
  type PersonalDataCounts,
} from "~/privacy/privacy-data.server";
import { journalErasure } from "~/privacy/erasure-journal.server";
import { subjectHashOf, subjectHashesOf } from "~/privacy/subject-hash.server";
import { deleteAccount } from "~/accounts/account.server";
import { findSpooledLeads, removeFromSpool, type SpooledLead } from "~/leads/lead-spool.server";
import { normalizeEmail } from "~/utils/email";

// Requests from a person (Law 25): staff export or erase everything held for an e-mail
// address. Each request is recorded (who, when, which kind, how many of each) without the
// address: a keyed hash of it lets a repeat request be matched, and cannot be reversed by
// hashing a list of likely addresses without the server's secret.

export { subjectHashOf };

/** The leads of an address waiting in the lead spool (posted while the database refused writes). */
export function findSpooledLeadsOf(email: string) {
  const address = normalizeEmail(email);
  return findSpooledLeads(({ lead }) => normalizeEmail(lead.email) === address);
}

/** Everything held for an address: the database's rows and the leads waiting in the spool. */
export async function findPersonalDataWithSpool(email: string) {
  const [data, spooledLeads] = await Promise.all([findPersonalData(email), findSpooledLeadsOf(email)]);
  return { ...data, spooledLeads };
}

/** The reference of a subject the screen shows: enough of its hash to tell a repeat request at a glance. */
export const subjectReference = (subjectHash: string) => subjectHash.slice(0, 10);

/** The reference of an address and how many requests were recorded for it before. */
export async function earlierRequestsFor(email: string) {
  const subjectHash = subjectHashOf(email);
  return { reference: subjectReference(subjectHash), count: await countPrivacyRequestsFor(subjectHash) };
}

type Staff = { email: string };

/** A value as it sits `depth` levels into the copy's JSON (two spaces a level). */
const jsonAt = (value: unknown, depth: number) =>
  JSON.stringify(value, null, 2).replaceAll("\n", `\n${"  ".repeat(depth)}`);

/**
 * Everything held for an address, as the person's copy (JSON), recorded as an export. The
 * text is streamed (docs/decisions/040): its head (counts, when), then the leads a batch at
 * a time, each batch read only once the reader has taken the previous one (a pull stream,
 * no buffer ahead), then the account, the mail and the spooled leads. The same text as
 * `JSON.stringify(copy, null, 2)`, never whole in memory.
 */
export async function exportPersonalData(email: string, staff: Staff, { batchSize }: { batchSize?: number } = {}) {
  const [data, spooledLeads] = await Promise.all([
    findPersonalDataInBatches(email, batchSize),
    findSpooledLeadsOf(email),
  ]);
  const { account, mail, leadBatches } = data;
  const counts: PersonalDataCounts = {
    ...data.counts,
    account: account ? 1 : 0,
    mediaFiles: account?.mediaFiles.length ?? 0,
    projects: account?.projects.length ?? 0,
    mail: mail.length,
    spooledLeads: spooledLeads.length,
  };
  await createPrivacyRequest({ kind: "export", subjectHash: subjectHashOf(email), staffEmail: staff.email, counts });
  const exportedAt = new Date().toISOString();
  const head = { exportedAt, email: email.trim(), counts };
  async function* text() {
    yield `{\n${Object.entries(head)
      .map(([key, value]) => `  ${JSON.stringify(key)}: ${jsonAt(value, 1)},\n`)
      .join("")}  "leads": [`;
    let first = true;
    for await (const batch of leadBatches) {
      yield batch.map((lead) => `${first ? ((first = false), "") : ","}\n    ${jsonAt(lead, 2)}`).join("");
    }
    yield `${first ? "" : "\n  "}],\n${Object.entries({ account, mail, spooledLeads })
      .map(([key, value]) => `  ${JSON.stringify(key)}: ${jsonAt(value, 1)}`)
      .join(",\n")}\n}`;
  }
  const parts = text();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { value, done } = await parts.next();
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      },
      async cancel() {
        await parts.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
  return { exportedAt, counts, body };
}

export type ErasureOutcome = { ok: true; counts: PersonalDataCounts } | { ok: false; reason: "staffAccount" };

/**
 * Erases everything held for an address: its leads with their notes, the mail queued to
 * it, its account with its stored files (deleteAccount), and its leads waiting in the
 * spool. A staff account is refused (the staff member's own included): taking away a
 * colleague's access is not a privacy request's doing, and a staff member would lock
 * themselves out. Recorded as an erasure, with how many of each were erased.
 *
 * Final (docs/decisions/040): the erasure is first recorded in the erasure journal (beside
 * the database, and copied to the backup store), which a restore does not roll back (a
 * restore or a start re-applies it). Its record commits with the leads' and mail's
 * deletion, and from then on the spool's replay drops this person's leads posted before
 * it (erasedBeforeTheirPost); the spool is then emptied of them, and what a replay under
 * way stored meanwhile is erased too. A lead the person posts after the erasure is a new
 * request of theirs, and is kept.
 */
export async function erasePersonalData(email: string, staff: Staff): Promise<ErasureOutcome> {
  const address = normalizeEmail(email);
  const data = await findPersonalData(address);
  if (data.account?.role === "staff") return { ok: false, reason: "staffAccount" };
  const found = countPersonalData(data);
  const erasedAt = new Date();
  const record = { id: randomUUID(), subjectHash: subjectHashOf(address), staffEmail: staff.email };
  await journalErasure({ ...record, erasedAt: erasedAt.toISOString() });
  if (data.account) await deleteAccount(data.account.id);
  const erased = await eraseLeadsAndMail({ email: address, until: erasedAt, record: { ...record, counts: found } });
  const spooledLeads = await removeFromSpool(
    ({ lead, receivedAt }) => normalizeEmail(lead.email) === address && new Date(receivedAt) <= erasedAt,
  );
  const storedMeanwhile = await deleteLeadsReceivedUntil(address, erasedAt);
  const counts = { ...found, leads: erased.leads + storedMeanwhile, mail: erased.mail, spooledLeads };
  await setPrivacyRequestCounts(record.id, counts);
  return { ok: true, counts };
}

/**
 * The ids of the spooled leads whose sender was erased after posting them: the spool's
 * replay leaves them out (handed to it by the server's entry, docs/decisions/040).
 */
export async function erasedBeforeTheirPost(entries: SpooledLead[]) {
  const hashes = entries.map((entry) => ({ entry, hashes: subjectHashesOf(entry.lead.email) }));
  const lastErasures = await lastErasuresOf([...new Set(hashes.flatMap((each) => each.hashes))]);
  return new Set(
    hashes
      .filter(({ entry, hashes }) =>
        hashes.some((hash) => new Date(entry.receivedAt) <= (lastErasures.get(hash) ?? new Date(0))),
      )
      .map(({ entry }) => entry.id),
  );
}
