import { randomUUID } from "node:crypto";
import { Prisma } from "~/generated/prisma/client";
import type { NewOutgoingMail } from "~/mail/outgoing-mail.server";
import { prisma } from "~/platform/db.server";
import { groupCommit } from "~/platform/group-commit.server";
import { numberedPlaceholders } from "~/platform/sql-dialect.server";
import { auditOwedStatuses } from "~/leads/audit-promise";
import type { LeadStatusValue } from "~/leads/lead-filter";
import { normalizeEmail } from "~/utils/email";

/**
 * A lead as the forms and the chatbot hand it over: the visitor's fields and where it came
 * from. What staff do with it (status, the notice's outcome) starts at its default.
 */
export type NewLead = Omit<
  Prisma.LeadCreateManyInput,
  "id" | "createdAt" | "dueAt" | "services" | "status" | "notifiedAt" | "notificationError" | "notificationAttempts"
> & {
  /** Service keys (contact form) or chosen label texts (chatbot). */
  services?: string[] | null;
};

/** The free audit is promised within 48 hours of the request (the site says so). */
export const AUDIT_PROMISE_MS = 48 * 60 * 60 * 1000;

/**
 * When a lead received at `receivedAt` is due: an audit request (the promise), else null.
 * The audit form's leads and the chat's audit, which promises the same 48 hours; the chat's
 * audit is its lead without an objective (its quote flow always asks for one).
 */
export function dueAtFor({ type, objective }: Pick<NewLead, "type" | "objective">, receivedAt: Date) {
  const auditRequest = type === "audit" || (type === "chatbot" && !objective);
  return auditRequest ? new Date(receivedAt.getTime() + AUDIT_PROMISE_MS) : null;
}

/**
 * A new lead to write: its id (made by the app), its notice e-mail if any, the origin of
 * its acknowledgement's links if the visitor is to get one, and when it was received
 * (unset, now).
 */
export type LeadToCreate = {
  id: string;
  lead: NewLead;
  notice?: Omit<NewOutgoingMail, "kind" | "leadId">;
  acknowledgement?: { origin: string };
  createdAt?: Date;
};

/** A visitor gets at most one acknowledgement in this time, whatever they sent (docs/decisions/044). */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 60 * 60 * 1000;

/**
 * A DateTime as Prisma stores it in SQLite (text that sorts and compares as its own does).
 * PostgreSQL reads the same text as a parameter of a `timestamp` column, ignoring the zone:
 * the UTC time Prisma stores there (docs/decisions/048).
 */
export const storedDateTime = (date: Date) => date.toISOString().replace("Z", "+00:00");

/** The schema's column of a field: its name in snake case (every @map in schema.prisma). */
const columnOf = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * One INSERT of many rows into a model's table, with the model's fields that the rows
 * hold (a field a spooled lead kept from an older version of the model is left out).
 */
function insertRows(table: string, fields: Record<string, string>, rows: Array<Record<string, unknown>>) {
  const keys = Object.values(fields).filter((field) => rows.some((row) => field in row));
  const placeholders = `(${keys.map(() => "?").join(", ")})`;
  return prisma.$executeRawUnsafe(
    numberedPlaceholders(
      `INSERT INTO "${table}" (${keys.map((key) => `"${columnOf(key)}"`).join(", ")}) VALUES ${rows.map(() => placeholders).join(", ")}`,
    ),
    ...rows.flatMap((row) => keys.map((key) => row[key] ?? null)),
  );
}

/**
 * The acknowledgements of new leads, queued in their write (docs/decisions/044): one per
 * address among these leads (the first), and none to an address whose acknowledgement was
 * queued within the hour (`acknowledged_at` of its leads, read on the index on `email`);
 * then the leads acknowledged record it. Two statements of the leads' transaction, after
 * their insert: a lead and its acknowledgement are stored together or not at all.
 */
