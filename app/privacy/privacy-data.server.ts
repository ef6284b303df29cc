import type { Prisma, PrivacyRequestKind } from "~/generated/prisma/client";
import { prisma } from "~/platform/db.server";
import { normalizeEmail } from "~/utils/email";

// What the site holds for one e-mail address, and its erasure (Law 25: a person may obtain
// and have erased what is held about them). Leads, accounts and queued mail store their
// addresses normalized (trimmed, ASCII letters in lower case: app/utils/email.ts), so an
// address is found by the index on its column, whatever case the person types it in
// (docs/decisions/040).

// Every field of a lead but the agency's notice bookkeeping, with its notes: the person's copy.
const leadOfPerson = {
  omit: { notifiedAt: true, notificationError: true, notificationAttempts: true },
  include: { notes: { orderBy: { createdAt: "asc" }, select: { id: true, text: true, createdAt: true } } },
} as const;

const oldestFirst: Prisma.LeadOrderByWithRelationInput[] = [{ createdAt: "asc" }, { id: "asc" }];

/** The account of an address with its files and projects (no secret of it), or null. */
function findAccountOf(email: string) {
  return prisma.user.findUnique({
    where: { email: normalizeEmail(email) },
    select: {
      id: true,
      email: true,
      role: true,
      emailVerifiedAt: true,
      createdAt: true,
      mediaFiles: {
        orderBy: { createdAt: "asc" },
        select: { id: true, storageKey: true, originalName: true, mimetype: true, size: true, createdAt: true },
      },
      projects: {
        orderBy: { createdAt: "asc" },
        select: { id: true, name: true, status: true, progress: true, deadline: true, createdAt: true },
      },
    },
  });
}

/** The e-mail queued to an address (waiting, being sent, or given up). */
function findMailTo(email: string) {
  return prisma.outgoingMail.findMany({
    where: { recipient: normalizeEmail(email) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, kind: true, recipient: true, language: true, state: true, createdAt: true },
  });
}

/**
 * Everything held for an address: its leads with their notes, its account (with its media
 * files and projects), and the e-mail queued to it. Every field, for the person's copy.
 */
export async function findPersonalData(email: string) {
  const [leads, account, mail] = await Promise.all([
    prisma.lead.findMany({ where: { email: normalizeEmail(email) }, orderBy: oldestFirst, ...leadOfPerson }),
    findAccountOf(email),
    findMailTo(email),
  ]);
  return { leads, account, mail };
}

/** How many leads one batch of the export reads. */
export const EXPORT_BATCH_SIZE = 250;

/**
 * The person's copy without their leads, and their leads in batches (oldest first, keyset
 * on created_at and id): the export streams them, one batch read when the previous one has
 * been taken, so a person with thousands of leads never sits whole in memory, and other
 * requests run between two batches (docs/decisions/040).
 */
export async function findPersonalDataInBatches(email: string, batchSize = EXPORT_BATCH_SIZE) {
  const address = normalizeEmail(email);
  const [leads, notes, account, mail] = await Promise.all([
    prisma.lead.count({ where: { email: address } }),
    prisma.leadNote.count({ where: { lead: { email: address } } }),
    findAccountOf(address),
    findMailTo(address),
  ]);
  async function* leadBatches() {
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const batch = await prisma.lead.findMany({
        where: {
          email: address,
          ...(after && {
            OR: [{ createdAt: { gt: after.createdAt } }, { createdAt: after.createdAt, id: { gt: after.id } }],
          }),
        },
        orderBy: oldestFirst,
        take: batchSize,
        ...leadOfPerson,
      });
      if (batch.length) yield batch;
      if (batch.length < batchSize) return;
      after = batch.at(-1);
    }
  }
  return { counts: { leads, notes }, account, mail, leadBatches: leadBatches() };
}

export type PersonalData = Awaited<ReturnType<typeof findPersonalData>>;

