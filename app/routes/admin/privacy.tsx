import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { PersonalDataPanel, type PersonalDataView } from "~/privacy/privacy-findings";
import { PrivacyRequestLog } from "~/privacy/privacy-request-log";
import { PrivacySearchForm } from "~/privacy/privacy-search-form";
import { PageHeader } from "~/components/page-header";
import { getFixedT } from "~/i18n.server";
import { countPersonalData, findRecentPrivacyRequests, type PersonalDataCounts } from "~/privacy/privacy-data.server";
import {
  earlierRequestsFor,
  erasePersonalData,
  findPersonalDataWithSpool,
  subjectReference,
} from "~/privacy/privacy-request.server";
import { privacyCountsSummary } from "~/privacy/privacy-counts";
import { parsePrivacyEmail, type PrivacyEmailError } from "~/privacy/privacy-schemas";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { getPageMeta } from "~/utils/meta.server";
import { requireFormData } from "~/utils/request-body.server";
import { screenRoute } from "~/components/screen-route";
import { env } from "~/env.server";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

/** The screen and the recent requests; a search is posted, so the person's address stays out of URLs and logs. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const requests = await findRecentPrivacyRequests();
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "privacyMeta"), noindex: true },
      // How long database snapshots keep what an erasure erased (app/platform/backup.server.ts).
      backups: { hours: env.BACKUP_KEEP_HOURS, days: env.BACKUP_KEEP_DAYS },
      requests: requests.map((each) => ({
        id: each.id,
        kind: each.kind,
        staffEmail: each.staffEmail,
        subject: subjectReference(each.subjectHash),
        counts: each.counts as PersonalDataCounts & { reapplied?: boolean },
        createdAt: each.createdAt.toISOString(),
      })),
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

type ActionData = {
  email: string;
  error?: PrivacyEmailError | "staffAccount";
  found?: PersonalDataView;
  confirming?: boolean;
};

async function viewOf(email: string): Promise<PersonalDataView> {
  const found = await findPersonalDataWithSpool(email);
  return {
    earlierRequests: await earlierRequestsFor(email),
    counts: countPersonalData(found),
    leads: found.leads.map((lead) => ({
      id: lead.id,
      type: lead.type,
      name: lead.name,
      createdAt: lead.createdAt.toISOString(),
      notes: lead.notes.map((note) => ({ id: note.id, text: note.text })),
    })),
    account: found.account && {
      role: found.account.role,
      createdAt: found.account.createdAt.toISOString(),
      mediaFiles: found.account.mediaFiles.map(({ id, originalName }) => ({ id, name: originalName })),
      projects: found.account.projects.map(({ id, name }) => ({ id, name })),
    },
    mail: found.mail.map(({ id, kind, createdAt }) => ({ id, kind, createdAt: createdAt.toISOString() })),
    spooledLeads: found.spooledLeads.map(({ id, lead, receivedAt }) => ({
      id,
      type: lead.type,
      name: lead.name,
      receivedAt,
    })),
  };
}

/**
 * search: what is held for the address; confirm: the same, with the erasure to confirm;
 * erase: erases it and goes back to the screen (PRG), saying how much was erased.
 */
export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const formData = await requireFormData(request);
  const intent = formData.get("intent");
  if (intent !== "search" && intent !== "confirm" && intent !== "erase") {
    throw new Response("Bad Request", { status: 400, headers: PRIVATE_PAGE_HEADERS });
  }
  const typed = String(formData.get("email") ?? "");
  const parsed = parsePrivacyEmail(typed);
  if (!parsed.ok) return data<ActionData>({ email: typed, error: parsed.error }, { status: 400 });
  const { email } = parsed;

  if (intent === "erase") {
    const outcome = await erasePersonalData(email, staff);
    if (!outcome.ok) {
      const found = await viewOf(email);
      return data<ActionData>({ email, error: outcome.reason, found }, { status: 409 });
    }
    const t = getFixedT(request, "admin");
    return redirectWithToast(
      new URL(request.url).pathname,
      {
        title: t("privacy.erased", {
          summary: privacyCountsSummary(outcome.counts, (key, count) => t(`privacy.counts.${key}`, { count })),
        }),
        variant: "success",
      },
      { status: 303 },
    );
  }
  return data<ActionData>({ email, found: await viewOf(email), confirming: intent === "confirm" });
}

export default function PrivacyPage() {
  const { requests, backups } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("admin");
  return (
    <>
      <PageHeader title={t("privacy.title")} intro={t("privacy.intro")} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 pt-10 lg:px-8">
        <p className="max-w-3xl text-sm text-slate-600" data-testid="privacy-backups">
          {t("privacy.backups", { count: backups.days, hours: backups.hours })}
        </p>
        <PrivacySearchForm email={actionData?.email} error={actionData?.error} />
        {actionData?.found ? (
          <PersonalDataPanel
            email={actionData.email}
            found={actionData.found}
            confirming={Boolean(actionData.confirming)}
            backupDays={backups.days}
            key={actionData.email}
          />
        ) : null}
        <PrivacyRequestLog requests={requests} />
      </div>
    </>
  );
}
