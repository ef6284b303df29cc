import { Link, NavLink } from "@remix-run/react";
import { Menu, X } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { backOfficeScreens } from "~/back-office/admin-screens";
import { Dropdown } from "~/components/dropdown";
import { SignOutForm } from "~/shell/account-menu";
import { navItems, serviceLinks } from "~/shell/nav-items";
import { useLocalizedPath } from "~/utils/language";
import { cn } from "~/utils/misc";

const itemClass = "block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100";

/** The navigation of the header, for small screens; a <details>, so it works without JavaScript. */
export function MobileMenu({ signedIn, staff }: { signedIn: boolean; staff: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  return (
    <Dropdown
      className="lg:hidden"
      summaryLabel={t("nav.openMenu")}
      summary={
        <>
          <Menu className="size-6 group-open:hidden" aria-hidden />
          <X className="hidden size-6 group-open:block" aria-hidden />
        </>
      }
      summaryClassName="size-10 justify-center rounded-full text-slate-700 hover:bg-slate-100"
      panelClassName="fixed inset-x-0 top-24 bottom-0 overflow-y-auto border-t border-slate-200 bg-white px-4 pb-10 pt-4"
    >
      <nav aria-label={t("nav.menu")} data-testid="mobile-menu">
        <ul className="flex flex-col gap-1">
          {navItems.map((item) => (
            <li key={item.key}>
              <NavLink
                to={lp(item.path)}
                end={item.path === "/"}
                className={({ isActive }) => cn(itemClass, isActive && "text-brand-700")}
              >
                {t(`nav.${item.key}`)}
              </NavLink>
              {item.key === "services" ? (
                <ul className="ml-4 border-l border-slate-200 pl-2">
                  {serviceLinks.map((service) => (
                    <li key={service.key}>
                      <Link
                        to={lp(service.path)}
                        className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
                      >
                        {t(`services.${service.key}`)}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <div className="mt-4 border-t border-slate-200 pt-4">
          {signedIn ? (
            <ul className="flex flex-col gap-1">
              <li>
                <Link to={lp("/dashboard")} className={itemClass}>
                  {t("header.dashboard")}
                </Link>
              </li>
              <li>
                <Link to={lp("/media")} className={itemClass}>
                  {t("header.media")}
                </Link>
              </li>
              <li>
                <Link to={lp("/compte")} className={itemClass}>
                  {t("header.accountSettings")}
                </Link>
              </li>
              {staff ? (
                <li className="mt-1 flex flex-col border-t border-slate-200 pt-1">
                  <p id="mobile-menu-back-office" className="px-3 py-1 text-xs font-semibold text-slate-500">
                    {t("backOffice.label")}
                  </p>
                  <ul aria-labelledby="mobile-menu-back-office">
                    {backOfficeScreens.map(({ key, path }) => (
                      <li key={path}>
                        <Link to={lp(path)} className={itemClass}>
                          {t(`backOffice.${key}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : null}
              <li>
                <SignOutForm className={cn(itemClass, "w-full text-left")} />
              </li>
            </ul>
          ) : (
            <Link to={lp("/login")} className={itemClass}>
              {t("header.login")}
            </Link>
          )}
        </div>
      </nav>
    </Dropdown>
  );
}
