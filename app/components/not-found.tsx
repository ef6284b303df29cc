import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/utils/language";

export function NotFound() {
  const { t } = useTranslation();
  const lp = useLocalizedPath();
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" data-testid="not-found">
      <p className="text-brand-600 text-6xl font-bold">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">{t("notFound.title")}</h1>
      <p className="mt-4 text-slate-600">{t("notFound.subtitle")}</p>
      <Link
        to={lp("/")}
        className="bg-brand-600 hover:bg-brand-700 mt-8 rounded-full px-6 py-3 font-semibold text-white"
      >
        {t("notFound.home")}
      </Link>
    </div>
  );
}
