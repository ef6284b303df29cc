import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/platform/db.server";
import { leadTypes, type LeadFilter, type LeadPagePlace } from "~/leads/lead-filter";
import { leadSearchCondition } from "~/leads/lead-search.server";
import { countLeadsUpTo, queuedNotice, storedDateTime } from "~/leads/lead.server";
import { typedValue } from "~/platform/sql-dialect.server";

// The inbox's list and the CSV export, at any number of leads (docs/decisions/039): the
// filter as SQL, read in the filter's order by keyset (each page or batch continues from
// the last lead's sort key, on an index, never skipping rows with OFFSET), and counted
// only up to a bound.

/** Leads per page of the back-office inbox. */
export const LEAD_PAGE_SIZE = 25;

/** Counted at most: past it, the inbox says "more than" this many (the count stops there). */
export const LEAD_COUNT_LIMIT = 10_000;

/**
 * The filter as the server reads it: with the staff member viewing, whose leads "mine"
 * means (the address says "mine", never whose).
 */
export type LeadListFilter = LeadFilter & { viewerId: string };

/** The owner part of the filter: on the index (owner_id, created_at) either way (docs/decisions/045). */
function ownerCondition({ owner, viewerId }: LeadListFilter) {
  if (owner === "mine") return [Prisma.sql`"owner_id" = ${viewerId}`];
  if (owner === "unassigned") return [Prisma.sql`"owner_id" IS NULL`];
  return [];
}

/** The filter as a condition on the table "leads" (the inbox's and the export's). */
export function leadCondition(filter: LeadListFilter): Prisma.Sql {
  const equal = (column: string, value: string | undefined) =>
    value === undefined ? [] : [Prisma.sql`${Prisma.raw(`"${column}"`)} = ${value}`];
  const search = filter.q ? leadSearchCondition(filter.q) : null;
  const parts = [
    ...equal("type", filter.type),
    ...equal("verification", filter.verification),
    ...equal("status", filter.status),
    ...ownerCondition(filter),
    ...equal("utm_source", filter.source),
    ...equal("utm_medium", filter.medium),
    ...equal("utm_campaign", filter.campaign),
    ...(search ? [search] : []),
  ];
  return parts.length ? Prisma.join(parts, " AND ") : Prisma.sql`TRUE`;
}

/** How many leads match the filter, counted up to LEAD_COUNT_LIMIT + 1 (more than the limit). */
export async function countLeadsUpToLimit(filter: LeadListFilter) {
  return countLeadsUpTo(leadCondition(filter), LEAD_COUNT_LIMIT + 1);
}

type SortColumn = { column: "created_at" | "due_at" | "id"; descending: boolean };

/**
 * A part of an order: the leads it holds and their order, by columns that are never null
 * within it, so that one index serves it ("nulls last" would defeat the index: the leads
 * without a value are a part of their own instead).
 */
type Segment = { holds: Prisma.Sql; columns: SortColumn[] };

const newestColumns: SortColumn[] = [
  { column: "created_at", descending: true },
  { column: "id", descending: true },
];

/** Newest first; the id breaks ties between leads of the same millisecond so pages never overlap. */
const newestFirst: Segment[] = [{ holds: Prisma.sql`TRUE`, columns: newestColumns }];

/** Audit leads soonest due first (the overdue ones on top), then the others (no due time), newest first. */
const soonestDueFirst: Segment[] = [
  { holds: Prisma.sql`"due_at" IS NOT NULL`, columns: [{ column: "due_at", descending: false }, ...newestColumns] },
  { holds: Prisma.sql`"due_at" IS NULL`, columns: newestColumns },
];

const orderOf = (filter: LeadFilter) => (filter.sort === "due" ? soonestDueFirst : newestFirst);

/** Where a lead stands in an order: its segment and its sort key there (stored text, as compared in SQL). */
type Position = { segment: number; key: string[] };

/** A position as it travels in an address (?after=, ?before=): opaque, short, URL-safe. */
export function encodeCursor({ segment, key }: Position) {
  return Buffer.from(JSON.stringify([segment, ...key])).toString("base64url");
}

/** A cursor from an address, or null if it is not one of this order's (then the list starts at the top). */
export function decodeCursor(filter: LeadFilter, cursor: string | null): Position | null {
  if (!cursor || cursor.length > 400) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(parsed)) return null;
    const [segment, ...key] = parsed as unknown[];
    const columns = typeof segment === "number" ? orderOf(filter)[segment]?.columns : undefined;
    if (!columns || key.length !== columns.length || !key.every((value) => typeof value === "string")) return null;
    return { segment: segment as number, key: key as string[] };
  } catch {
    return null;
  }
}

const column = (name: SortColumn["column"]) => Prisma.raw(`"${name}"`);

