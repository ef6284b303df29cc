import { fromQuebecInput, toQuebecInput } from "~/utils/quebec-time";
import type { LeadType } from "~/generated/prisma/enums";
import { leadTypes } from "~/leads/lead-filter";

// The inbox's chart: leads per week over the last weeks, by type and by campaign source.
// Weeks run Monday 00:00 to Monday 00:00 in Québec time (daylight saving included), the
// agency's week, whatever the server's zone.

/** Weeks the chart shows, the current one last. */
export const CHART_WEEKS = 12;
/** Sources shown by name; the rest are summed as "other". */
const NAMED_SOURCES = 5;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instants the last `weeks` Québec weeks start at, oldest first, and the date (YYYY-MM-DD) of each Monday. */
export function quebecWeekStarts(now: Date, weeks = CHART_WEEKS) {
  const today = toQuebecInput(now).slice(0, 10);
  const [year = 0, month = 1, day = 1] = today.split("-").map(Number);
  // The wall date as a UTC day, to step by whole days without the zone.
  const todayUtc = Date.UTC(year, month - 1, day);
  const mondayUtc = todayUtc - ((new Date(todayUtc).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: weeks }, (_, index) => {
    const date = new Date(mondayUtc - (weeks - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10);
    // Midnight always exists in Québec: the clocks change at 2:00.
    return { date, start: fromQuebecInput(`${date}T00:00`) ?? new Date(`${date}T05:00Z`) };
  });
}

export type WeeklyLeadCounts = {
  /** Each week's Monday (YYYY-MM-DD, Québec time), oldest first. */
  weeks: string[];
  byType: Record<LeadType, number[]>;
  /** Sources by total, most first; `null` is a lead without one, `""` the sum of the other sources. */
  bySource: { source: string | null; counts: number[] }[];
  totals: number[];
};

/** The leads of each week (0: the oldest) by type and by source (app/leads/lead-list.server.ts counts them in SQL). */
export type WeekCounts = {
  byType: { period: number; type: string; count: number }[];
  bySource: { period: number; source: string | null; count: number }[];
};

/** The counts of each week, by type and by source, as the chart shows them (a source without a lead left out). */
export function countLeadsPerWeek(counted: WeekCounts, now: Date, weeks = CHART_WEEKS): WeeklyLeadCounts {
  const starts = quebecWeekStarts(now, weeks);
  const zeros = () => starts.map(() => 0);
  const byType = Object.fromEntries(leadTypes.map((type) => [type, zeros()])) as Record<LeadType, number[]>;
  const totals = zeros();
  const inRange = (period: number) => period >= 0 && period < starts.length;
  for (const { period, type, count } of counted.byType) {
    const ofType = byType[type as LeadType] as number[] | undefined;
    if (!ofType || !inRange(period)) continue;
    ofType[period] = (ofType[period] ?? 0) + count;
    totals[period] = (totals[period] ?? 0) + count;
  }
  const sources = new Map<string | null, number[]>();
  for (const { period, source, count } of counted.bySource) {
    if (!inRange(period) || !count) continue;
    const counts = sources.get(source) ?? zeros();
    sources.set(source, counts);
    counts[period] = (counts[period] ?? 0) + count;
  }
  const sum = (counts: number[]) => counts.reduce((total, count) => total + count, 0);
  const ranked = [...sources]
    .map(([source, counts]) => ({ source, counts }))
    .sort((a, b) => sum(b.counts) - sum(a.counts));
  const named = ranked.slice(0, NAMED_SOURCES);
  const rest = ranked.slice(NAMED_SOURCES);
  const bySource = rest.length
    ? [...named, { source: "", counts: starts.map((_, week) => sum(rest.map(({ counts }) => counts[week] ?? 0))) }]
    : named;
  return { weeks: starts.map(({ date }) => date), byType, bySource, totals };
}
