import { Form, Link, NavLink } from "@remix-run/react";
import { ChevronDown, UserRound } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { backOfficeScreens } from "~/back-office/admin-screens";
import { Dropdown } from "~/components/dropdown";
import { useLocalizedPath } from "~/utils/language";
import { cn } from "~/utils/misc";

const accountLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn("rounded-lg px-3 py-2 text-sm hover:bg-slate-100", isActive && "font-semibold text-brand-700");

/** Signs out by POST, back to the home page of the current language. */
export function SignOutForm({ className }: { className: string }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  return (
    <Form method="post" action="/logout">
      <input type="hidden" name="redirectTo" value={lp("/")} />
      <button type="submit" className={className}>
        {t("header.signOut")}
      </button>
    </Form>
  );
}

/** Signed in: My account (dashboard, media, account settings, for staff the back office's screens, sign out). Signed out: the login link. */
export function AccountMenu({ signedIn, staff }: { signedIn: boolean; staff: boolean }) {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  if (!signedIn) {
    return (
      <Link
        to={lp("/login")}
        className="inline-flex h-10 items-center gap-2 rounded-full px-3 text-sm font-semibold text-slate-700 hover:text-brand-700"
      >
        <UserRound className="size-4" aria-hidden />
        {t("header.login")}
      </Link>
    );
  }
  return (
    <Dropdown
      summary={
        <>
          <UserRound className="size-4" aria-hidden />
          {t("header.account")}
          <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden />
        </>
      }
      summaryClassName="h-10 rounded-full px-3 text-sm font-semibold text-slate-700 hover:text-brand-700"
      panelClassName="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
    >
      <nav aria-label={t("header.account")} className="flex flex-col">
        <NavLink to={lp("/dashboard")} className={accountLinkClass}>
          {t("header.dashboard")}
        </NavLink>
        <NavLink to={lp("/media")} className={accountLinkClass}>
          {t("header.media")}
        </NavLink>
        <NavLink to={lp("/compte")} className={accountLinkClass}>
          {t("header.accountSettings")}
        </NavLink>
        {staff ? (
          <div
            role="group"
            aria-labelledby="account-menu-back-office"
            className="mt-1 flex flex-col border-t border-slate-200 pt-1"
          >
            <p id="account-menu-back-office" className="px-3 py-1 text-xs font-semibold text-slate-500">
              {t("backOffice.label")}
            </p>
            {backOfficeScreens.map(({ key, path }) => (
              <NavLink key={path} to={lp(path)} end={key === "overview"} className={accountLinkClass}>
                {t(`backOffice.${key}`)}
              </NavLink>
            ))}
          </div>
        ) : null}
        <SignOutForm className="w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100" />
      </nav>
    </Dropdown>
  );
}
