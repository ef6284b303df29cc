import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import type { SearchResult, SnippetPart } from "~/search/search-types";

// The results as the search page and the header's instant search show them
// (docs/decisions/052): an ordered list, best first, each a link with its title and a
// snippet whose matched words are marked.

export function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

export function SearchResultList({ results, compact = false }: { results: SearchResult[]; compact?: boolean }) {
  const { t } = useTranslation("search");
  return (
    <ol className={compact ? "divide-y divide-slate-100" : "space-y-4"} data-testid="search-results">
      {results.map((result) => (
        <li key={result.url}>
          <Link
            to={result.url}
            className={
              compact
                ? "block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
                : "block rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-300 hover:shadow-sm"
            }
          >
            <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
              {t(`kinds.${result.kind}`)}
            </span>
            <span
              className={
                compact ? "block font-semibold text-slate-900" : "mt-1 block text-lg font-semibold text-slate-900"
              }
            >
              {result.title}
            </span>
            <span
              className={
                compact ? "mt-0.5 line-clamp-2 block text-sm text-slate-600" : "mt-2 block text-sm text-slate-600"
              }
            >
              <Snippet parts={result.snippet} />
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