/**
 * The leads after `key` in the columns' order (before it, `backward`): the first column
 * beyond the key's, or equal and the rest beyond. The first column's bound is also stated
 * alone (>= or <=), so that SQLite reads the index from there instead of from its start.
 */
function beyond(columns: SortColumn[], key: string[], backward: boolean) {
  const comparison = ({ descending }: SortColumn) => Prisma.raw(descending !== backward ? "<" : ">");
  const alternatives = columns.map((last, index) =>
    Prisma.join(
      [
        ...columns.slice(0, index).map((each, equalIndex) => Prisma.sql`${column(each.column)} = ${key[equalIndex]}`),
        Prisma.sql`${column(last.column)} ${comparison(last)} ${key[index]}`,
      ],
      " AND ",
    ),
  );
  const [first] = columns;
  const bound = first ? Prisma.sql`${column(first.column)} ${comparison(first)}= ${key[0]} AND ` : Prisma.empty;
  return Prisma.sql`${bound}(${Prisma.join(alternatives, " OR ")})`;
}

type Keyed = { id: string; position: Position };

/**
 * Up to `limit` leads of the filter, in its order (reversed, `backward`), from just past
 * `from` (the order's start, or its end backward, when null): their ids and positions.
 */
async function readKeys(filter: LeadListFilter, from: Position | null, limit: number, backward = false) {
  const segments = orderOf(filter);
  const condition = leadCondition(filter);
  const found: Keyed[] = [];
  const order = segments.map((_, index) => index);
  if (backward) order.reverse();
  const start = from ? order.indexOf(from.segment) : 0;
  for (const segmentIndex of order.slice(start)) {
    const segment = segments[segmentIndex];
    if (!segment || found.length >= limit) break;
    const after =
      from?.segment === segmentIndex ? Prisma.sql` AND ${beyond(segment.columns, from.key, backward)}` : Prisma.empty;
    const orderBy = Prisma.join(
      segment.columns.map(
        (each) => Prisma.sql`${column(each.column)} ${Prisma.raw(each.descending !== backward ? "DESC" : "ASC")}`,
      ),
    );
    // As text (CAST): as stored and compared, not turned into dates by the driver.
    const keys = Prisma.join(
      segment.columns.map(
        (each, index) => Prisma.sql`CAST(${column(each.column)} AS TEXT) AS ${Prisma.raw(`k${index}`)}`,
      ),
    );
    const rows = await prisma.$queryRaw<Array<Record<string, string>>>(
      Prisma.sql`SELECT ${keys} FROM "leads" WHERE ${condition} AND ${segment.holds}${after} ORDER BY ${orderBy} LIMIT ${limit - found.length}`,
    );
    for (const row of rows) {
      const key = segment.columns.map((_, index) => row[`k${index}`] ?? "");
      found.push({ id: key[key.length - 1] ?? "", position: { segment: segmentIndex, key } });
    }
  }
  return found;
}

type PageRows = { rows: Keyed[]; hasPrevious: boolean; hasNext: boolean };

/** The keys of the page at `at` (docs/decisions/039): an unknown cursor, or a page before that would not be full, is the first page. */
async function readPage(filter: LeadListFilter, at: LeadPagePlace | null, pageSize: number): Promise<PageRows> {
  const fromTop = async () => {
    const rows = await readKeys(filter, null, pageSize + 1);
    return { rows: rows.slice(0, pageSize), hasPrevious: false, hasNext: rows.length > pageSize };
  };
  if (!at) return fromTop();
  if ("after" in at) {
    const from = decodeCursor(filter, at.after);
    const rows = from ? await readKeys(filter, from, pageSize + 1) : [];
    // Past the end (its leads deleted meanwhile), or not a cursor: the first page.
    if (!rows.length) return fromTop();
    return { rows: rows.slice(0, pageSize), hasPrevious: true, hasNext: rows.length > pageSize };
  }
  const from = "before" in at ? decodeCursor(filter, at.before) : null;
  if ("before" in at && !from) return fromTop();
  // Backward from the cursor (or from the end: the last page), one more to know if a page comes before.
  const rows = await readKeys(filter, from, pageSize + 1, true);
  if ("before" in at && rows.length <= pageSize) return fromTop();
  return { rows: rows.slice(0, pageSize).reverse(), hasPrevious: rows.length > pageSize, hasNext: "before" in at };
}

/**
 * One page of the inbox: the ids of its leads in order, and the cursors of the pages
 * either side (null at either end).
 */
export async function findLeadPageIds(filter: LeadListFilter, at: LeadPagePlace | null, pageSize = LEAD_PAGE_SIZE) {
  const page = await readPage(filter, at, pageSize);
  const first = page.rows[0];
  const last = page.rows[page.rows.length - 1];
  return {
    ids: page.rows.map(({ id }) => id),
    previous: page.hasPrevious && first ? encodeCursor(first.position) : null,
    next: page.hasNext && last ? encodeCursor(last.position) : null,
  };
}