/** How many of each kind a person's data holds (or an erasure erased). */
export type PersonalDataCounts = {
  leads: number;
  notes: number;
  account: number;
  mediaFiles: number;
  projects: number;
  mail: number;
  /** Leads waiting in the lead spool (posted while the database refused writes: docs/decisions/024). */
  spooledLeads: number;
};

export function countPersonalData({
  leads,
  account,
  mail,
  spooledLeads = [],
}: PersonalData & { spooledLeads?: unknown[] }): PersonalDataCounts {
  return {
    leads: leads.length,
    notes: leads.reduce((sum, lead) => sum + lead.notes.length, 0),
    account: account ? 1 : 0,
    mediaFiles: account?.mediaFiles.length ?? 0,
    projects: account?.projects.length ?? 0,
    mail: mail.length,
    spooledLeads: spooledLeads.length,
  };
}

/**
 * Erases the leads received from an address and the mail queued to it up to `until` (the
 * leads' notes and notices go with them: cascade), in one transaction with the erasure's
 * record: from its commit, the spool's replay drops that person's leads posted before it
 * (docs/decisions/040). Leads and mail from after `until` are a new request of the person's.
 */
export async function eraseLeadsAndMail({
  email,
  until,
  record,
}: {
  email: string;
  until: Date;
  record: { id: string; subjectHash: string; staffEmail: string; counts: PersonalDataCounts };
}) {
  const [, leads, mail] = await prisma.$transaction([
    prisma.privacyRequest.create({
      data: { ...record, kind: "erasure", createdAt: until, counts: record.counts satisfies Prisma.InputJsonObject },
      select: { id: true },
    }),
    prisma.lead.deleteMany({ where: { email: normalizeEmail(email), createdAt: { lte: until } } }),
    prisma.outgoingMail.deleteMany({ where: { recipient: normalizeEmail(email), createdAt: { lte: until } } }),
  ]);
  return { leads: leads.count, mail: mail.count };
}

/** Erases the leads received from an address up to `until` (what a replay under way stored meanwhile); how many. */
export async function deleteLeadsReceivedUntil(email: string, until: Date) {
  const { count } = await prisma.lead.deleteMany({
    where: { email: normalizeEmail(email), createdAt: { lte: until } },
  });
  return count;
}

/** The counts of a request once they are all known. */
export async function setPrivacyRequestCounts(id: string, counts: PersonalDataCounts) {
  await prisma.privacyRequest.update({ where: { id }, data: { counts }, select: { id: true } });
}

/**
 * When each of these subjects (keyed hashes of addresses) was last erased, if ever: the
 * record the spool's replay checks (docs/decisions/040).
 */
export async function lastErasuresOf(subjectHashes: string[]) {
  const last = new Map<string, Date>();
  for (let start = 0; start < subjectHashes.length; start += 500) {
    const rows = await prisma.privacyRequest.findMany({
      where: { kind: "erasure", subjectHash: { in: subjectHashes.slice(start, start + 500) } },
      select: { subjectHash: true, createdAt: true },
    });
    for (const { subjectHash, createdAt } of rows) {
      if (createdAt > (last.get(subjectHash) ?? new Date(0))) last.set(subjectHash, createdAt);
    }
  }
  return last;
}

export function createPrivacyRequest(data: {
  kind: PrivacyRequestKind;
  subjectHash: string;
  staffEmail: string;
  counts: PersonalDataCounts;
}) {
  return prisma.privacyRequest.create({ data: { ...data, counts: data.counts satisfies Prisma.InputJsonObject } });
}

/** How many requests the screen lists: the newest. */
export const RECENT_PRIVACY_REQUESTS = 20;

export function findRecentPrivacyRequests(take = RECENT_PRIVACY_REQUESTS) {
  return prisma.privacyRequest.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take });
}

/** How many requests were recorded for this subject (keyed hash of an address). */
export function countPrivacyRequestsFor(subjectHash: string) {
  return prisma.privacyRequest.count({ where: { subjectHash } });
}
