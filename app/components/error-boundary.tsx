import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NotFound } from "~/components/not-found";
import { useLocalizedPath } from "~/utils/language";

/**
 * The error boundary of every route: a 404 shows the not-found page; anything else a
 * friendly page. Details appear only in development, never to visitors.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const lp = useLocalizedPath();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center" data-testid="error-page">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t("error.title")}</h1>
      <p className="mt-4 text-slate-600">{t("error.subtitle")}</p>
      <Link
        to={lp("/")}
        className="bg-brand-600 hover:bg-brand-700 mt-8 rounded-full px-6 py-3 font-semibold text-white"
      >
        {t("error.home")}
      </Link>
      {import.meta.env.DEV ? <DevelopmentDetails error={error} /> : null}
    </div>
  );
}

function DevelopmentDetails({ error }: { error: unknown }) {
  const details = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}\n${JSON.stringify(error.data, null, 2)}`
    : error instanceof Error
      ? (error.stack ?? error.message)
      : String(error);
  return <pre className="mt-8 max-w-full overflow-auto rounded-lg bg-slate-100 p-4 text-left text-xs">{details}</pre>;
}
