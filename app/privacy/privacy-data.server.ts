import type { Prisma, PrivacyRequestKind } from "~/generated/prisma/client";
import { prisma } from "~/platform/db.server";

// What the site holds for one e-mail address, and its erasure (Law 25: a person may obtain
// and have erased what is held about them). Addresses are matched whatever their case, as
// a person types theirs: SQLite's lower() folds ASCII letters, the address is folded the
// same way before it is compared.

/** An address as it is compared: trimmed, ASCII letters in lower case (as SQLite's lower()). */
export const comparableEmail = (email: string) => email.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());

async function idsOf(table: "leads" | "users" | "outgoing_mail", column: "email" | "recipient", email: string) {
  const rows = await prisma.$queryRawUnsafe<Array<{ id: string }>>(
    `SELECT id FROM "${table}" WHERE lower("${column}") = ?`,
    comparableEmail(email),
  );
  return rows.map(({ id }) => id);
}

/**
 * Everything held for an address: its leads with their notes, its account (with its media
 * files and projects), and the e-mail queued to it. Every field, for the person's copy.
 */
export async function findPersonalData(email: string) {
  const [leadIds, [userId], mailIds] = await Promise.all([
    idsOf("leads", "email", email),
    idsOf("users", "email", email),
    idsOf("outgoing_mail", "recipient", email),
  ]);
  const [leads, account, mail] = await Promise.all([
    prisma.lead.findMany({
      where: { id: { in: leadIds } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      omit: { notifiedAt: true, notificationError: true, notificationAttempts: true },
      include: { notes: { orderBy: { createdAt: "asc" }, select: { id: true, text: true, createdAt: true } } },
    }),
    userId
      ? prisma.user.findUnique({
          where: { id: userId },
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
        })
      : null,
    prisma.outgoingMail.findMany({
      where: { id: { in: mailIds } },
      orderBy: { createdAt: "asc" },
      select: { id: true, kind: true, recipient: true, language: true, state: true, createdAt: true },
    }),
  ]);
  return { leads, account, mail };
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
};

export function countPersonalData({ leads, account, mail }: PersonalData): PersonalDataCounts {
  return {
    leads: leads.length,
    notes: leads.reduce((sum, lead) => sum + lead.notes.length, 0),
    account: account ? 1 : 0,
    mediaFiles: account?.mediaFiles.length ?? 0,
    projects: account?.projects.length ?? 0,
    mail: mail.length,
  };
}

/** Erases these leads (their notes and queued notices go with them) and this queued mail, in one transaction. */
export async function deleteLeadsAndMail({ leadIds, mailIds }: { leadIds: string[]; mailIds: string[] }) {
  await prisma.$transaction([
    prisma.lead.deleteMany({ where: { id: { in: leadIds } } }),
    prisma.outgoingMail.deleteMany({ where: { id: { in: mailIds } } }),
  ]);
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
