import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { NotFound } from "~/components/not-found";
import { StatusPage } from "~/components/status-page";
import { OUTAGE_STATUS } from "~/platform/database-outage";

/**
 * The error boundary of every route: a 404 shows the not-found page; a database outage
 * (503) the outage page; anything else a friendly page. Details appear only in development, never to visitors.
 */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // The database cannot take the request now (server/outage-answers.ts, docs/decisions/041).
  if (isRouteErrorResponse(error) && error.status === OUTAGE_STATUS) {
    return (
      <StatusPage
        testId="outage-page"
        title={t("outage.title")}
        subtitle={t("outage.subtitle")}
        homeLabel={t("error.home")}
      />
    );
  }

  return (
    <StatusPage testId="error-page" title={t("error.title")} subtitle={t("error.subtitle")} homeLabel={t("error.home")}>
      {import.meta.env.DEV ? <DevelopmentDetails error={error} /> : null}
    </StatusPage>
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
