import { Form, Link, useLocation } from "@remix-run/react";
import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useInstantResults } from "~/search/instant-results";
import { SEARCH_QUERY_MAX } from "~/search/search-query";
import { SearchResultList } from "~/search/search-results";
import { useLocalizedPath } from "~/utils/language";
import { useTranslation } from "~/utils/translation";

// The header's instant search (docs/decisions/052): a modal dialog whose results follow
// what is typed; Enter opens the search page with every result. Its code and texts load
// when the visitor first opens it; without JavaScript the header's button is a link to
// the search page.

export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("search");
  const lp = useLocalizedPath();
  const dialog = useRef<HTMLDialogElement>(null);
  const inputId = useId();
  const [typed, setTyped] = useState("");
  const instant = useInstantResults(typed);
  const location = useLocation();
  const searchPath = lp("/recherche");

  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open && !dialog.current?.open) {
      dialog.current?.showModal();
      // The dialog opens to be typed in (showModal would focus its first button).
      input.current?.focus();
    }
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);

  // A result followed, or the search page opened: the dialog has done its work.
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== openedAt.current) {
      openedAt.current = location.key;
      closeRef.current();
    }
  }, [location.key]);

  const results = instant.data?.query ? instant.data.results : [];
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      // Escape closes at once, even from the search field (where the browser would first empty it).
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
      aria-labelledby={`${inputId}-title`}
      className="mx-auto mt-16 w-[calc(100vw-2rem)] max-w-xl rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-950/40"
      data-testid="search-dialog"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 id={`${inputId}-title`} className="font-semibold text-slate-900">
          {t("dialog.title")}
        </h2>
        <button type="button" onClick={onClose} className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100">
          <X className="size-5" aria-hidden />
          <span className="sr-only">{t("dialog.close")}</span>
        </button>
      </div>
      <Form method="get" action={searchPath} role="search" className="flex items-center gap-2 px-4 py-3">
        <Search className="size-5 shrink-0 text-slate-400" aria-hidden />
        <label htmlFor={inputId} className="sr-only">
          {t("label")}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          ref={input}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t("placeholder")}
          className="min-w-0 flex-1 border-0 py-2 text-base focus:ring-0 focus:outline-none"
        />
      </Form>
      <div aria-live="polite" className="max-h-[60vh] overflow-y-auto border-t border-slate-100">
        {instant.loading && results.length === 0 ? (
          <p className="px-4 py-3 text-sm text-slate-500">{t("dialog.searching")}</p>
        ) : null}
        {results.length > 0 ? (
          <>
            <SearchResultList results={results} compact />
            <Link
              to={`${searchPath}?${new URLSearchParams({ q: typed.trim() })}`}
              className="block border-t border-slate-100 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-slate-50"
            >
              {t("dialog.all")}
            </Link>
          </>
        ) : !instant.loading && instant.data ? (
          <p className="px-4 py-3 text-sm text-slate-600">{t("none", { query: typed.trim() })}</p>
        ) : null}
      </div>
    </dialog>
  );
}
