// The overview's lead counts stop at a limit (docs/decisions/034): each reads at most
// OVERVIEW_COUNT_READ rows of its index, so its cost is bounded whatever the table holds
// (a count of 300,000 new leads held the synchronous driver 14-21 ms), and past the
// limit the page says "999+": the screen it links to has the exact count. The other
// counts (posts, invitations) read small tables.

export const OVERVIEW_COUNT_LIMIT = 999;

/** How many rows a bounded count reads: one more than it shows, to know there are more. */
export const OVERVIEW_COUNT_READ = OVERVIEW_COUNT_LIMIT + 1;

export type OverviewCount = { count: number; more: boolean };

/** A count as the page shows it: itself, or the limit and "more". */
export function overviewCount(counted: number): OverviewCount {
  return counted > OVERVIEW_COUNT_LIMIT ? { count: OVERVIEW_COUNT_LIMIT, more: true } : { count: counted, more: false };
}
