import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import type { TFunction } from "i18next";
import { Search } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "~/utils/translation";
import { ButtonLink } from "~/components/button-link";
import { PageHeader } from "~/components/page-header";
import { Section } from "~/components/section";
import { getFixedT, languageOf } from "~/i18n.server";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { getPageMeta, getSectionBreadcrumbs } from "~/utils/meta.server";
import { searchGlossary, type GlossaryTerm } from "./glossary-search";
import { screenRoute } from "~/components/screen-route";
import { siteContent } from "~/content/site-content.server";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("glossary");

/** The terms, by their ids in the published content (docs/decisions/051). */
function glossaryTerms(t: TFunction<"glossary">, termIds: readonly string[]): GlossaryTerm[] {
  const text = t as unknown as (key: string) => string;
  return termIds.map((id) => ({ id, term: text(`terms.${id}.term`), definition: text(`terms.${id}.definition`) }));
}

/** Without JavaScript the search form is a GET to this page: the loader filters. */
export function loader({ request }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams.get("q") ?? "";
  const termIds = siteContent.keys("glossary-term", languageOf(request));
  const terms = glossaryTerms(getFixedT(request, "glossary"), termIds);
  const breadcrumbs = getSectionBreadcrumbs(request, "/glossaire", "breadcrumb.glossary");
  return {
    meta: { ...getPageMeta(request, "glossary"), breadcrumbs },
    query,
    termIds,
    results: searchGlossary(terms, query, languageOf(request)),
  };
}

/** Puts the query in the address bar so the filtered list can be shared or reloaded. */
function replaceQueryInUrl(query: string) {
  const url = new URL(window.location.href);
  if (query.trim()) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  // The History API rather than a router navigation: a navigation would run the
  // loaders again on every keystroke, for a list the page already has.
  window.history.replaceState(window.history.state, "", url);
}

/**
 * The search form and the terms. It shows what the loader found for the URL's query
 * until the visitor types; from then on it filters the same terms in the browser.
 */
function GlossarySearch() {
  const { t } = useTranslation("glossary");
  const language = useLanguage();
  const lp = useLocalizedPath();
  const inputId = useId();
  const loaded = useLoaderData<typeof loader>();
  const [query, setQuery] = useState(loaded.query);
  const results =
    query === loaded.query ? loaded.results : searchGlossary(glossaryTerms(t, loaded.termIds), query, language);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setQuery(event.target.value);
    replaceQueryInUrl(event.target.value);
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 lg:px-8">
      {/* With JavaScript the list is already filtered: submitting has nothing left to do. */}
      <Form method="get" role="search" onSubmit={(event) => event.preventDefault()} className="max-w-2xl">
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
          {t("search.label")}
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden
            />
            <input
              id={inputId}
              type="search"
              name="q"
              value={query}
              onChange={handleChange}
              placeholder={t("search.placeholder")}
              autoComplete="off"
              className="w-full rounded-full border border-slate-300 bg-white py-3 pr-4 pl-12 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600"
            />
          </div>
          <button
            type="submit"
            className="rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t("search.submit")}
          </button>
        </div>
      </Form>

      <p
        role="status"
        aria-live="polite"
        className="mt-6 text-sm font-medium text-slate-600"
        data-testid="glossary-status"
      >
        {results.length > 0
          ? t("search.results", { count: results.length })
          : t("search.noMatch", { query: query.trim() })}
      </p>

      {results.length > 0 ? (
        <dl className="mt-4 grid gap-4 md:grid-cols-2" data-testid="glossary-terms">
          {results.map((item) => (
            <div
              key={item.id}
              id={item.id}
              className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 target:border-brand-400 target:ring-2 target:ring-brand-200"
              data-testid="glossary-term"
            >
              <dt className="text-lg font-semibold text-slate-900">{item.term}</dt>
              <dd className="mt-2 leading-relaxed text-slate-600">{item.definition}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
          <p className="text-slate-600">{t("search.noMatchHint")}</p>
          <Link to={lp("/glossaire")} className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t("search.showAll")}
          </Link>
        </div>
      )}
    </div>
  );
}

export default function GlossaryPage() {
  const { t } = useTranslation("glossary");
  const lp = useLocalizedPath();
  // A navigation to this page (a link, the back button) starts the search over from its URL.
  const { key } = useLocation();
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <GlossarySearch key={key} />
      <Section title={t("cta.title")} intro={t("cta.text")} tone="muted" className="mt-16">
        <ButtonLink to={lp("/rendez-vous")} className="mt-8">
          {t("cta.button")}
        </ButtonLink>
      </Section>
    </>
  );
}
