import { Link } from "@remix-run/react";
import { Search } from "lucide-react";
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { useLocalizedPath } from "~/utils/language";
import { useTranslation } from "~/utils/translation";

/** The instant search's code, fetched when the visitor first opens it (not in the page's first JavaScript). */
const SearchDialog = lazy(() => import("~/search/search-dialog"));

/**
 * The header's search: a link to the search page, which JavaScript turns into the instant
 * search's dialog (docs/decisions/052). A click with a modifier key opens the page as the
 * browser would.
 */
export function SearchButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const openDialog = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setLoaded(true);
    setOpen(true);
  };
  return (
    <>
      <Link to={lp("/recherche")} onClick={openDialog} className={className} aria-label={t("header.search")}>
        <Search className="size-5" aria-hidden />
      </Link>
      {loaded ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
