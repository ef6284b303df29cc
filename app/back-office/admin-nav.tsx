import { NavLink } from "@remix-run/react";
import { backOfficeScreens } from "~/back-office/admin-screens";
import { useTranslation } from "~/utils/translation";
import { useLocalizedPath } from "~/utils/language";
import { cn } from "~/utils/misc";

/** The navigation shared by every back-office screen (routes/admin/layout.tsx). */
export function AdminNav() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  return (
    <nav aria-label={t("backOffice.label")} className="border-b border-slate-200 bg-slate-50" data-testid="admin-nav">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-6 px-4 py-3 text-sm font-semibold lg:px-8">
        {backOfficeScreens.map(({ key, path }) => (
          <li key={path}>
            <NavLink
              to={lp(path)}
              end={key === "overview"}
              className={({ isActive }) => cn("hover:underline", isActive ? "text-brand-700" : "text-slate-600")}
            >
              {t(`backOffice.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