/** Rows fetched by id, in the ids' order. */
export function inOrder<Row extends { id: string }>(ids: string[], rows: Row[]) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The leads of a page of the inbox (app/leads/lead-list.server.ts), in the ids' order. */
export async function findLeadsById(ids: string[]) {
  const leads = await prisma.lead.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      type: true,
      name: true,
      email: true,
      company: true,
      verification: true,
      status: true,
      utmSource: true,
      utmCampaign: true,
      notifiedAt: true,
      notificationError: true,
      createdAt: true,
      dueAt: true,
      ownerId: true,
      outgoingMails: queuedNotice,
    },
  });
  return inOrder(ids, leads);
}

/** Leads with every field, their owner's address and their notes (the CSV export), in the ids' order. */
export async function findLeadsForExport(ids: string[]) {
  // The batch's owners and notes come with it, one read each, never one per lead.
  const leads = await prisma.lead.findMany({
    where: { id: { in: ids } },
    include: {
      notes: { orderBy: { createdAt: "asc" }, select: { text: true } },
      owner: { select: { email: true } },
      outgoingMails: queuedNotice,
    },
  });
  return inOrder(ids, leads);
}

/**
 * Every lead of the filter, in its order, as batches of ids read one after the other
 * (keyset): each read is short however many leads match, so the export written from them
 * never holds the server's only thread for long.
 */
export async function* leadIdBatches(filter: LeadListFilter, batchSize: number) {
  let from: Position | null = null;
  for (;;) {
    const rows = await readKeys(filter, from, batchSize);
    if (rows.length) yield rows.map(({ id }) => id);
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    from = last.position;
  }
}

/**
 * How many leads arrived in each period (`starts`, oldest first, each until the next or
 * until `until`), by type and by campaign source. Each figure is a count of a range of
 * an index, on (type, created_at) and (utm_source, created_at): SQLite reads no lead and
 * sorts nothing, whereas grouping the periods' leads cost about 60 ms at 65,000 leads
 * in 12 weeks (docs/decisions/039). The sources are found by skipping through their index
 * (each next one is the smallest above the last), the leads without one last.
 */
export async function countLeadsByPeriod(starts: Date[], until: Date) {
  if (!starts.length) return { byType: [], bySource: [] };
  const ends = [...starts.slice(1), new Date(until.getTime() + 1)];
  const periods = Prisma.join(
    starts.map(
      (start, index) =>
        Prisma.sql`(${index}, ${typedValue(storedDateTime(start), "timestamp(3)")}, ${typedValue(storedDateTime(ends[index] ?? until), "timestamp(3)")})`,
    ),
  );
  const types = Prisma.join(leadTypes.map((type) => Prisma.sql`(${typedValue(type, `"LeadType"`)})`));
  const [byType, bySource] = await Promise.all([
    prisma.$queryRaw<Array<{ period: number | bigint; type: string; n: number | bigint }>>(
      Prisma.sql`WITH "periods" ("period", "since", "until") AS (VALUES ${periods}), "types" ("type") AS (VALUES ${types})
        SELECT "period", "types"."type" AS "type", (SELECT count(*) FROM "leads" WHERE "leads"."type" = "types"."type"
          AND "created_at" >= "since" AND "created_at" < "until") AS n
        FROM "periods", "types"`,
    ),
    prisma.$queryRaw<Array<{ period: number | bigint; source: string | null; n: number | bigint }>>(
      Prisma.sql`WITH RECURSIVE "periods" ("period", "since", "until") AS (VALUES ${periods}),
        "sources" ("source") AS (
          SELECT min("utm_source") FROM "leads"
          UNION ALL
          SELECT (SELECT min("utm_source") FROM "leads" WHERE "utm_source" > "sources"."source")
          FROM "sources" WHERE "sources"."source" IS NOT NULL
        )
        SELECT "period", "sources"."source" AS "source", CASE WHEN "sources"."source" IS NULL
          THEN (SELECT count(*) FROM "leads" WHERE "utm_source" IS NULL AND "created_at" >= "since" AND "created_at" < "until")
          ELSE (SELECT count(*) FROM "leads" WHERE "utm_source" = "sources"."source" AND "created_at" >= "since" AND "created_at" < "until")
          END AS n
        FROM "periods", "sources"`,
    ),
  ]);
  return {
    byType: byType.map(({ period, type, n }) => ({ period: Number(period), type, count: Number(n) })),
    bySource: bySource.map(({ period, source, n }) => ({ period: Number(period), source, count: Number(n) })),
  };
}
