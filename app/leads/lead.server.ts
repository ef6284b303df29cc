import type { Prisma } from "~/generated/prisma/client";
import type { NewOutgoingMail } from "~/models/outgoing-mail.server";
import { prisma } from "~/models/db.server";
import { groupCommit } from "~/models/group-commit.server";
import type { LeadFilter, LeadStatusValue } from "~/leads/lead-filter";

/** A lead as the forms and the chatbot hand it over: the visitor's fields and where it came from. */
export type NewLead = Omit<Prisma.LeadCreateInput, "id" | "createdAt" | "services"> & {
  /** Service keys (contact form) or chosen label texts (chatbot). */
  services?: string[] | null;
};

/**
 * How a lead is written: `id` made by the app (a spooled lead keeps it; unset, Prisma
 * makes one), `createdAt` when it was received (unset, now), and `once` for the spool's
 * replay: nothing happens when a lead with that id is stored already.
 */
export type LeadWrite = { id?: string; createdAt?: Date; once?: boolean };

/** A new lead, and with `notice` its notice e-mail in the mail queue, in one write. */
export async function createLead(
  { services, ...lead }: NewLead,
  notice?: Omit<NewOutgoingMail, "kind" | "leadId">,
  { id, createdAt, once = false }: LeadWrite = {},
) {
  const data = {
    ...lead,
    id,
    createdAt,
    services: services ?? undefined,
    outgoingMails: notice ? { create: { ...notice, kind: "leadNotice" as const } } : undefined,
  };
  if (once && id) return prisma.lead.upsert({ where: { id }, create: data, update: {} });
  return prisma.lead.create({ data });
}

/** A new lead to write with others: its id (made by the app), and its notice e-mail, if any. */
export type LeadToCreate = {
  id: string;
  lead: NewLead;
  notice?: Omit<NewOutgoingMail, "kind" | "leadId">;
  createdAt?: Date;
};

/** New leads and their notices, in one transaction: all of them are written, or none. */
export async function createLeads(leads: LeadToCreate[]) {
  const notices = leads.flatMap(({ id, notice }) =>
    notice ? [{ ...notice, kind: "leadNotice" as const, leadId: id }] : [],
  );
  await prisma.$transaction([
    prisma.lead.createMany({
      data: leads.map(({ id, createdAt, lead: { services, ...lead } }) => ({
        ...lead,
        id,
        createdAt,
        services: services ?? undefined,
      })),
    }),
    ...(notices.length ? [prisma.outgoingMail.createMany({ data: notices })] : []),
  ]);
}

/**
 * One new lead, written with the others handed in at the same moment (group commit):
 * under a burst of posts, one transaction of two statements takes many leads. It resolves
 * once its transaction has committed; if that fails, every lead in it fails.
 */
export const createLeadTogether = groupCommit(createLeads);

// A lead's notice while it is queued (none once sent): what the inbox says of it.
const queuedNotice = { select: { state: true, lastError: true, nextAttemptAt: true } } as const;

/** Leads per page of the back-office inbox. */
export const LEAD_PAGE_SIZE = 25;

function leadWhere({ type, verification, status, q }: LeadFilter): Prisma.LeadWhereInput {
  return {
    type,
    verification,
    status,
    // SQLite's LIKE ignores case for ASCII letters only (É and é differ), and Prisma does
    // not escape % and _ there: they act as wildcards (harmless, the value is a parameter).
    OR: q ? [{ name: { contains: q } }, { email: { contains: q } }, { company: { contains: q } }] : undefined,
  };
}

// Newest first; the id breaks ties between leads of the same millisecond so pages never overlap.
const newestFirst: Prisma.LeadOrderByWithRelationInput[] = [{ createdAt: "desc" }, { id: "desc" }];

export async function countLeads(filter: LeadFilter) {
  return prisma.lead.count({ where: leadWhere(filter) });
}

/** One page (1-based) of the leads matching the filter, newest first. */
export async function findLeadsPage(filter: LeadFilter, page: number, pageSize = LEAD_PAGE_SIZE) {
  return prisma.lead.findMany({
    where: leadWhere(filter),
    orderBy: newestFirst,
    skip: (page - 1) * pageSize,
    take: pageSize,
    select: {
      id: true,
      type: true,
      name: true,
      email: true,
      company: true,
      verification: true,
      status: true,
      notifiedAt: true,
      notificationError: true,
      createdAt: true,
      outgoingMails: queuedNotice,
    },
  });
}

/** Every lead matching the filter, every field and its notes, newest first (CSV export). */
export async function findLeadsForExport(filter: LeadFilter) {
  return prisma.lead.findMany({
    where: leadWhere(filter),
    orderBy: newestFirst,
    include: { notes: { orderBy: { createdAt: "asc" }, select: { text: true } }, outgoingMails: queuedNotice },
  });
}

/** A lead with its notes (oldest first) and their authors' addresses, or null. */
export async function findLeadWithNotes(id: string) {
  return prisma.lead.findUnique({
    where: { id },
    include: {
      notes: { orderBy: { createdAt: "asc" }, include: { author: { select: { email: true } } } },
      outgoingMails: queuedNotice,
    },
  });
}

/** Sets a lead's status; false when there is no such lead. */
export async function setLeadStatus(id: string, status: LeadStatusValue) {
  const { count } = await prisma.lead.updateMany({ where: { id }, data: { status } });
  return count === 1;
}

export async function addLeadNote({ leadId, authorId, text }: { leadId: string; authorId: string; text: string }) {
  return prisma.leadNote.create({ data: { leadId, authorId, text } });
}
