import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/page-header";
import { DevOutboxMessage } from "~/mail/dev-outbox-message";
import { readOutbox } from "~/mail/dev-outbox.server";
import { DEV_OUTBOX_PATH } from "~/config/routes";
import { env } from "~/env.server";
import { useLocalizedPath } from "~/utils/language";
import { getPageMeta } from "~/utils/meta.server";
import { screenRoute } from "~/components/screen-route";
import { useTranslation } from "~/utils/translation";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("dev-outbox");

/**
 * The development server's outbox, like a local mail catcher: the e-mails written instead
 * of sent, newest first. Only the development server has this route (remix.config.js);
 * should a production process ever load it, it is not found (docs/decisions/033).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (env.NODE_ENV === "production") throw new Response("Not Found", { status: 404 });
  const { total, mails } = await readOutbox(env.MAIL_OUTBOX_DIR);
  return data(
    { meta: { ...getPageMeta(request, "dev-outbox"), noindex: true }, folder: env.MAIL_OUTBOX_DIR, total, mails },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function DevOutboxPage() {
  const { folder, total, mails } = useLoaderData<typeof loader>();
  const { t } = useTranslation("dev-outbox");
  const lp = useLocalizedPath();
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro", { folder })}>
        <p className="mt-4 text-slate-600" data-testid="outbox-total">
          {t("total", { count: total })} {mails.length < total ? t("newest", { count: mails.length }) : null}{" "}
          <Link to={lp(DEV_OUTBOX_PATH)} className="text-brand-700 underline hover:text-brand-900">
            {t("refresh")}
          </Link>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10 lg:px-8">
        {mails.length === 0 ? <p className="text-slate-600">{t("empty")}</p> : null}
        {mails.map((mail) => (
          <DevOutboxMessage key={mail.file} mail={mail} />
        ))}
      </div>
    </>
  );
}
