import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { useLocalizedPath } from "~/utils/language";
import { cn } from "~/utils/misc";

/** The back office's screens, in the order of its navigation: a new screen adds itself here. */
const screens = [
  { path: "/admin/leads", label: "nav.leads" },
  { path: "/admin/posts", label: "nav.posts" },
  { path: "/admin/clients", label: "nav.clients" },
  { path: "/admin/privacy", label: "nav.privacy" },
] as const;

/** The navigation shared by every back-office screen (routes/admin/layout.tsx). */
export function AdminNav() {
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  return (
    <nav aria-label={t("nav.label")} className="border-b border-slate-200 bg-slate-50" data-testid="admin-nav">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-6 px-4 py-3 text-sm font-semibold lg:px-8">
        {screens.map(({ path, label }) => (
          <li key={path}>
            <NavLink
              to={lp(path)}
              className={({ isActive }) => cn("hover:underline", isActive ? "text-brand-700" : "text-slate-600")}
            >
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
