import { Link, NavLink } from "@remix-run/react";
import { Bell, ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { Dropdown } from "~/components/dropdown";
import { AccountMenu } from "~/shell/account-menu";
import { LanguageToggle } from "~/shell/language-toggle";
import { Logo } from "~/shell/logo";
import { MobileMenu } from "~/shell/mobile-menu";
import { navItems, serviceLinks } from "~/shell/nav-items";
import { SearchButton } from "~/shell/search-button";
import { NoticeButton } from "~/components/work-in-progress";
import { useLocalizedPath } from "~/utils/language";
import { cn } from "~/utils/misc";

/** The header turns translucent once the page is scrolled more than this. */
export const HEADER_TRANSLUCENT_AFTER_PX = 10;

/**
 * Whether the page is scrolled past the header's threshold: a strip of that height at the
 * top of the page (`sentinel`) has left the viewport. An IntersectionObserver reports it
 * after the browser's own layout, where reading window.scrollY as the page hydrates forced
 * a layout of its own (Lighthouse's forced reflow).
 */
function useScrolledPast() {
  const sentinel = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!sentinel.current) return;
    const observer = new IntersectionObserver((entries) => setScrolled(entries.at(-1)?.isIntersecting === false));
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, []);
  return { sentinel, scrolled };
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-brand-700",
    isActive ? "text-brand-700" : "text-slate-700",
  );

const iconButtonClass =
  "inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-brand-700";

/** `staff`: the account menus also list the back office's screens. */
export function Header({ signedIn, staff }: { signedIn: boolean; staff: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  const { sentinel, scrolled } = useScrolledPast();

  return (
    <>
      {/* At the top of the page, HEADER_TRANSLUCENT_AFTER_PX high: see useScrolledPast. */}
      <div
        ref={sentinel}
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0"
        style={{ height: HEADER_TRANSLUCENT_AFTER_PX }}
      />
      <header
        data-testid="site-header"
        data-scrolled={scrolled}
        className={cn(
          "sticky top-0 z-40 h-24 border-b transition-colors duration-300",
          scrolled ? "border-slate-200/70 bg-white/75 shadow-sm backdrop-blur-md" : "border-transparent bg-white",
        )}
      >
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 lg:px-8">
          {/* Named by what it shows, then where it goes: a voice user says the brand (WCAG 2.5.3). */}
          <Link to={lp("/")} className="shrink-0">
            <Logo /> <span className="sr-only">{t("nav.home")}</span>
          </Link>

          <nav aria-label={t("nav.label")} className="hidden lg:block">
            <ul className="flex items-center gap-1">
              {navItems.map((item) =>
                item.key === "services" ? (
                  <li key={item.key}>
                    <Dropdown
                      summary={
                        <>
                          {t("nav.services")}
                          <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden />
                        </>
                      }
                      summaryClassName="rounded-full px-3 py-2 text-sm font-medium text-slate-700 hover:text-brand-700"
                      panelClassName="absolute left-0 mt-2 w-72 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
                    >
                      <ul>
                        {serviceLinks.map((service) => (
                          <li key={service.key}>
                            <Link
                              to={lp(service.path)}
                              className="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
                            >
                              {t(`services.${service.key}`)}
                            </Link>
                          </li>
                        ))}
                        <li className="mt-1 border-t border-slate-100 pt-1">
                          <Link
                            to={lp("/services")}
                            className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-100"
                          >
                            {t("nav.allServices")}
                          </Link>
                        </li>
                      </ul>
                    </Dropdown>
                  </li>
                ) : (
                  <li key={item.key}>
                    <NavLink to={lp(item.path)} end={item.path === "/"} className={navLinkClass}>
                      {t(`nav.${item.key}`)}
                    </NavLink>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className="flex items-center gap-1">
            <SearchButton className={iconButtonClass} />
            <NoticeButton label={t("header.notifications")} className={cn(iconButtonClass, "max-sm:hidden")}>
              <Bell className="size-5" aria-hidden />
            </NoticeButton>
            <LanguageToggle className="ml-1" />
            <div className="ml-1 hidden lg:block">
              <AccountMenu signedIn={signedIn} staff={staff} />
            </div>
            <MobileMenu signedIn={signedIn} staff={staff} />
          </div>
        </div>
      </header>
    </>
  );
}
