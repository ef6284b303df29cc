// Page arithmetic for the blog list: pure, so the window and the
// page parameter rules are unit-tested without a server (docs/decisions/012).

/** Posts per blog page. */
export const BLOG_PAGE_SIZE = 6;

/** Page numbers shown around the current page, besides the first and last page. */
export const PAGE_WINDOW = 5;

/** ceil(count / pageSize): 0 when there is nothing to show. */
export function pageCount(itemCount: number, pageSize = BLOG_PAGE_SIZE): number {
  return Math.ceil(itemCount / pageSize);
}

/** A slot of the pagination bar: a page number, or an ellipsis standing for skipped numbers. */
export type PageSlot = { kind: "page"; page: number } | { kind: "ellipsis"; side: "start" | "end" };

/**
 * The page numbers to show: up to `windowSize` consecutive pages around the current one
 * (shifted inwards near the ends so there are always as many as possible), plus the first
 * and the last page, with an ellipsis wherever numbers are left out.
 */
export function pageSlots(current: number, total: number, windowSize = PAGE_WINDOW): PageSlot[] {
  if (total < 1) return [];
  const size = Math.min(windowSize, total);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), total - size + 1);
  const end = start + size - 1;
  const slots: PageSlot[] = [];
  if (start > 1) slots.push({ kind: "page", page: 1 });
  if (start > 2) slots.push({ kind: "ellipsis", side: "start" });
  for (let page = start; page <= end; page++) slots.push({ kind: "page", page });
  if (end < total - 1) slots.push({ kind: "ellipsis", side: "end" });
  if (end < total) slots.push({ kind: "page", page: total });
  return slots;
}

/**
 * The page to show for a `?page=` value: that page when it is a whole number in
 * 1..total; a page out of range (or not a number) is ignored and page 1 is shown.
 * `ignored` tells the page to ask search engines not to index that address.
 */
export function resolvePage(requested: string | null, total: number): { page: number; ignored: boolean } {
  if (requested === null) return { page: 1, ignored: false };
  const page = /^\d+$/.test(requested) ? Number(requested) : NaN;
  return page >= 1 && page <= total ? { page, ignored: false } : { page: 1, ignored: true };
}

/**
 * The public lists paged by `?page=N` (French paths; English ones under /en): the only
 * pages whose copies the page cache keys by page number (docs/decisions/042).
 */
export const PAGINATED_PATHS = ["/blog"];

/** Whether a `?page=` value is written as the list writes its own links: 2, 3, ... (page 1 has no parameter). */
export function isCanonicalPageNumber(value: string): boolean {
  return /^[1-9]\d*$/.test(value) && value !== "1";
}

/**
 * What a public list answers for its `?page=` values (docs/decisions/042): the page when
 * there is none or one written as the list's own links write it, within 1..total;
 * otherwise a redirect (never stored by the page cache) to the page meant: 301 to page N
 * for another spelling of it (`02`, `?page=2&page=3`), 301 to page 1 for a value that can
 * never name a page (`abc`, `0`, `1`, empty), 302 to page 1 past the last page (it may
 * exist later).
 */
export function requestedPage(
  values: string[],
  total: number,
): { page: number } | { redirectTo: number; status: 301 | 302 } {
  const [value] = values;
  if (value === undefined) return { page: 1 };
  const page = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(page >= 1)) return { redirectTo: 1, status: 301 };
  if (page > 1 && page > total) return { redirectTo: 1, status: 302 };
  if (values.length > 1 || !isCanonicalPageNumber(value)) return { redirectTo: page, status: 301 };
  return { page };
}
