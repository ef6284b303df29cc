import { Link } from "@remix-run/react";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/utils/misc";
import { pageSlots } from "~/utils/pagination";

const itemClass = "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold";
const linkClass = cn(itemClass, "text-slate-700 hover:bg-brand-50 hover:text-brand-700");

/** Previous, next (or first, last): a link, or a greyed-out label at either end. */
function StepLink({
  to,
  rel,
  children,
}: {
  to: string | null;
  rel: "prev" | "next" | "first" | "last";
  children: ReactNode;
}) {
  if (!to) {
    return (
      <span aria-disabled="true" className={cn(itemClass, "cursor-not-allowed text-slate-500")} data-testid={rel}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} rel={rel === "prev" || rel === "next" ? rel : undefined} className={linkClass} data-testid={rel}>
      {children}
    </Link>
  );
}

/**
 * Page links: previous, the first page, a window of page numbers with
 * ellipses, the last page, next. Plain links to each page's address, so paging works
 * without JavaScript; texts come translated from the page.
 */
export function Pagination({
  current,
  total,
  pagePath,
  label,
  previous,
  next,
  pageLabel,
}: {
  current: number;
  total: number;
  /** The address of a page (page 1 without a query). */
  pagePath: (page: number) => string;
  label: string;
  previous: string;
  next: string;
  /** The accessible name of a page number ("Page 3"). */
  pageLabel: (page: number) => string;
}) {
  if (total < 2) return null;
  return (
    <nav aria-label={label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink to={current > 1 ? pagePath(current - 1) : null} rel="prev">
            <ChevronLeft className="size-4" aria-hidden />
            {previous}
          </StepLink>
        </li>
        {pageSlots(current, total).map((slot) =>
          slot.kind === "ellipsis" ? (
            <li key={`ellipsis-${slot.side}`} aria-hidden className={cn(itemClass, "text-slate-500")}>
              …
            </li>
          ) : (
            <li key={slot.page}>
              <Link
                to={pagePath(slot.page)}
                aria-label={pageLabel(slot.page)}
                aria-current={slot.page === current ? "page" : undefined}
                className={cn(
                  linkClass,
                  slot.page === current && "bg-brand-600 text-white hover:bg-brand-700 hover:text-white",
                )}
              >
                {slot.page}
              </Link>
            </li>
          ),
        )}
        <li>
          <StepLink to={current < total ? pagePath(current + 1) : null} rel="next">
            {next}
            <ChevronRight className="size-4" aria-hidden />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * Links through a list read by keyset (docs/decisions/039), which knows the pages beside
 * the current one but not their numbers: first, previous, next, last. Plain links (null:
 * greyed out at that end), so paging works without JavaScript.
 */
export function StepPagination({
  first,
  previous,
  next,
  last,
  label,
  texts,
}: {
  first: string | null;
  previous: string | null;
  next: string | null;
  last: string | null;
  label: string;
  texts: { first: string; previous: string; next: string; last: string };
}) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={label} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <StepLink to={first} rel="first">
            <ChevronsLeft className="size-4" aria-hidden />
            {texts.first}
          </StepLink>
        </li>
        <li>
          <StepLink to={previous} rel="prev">
            <ChevronLeft className="size-4" aria-hidden />
            {texts.previous}
          </StepLink>
        </li>
        <li>
          <StepLink to={next} rel="next">
            {texts.next}
            <ChevronRight className="size-4" aria-hidden />
          </StepLink>
        </li>
        <li>
          <StepLink to={last} rel="last">
            {texts.last}
            <ChevronsRight className="size-4" aria-hidden />
          </StepLink>
        </li>
      </ul>
    </nav>
  );
}
