import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { PageHeader } from "~/components/page-header";
import { screenRoute } from "~/components/screen-route";
import { languageOf } from "~/i18n.server";
import { useInstantResults } from "~/search/instant-results";
import { SEARCH_QUERY_MAX, searchQueryOf } from "~/search/search-query";
import { SearchResultList } from "~/search/search-results";
import { SearchSuggestions } from "~/search/search-suggestions";
import { recordQuestion } from "~/search/search-questions.server";
import { siteSearch } from "~/search/site-search.server";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { useTranslation } from "~/utils/translation";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("search");

/**
 * The results of `?q=`: a page each, best first; `instant` for the as-you-type ones, which
 * the question log leaves out (docs/decisions/052, 053).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { query, instant } = searchQueryOf(new URL(request.url));
  const language = languageOf(request);
  const results = query
    ? await siteSearch.search(query, language, { limit: instant ? 6 : 20, asYouType: instant })
    : [];
  if (query && !instant) {
    const answered = results[0]?.answers ?? false;
    await recordQuestion({ text: query, language, source: "search", answered, clientIp: context.clientIp });
  }
  return { meta: { ...getPageMeta(request, "search"), noindex: true }, query, results };
}

export default function SearchPage() {
  const { t } = useTranslation("search");
  const { query, results } = useLoaderData<typeof loader>();
  const lp = useLocalizedPath();
  const inputId = useId();
  const [typed, setTyped] = useState(query);
  const instant = useInstantResults(typed, query).data;
  const shown = instant ?? { query, results };
  const input = useRef<HTMLInputElement>(null);
  // A new search (the header's, the browser's back button) shows its words in the field.
  useEffect(() => setTyped(query), [query]);

  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
        <Form
          method="get"
          action={lp("/recherche")}
          role="search"
          className="flex max-w-2xl flex-col gap-2 sm:flex-row"
        >
          <label htmlFor={inputId} className="sr-only">
            {t("label")}
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
            name="q"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t("placeholder")}
            className="min-w-0 flex-1 rounded-xl border border-slate-300 px-4 py-3 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          />
          <button
            type="submit"
            className="inline-flex items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            <Search className="size-5" aria-hidden />
            {t("submit")}
          </button>
        </Form>
        <div className="mt-8" aria-live="polite">
          {shown.query && shown.results.length > 0 ? (
            <>
              <p className="mb-4 text-sm text-slate-600" data-testid="search-count">
                {t("count", { count: shown.results.length, query: shown.query })}
              </p>
              <SearchResultList results={shown.results} />
            </>
          ) : (
            <>
              <p className="mb-6 text-slate-700">
                {shown.query ? `${t("none", { query: shown.query })} ${t("noneHint")}` : t("start")}
              </p>
              <SearchSuggestions />
            </>
          )}
        </div>
      </div>
    </>
  );
}