function acknowledgementStatements(leads: Array<LeadToCreate & { email: string }>, now: Date) {
  const seen = new Set<string>();
  const rows = leads.flatMap(({ id, lead, email, acknowledgement }) => {
    if (!acknowledgement || seen.has(email)) return [];
    seen.add(email);
    return [[randomUUID(), email, lead.locale, acknowledgement.origin, id]];
  });
  if (!rows.length) return [];
  const at = storedDateTime(now);
  const since = storedDateTime(new Date(now.getTime() - ACKNOWLEDGEMENT_INTERVAL_MS));
  const leadIds = rows.map((row) => row[4]);
  return [
    prisma.$executeRawUnsafe(
      numberedPlaceholders(`INSERT INTO "outgoing_mail" ("id", "kind", "recipient", "language", "origin", "lead_id", "state", "attempts", "next_attempt_at", "created_at")
       SELECT "column1", 'leadAcknowledgement', "column2", "column3", "column4", "column5", 'queued', 0, ?, ?
       FROM (VALUES ${rows.map(() => "(?, ?, ?, ?, ?)").join(", ")}) AS "candidate"
       WHERE NOT EXISTS (SELECT 1 FROM "leads" WHERE "email" = "candidate"."column2" AND "acknowledged_at" >= ?)`),
      at,
      at,
      ...rows.flat(),
      since,
    ),
    prisma.$executeRawUnsafe(
      numberedPlaceholders(`UPDATE "leads" SET "acknowledged_at" = ? WHERE "id" IN (
         SELECT "lead_id" FROM "outgoing_mail" WHERE "kind" = 'leadAcknowledgement' AND "lead_id" IN (${leadIds.map(() => "?").join(", ")}))`),
      at,
      ...leadIds,
    ),
  ];
}

/**
 * How every lead is written: new leads, their notices and their acknowledgements, in one
 * transaction, all of them or none. In SQL rather than createMany: Prisma's query
 * compiler costs about a millisecond of CPU per row, the SQL about a fifth of that
 * (docs/decisions/026). With `once` (the spool's replay), a lead whose id is stored
 * already is left as it is, and its notice and acknowledgement are not queued again.
 * The same SQL on PostgreSQL but for its numbered placeholders: it types each parameter by its
 * column (enums, timestamps, JSON), and the VALUES it reads as text only fill text columns.
 */
export async function createLeads(leads: LeadToCreate[], { once = false } = {}) {
  if (once) {
    const stored = await prisma.lead.findMany({
      where: { id: { in: leads.map(({ id }) => id) } },
      select: { id: true },
    });
    leads = leads.filter(({ id }) => !stored.some((lead) => lead.id === id));
    if (!leads.length) return;
  }
  const now = new Date();
  const leadRows = leads.map(({ id, createdAt = now, lead: { services, consentGivenAt, ...lead } }) => {
    const dueAt = dueAtFor(lead, createdAt);
    return {
      ...lead,
      id,
      // Stored as it is compared, so a person's leads are found by the index on it (docs/decisions/040).
      email: normalizeEmail(lead.email),
      services: services ? JSON.stringify(services) : null,
      // A Date, or its ISO text once it has been through the spool's JSON.
      consentGivenAt: consentGivenAt ? storedDateTime(new Date(consentGivenAt)) : null,
      createdAt: storedDateTime(createdAt),
      dueAt: dueAt ? storedDateTime(dueAt) : null,
    };
  });
  const noticeRows = leads.flatMap(({ id, notice }) =>
    notice
      ? [
          {
            ...notice,
            id: randomUUID(),
            kind: "leadNotice",
            leadId: id,
            nextAttemptAt: storedDateTime(now),
            createdAt: storedDateTime(now),
          },
        ]
      : [],
  );
  await prisma.$transaction([
    insertRows("leads", Prisma.LeadScalarFieldEnum, leadRows),
    ...(noticeRows.length ? [insertRows("outgoing_mail", Prisma.OutgoingMailScalarFieldEnum, noticeRows)] : []),
    ...acknowledgementStatements(
      leads.map((lead, index) => ({ ...lead, email: leadRows[index]?.email ?? "" })),
      now,
    ),
  ]);
}

