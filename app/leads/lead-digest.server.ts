import { Prisma } from "~/generated/prisma/client";
import { getFixedT } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { auditOwedStatuses } from "~/leads/audit-promise";
import { countLeadsUpTo, storedDateTime } from "~/leads/lead.server";
import { textToHtml, type MailMessage } from "~/mail/mail.server";
import { formatDate, formatDateTime } from "~/utils/date-format";
import { languageOrDefault, type Language } from "~/utils/locale";
import { QUEBEC_TIME_ZONE, toQuebecInput } from "~/utils/quebec-time";

// The agency's morning digest (docs/decisions/044): at 8:00 Québec time, to
// AGENCY_LEAD_EMAIL, in French (the agency's language, as its lead notices), the leads
// new since the last digest, the open leads nobody owns and the audits past their
// promise. Once a day whatever the number of machines: the day's row in `lead_digests` is
// the claim, inserted in the transaction that queues the mail; a second insert of the same
// day inserts nothing. A server down at 8:00 sends it when it is back, until noon.

/** The digest's hour, Québec time, and the hour after which a missed one is left for tomorrow's. */
export const DIGEST_HOUR = 8;
const DIGEST_LAST_HOUR = 12;
/** Each list shows this many leads, and counts up to `COUNTED_UP_TO` (then "1000+"). */
const LISTED = 10;
const COUNTED_UP_TO = 1000;
/** "New since the last digest" looks back no further than this (the digest was off, or the server down, for days). */
const NEW_SINCE_AT_MOST_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Québec day ("2026-11-27") whose digest is due at `now`, or null outside 8:00-12:00 Québec time. */
export function digestDayAt(now: Date) {
  const wallTime = toQuebecInput(now);
  const hour = Number(wallTime.slice(11, 13));
  return hour >= DIGEST_HOUR && hour < DIGEST_LAST_HOUR ? wallTime.slice(0, 10) : null;
}

/**
 * Queues the digest of `now`'s Québec day if it is due and no machine has queued it yet;
 * true when this call queued it.
 */
export async function queueDailyDigest(now: Date, { agency, origin }: { agency: string; origin: string }) {
  const day = digestDayAt(now);
  if (!day) return false;
  return prisma.$transaction(async (tx) => {
    const claimed = await tx.$executeRaw`
      INSERT INTO "lead_digests" ("day", "claimed_at") VALUES (${day}, ${storedDateTime(now)})
      ON CONFLICT ("day") DO NOTHING`;
    if (claimed !== 1) return false;
    await tx.outgoingMail.create({
      data: { kind: "leadDigest", recipient: agency, language: "fr", origin, createdAt: now },
      select: { id: true },
    });
    return true;
  });
}

const listed = { id: true, type: true, name: true, createdAt: true } as const;
type ListedLead = Prisma.LeadGetPayload<{ select: typeof listed }>;

/** The open leads: staff have not closed them (won, lost, spam) nor delivered the audit. */
const openStatuses = auditOwedStatuses;

/**
 * The digest's three lists at `until` (leads that arrived later are the next digest's),
 * in their current state: each its first leads and how many there are (up to COUNTED_UP_TO).
 */
async function digestLists(since: Date, until: Date) {
  const open = Prisma.sql`"status" IN (${Prisma.join([...openStatuses])})`;
  const [newLeads, newCount, unassigned, unassignedCount, overdue, overdueCount] = await Promise.all([
    prisma.lead.findMany({
      where: { createdAt: { gte: since, lt: until } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: LISTED,
      select: listed,
    }),
    countLeadsUpTo(
      Prisma.sql`"created_at" >= ${storedDateTime(since)} AND "created_at" < ${storedDateTime(until)}`,
      COUNTED_UP_TO,
    ),
    prisma.lead.findMany({
      where: { status: { in: [...openStatuses] }, ownerId: null, createdAt: { lt: until } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: LISTED,
      select: listed,
    }),
    countLeadsUpTo(
      Prisma.sql`${open} AND "owner_id" IS NULL AND "created_at" < ${storedDateTime(until)}`,
      COUNTED_UP_TO,
    ),
    prisma.lead.findMany({
      where: { status: { in: [...openStatuses] }, dueAt: { lt: until } },
      orderBy: [{ dueAt: "asc" }, { id: "asc" }],
      take: LISTED,
      select: listed,
    }),
    countLeadsUpTo(Prisma.sql`${open} AND "due_at" < ${storedDateTime(until)}`, COUNTED_UP_TO),
  ]);
  return {
    new: { leads: newLeads, count: newCount },
    unassigned: { leads: unassigned, count: unassignedCount },
    overdue: { leads: overdue, count: overdueCount },
  };
}

/** When the digest before the one queued at `until` was queued (its "new since"), bounded. */
async function previousDigestAt(until: Date) {
  const previous = await prisma.leadDigest.findFirst({
    where: { claimedAt: { lt: until } },
    orderBy: { claimedAt: "desc" },
    select: { claimedAt: true },
  });
  const earliest = until.getTime() - NEW_SINCE_AT_MOST_MS;
  return new Date(Math.max(previous?.claimedAt.getTime() ?? until.getTime() - DAY_MS, earliest));
}

/**
 * The digest queued at `queuedAt` (the mail's creation, the claim's time), composed as it
 * is sent: the lists as they are then, new leads up to the moment it was queued.
 */
export async function composeDailyDigest({
  recipient,
  language: queuedLanguage,
  origin,
  queuedAt,
}: {
  recipient: string;
  language: string;
  origin: string;
  queuedAt: Date;
}): Promise<MailMessage> {
  const language = languageOrDefault(queuedLanguage);
  const t = getFixedT(language, "lead-mail");
  const admin = getFixedT(language, "admin");
  const since = await previousDigestAt(queuedAt);
  const lists = await digestLists(since, queuedAt);
  const shown = (count: number) => (count >= COUNTED_UP_TO ? `${count}+` : String(count));
  const inbox = `${origin}${language === "en" ? "/en" : ""}/admin/leads`;
  const item = (lead: ListedLead) =>
    t("digest.item", {
      type: admin(`types.${lead.type}`),
      name: lead.name,
      date: formatDateTime(lead.createdAt.toISOString(), language),
      url: `${inbox}/${lead.id}`,
    });
  const sinceText = formatDateTime(since.toISOString(), language);
  const section = (key: keyof typeof lists, listUrl: string) => {
    const { leads, count } = lists[key];
    if (!count) return t(`digest.none.${key}`, { since: sinceText });
    return [
      t(`digest.${key}`, { count, shown: shown(count), since: sinceText }),
      ...leads.map(item),
      ...(count > leads.length ? [t("digest.more", { url: listUrl })] : []),
    ].join("\n");
  };
  const date = formatDate(queuedAt.toISOString(), language);
  const text = [
    t("digest.intro", { date, time: quebecTime(queuedAt, language) }),
    section("new", inbox),
    section("unassigned", `${inbox}?owner=unassigned`),
    section("overdue", `${inbox}?sort=due`),
    t("digest.footer"),
  ].join("\n\n");
  return {
    to: recipient,
    subject: t("digest.subject", { date }),
    text,
    html: textToHtml(text),
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** "8 h 00" / "8:00 a.m.": the time of an instant in Québec. */
function quebecTime(date: Date, language: Language) {
  return new Intl.DateTimeFormat(language === "fr" ? "fr-CA" : "en-CA", {
    timeStyle: "short",
    timeZone: QUEBEC_TIME_ZONE,
  }).format(date);
}