/**
 * How a lead is written alone: `id` made by the app (a spooled lead keeps it), `createdAt`
 * when it was received (unset, now), `once` for the spool's replay (createLeads), and
 * `acknowledgement` when the visitor gets one.
 */
export type LeadWrite = { id?: string; createdAt?: Date; once?: boolean } & Pick<LeadToCreate, "acknowledgement">;

/** One new lead, and with `notice` its notice e-mail, written alone (createLeads); the stored lead. */
export async function createLead(
  lead: NewLead,
  notice?: LeadToCreate["notice"],
  { id = randomUUID(), createdAt, once = false, acknowledgement }: LeadWrite = {},
) {
  await createLeads([{ id, lead, notice, acknowledgement, createdAt }], { once });
  return prisma.lead.findUniqueOrThrow({ where: { id } });
}

/**
 * One new lead, written with the others handed in at the same moment (group commit):
 * under a burst of posts, one transaction of two statements takes many leads. It resolves
 * once its transaction has committed; if that fails, every lead in it fails.
 */
export const createLeadTogether = groupCommit(createLeads);

/** A queued message about a lead, as its composer gets it (app/queued-mail.server.ts). */
export type QueuedLeadMail = { leadId: string; recipient: string; language: string; origin: string };

// A lead's notice while it is queued (none once sent): what the inbox says of it. The
// visitor's acknowledgement and the audit's reminder wait beside it, not said there.
export const queuedNotice = {
  where: { kind: "leadNotice" },
  select: { state: true, lastError: true, nextAttemptAt: true },
} as const;

/**
 * How many leads match `condition` (SQL), counting no further than `upTo`, so that the
 * read stops there however many match. In SQL: Prisma orders a bounded count by id,
 * which sorts every match first (docs/decisions/034).
 */
export async function countLeadsUpTo(condition: Prisma.Sql, upTo: number) {
  const [row] = await prisma.$queryRaw<Array<{ n: number | bigint }>>(
    Prisma.sql`SELECT count(*) AS n FROM (SELECT 1 FROM "leads" WHERE ${condition} LIMIT ${upTo}) AS "matching"`,
  );
  return Number(row?.n ?? 0);
}

/** The leads nobody has handled yet (status new), counted up to `upTo` on an index that starts with the status. */
export async function countNewLeads(upTo: number) {
  return countLeadsUpTo(Prisma.sql`"status" = 'new'`, upTo);
}

/** The new leads a staff member owns (to handle first), counted up to `upTo` on the index (owner_id, status). */
export async function countNewLeadsOwnedBy(ownerId: string, upTo: number) {
  return countLeadsUpTo(Prisma.sql`"owner_id" = ${ownerId} AND "status" = 'new'`, upTo);
}

/**
 * The audits still owed (app/leads/audit-promise.ts): how many are due (within the 48-hour
 * promise: their due time is ahead) and how many are overdue, each counted up to `upTo`
 * on the index on (status, due_at).
 */
export async function countOwedAudits(now: Date, upTo: number) {
  const owed = Prisma.sql`"status" IN (${Prisma.join([...auditOwedStatuses])})`;
  const at = storedDateTime(now);
  return {
    due: await countLeadsUpTo(Prisma.sql`${owed} AND "due_at" >= ${at}`, upTo),
    overdue: await countLeadsUpTo(Prisma.sql`${owed} AND "due_at" < ${at}`, upTo),
  };
}

/** A lead, or null. */
export async function findLead(id: string) {
  return prisma.lead.findUnique({ where: { id } });
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

/** Erases the leads that arrived before `cutoff`, their notes and queued notices with them (cascade); how many. */
export async function deleteLeadsCreatedBefore(cutoff: Date) {
  const { count } = await prisma.lead.deleteMany({ where: { createdAt: { lt: cutoff } } });
  return count;
}
