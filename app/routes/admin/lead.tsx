import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "~/utils/translation";
import { LeadNotes } from "~/leads/lead-notes-section";
import { LeadNotice } from "~/leads/lead-notice";
import { LeadStatusForm } from "~/leads/lead-status-form";
import { LeadOwnerForm, type OwnerError } from "~/leads/lead-owner-form";
import { changeLeadOwner, findStaffMembers } from "~/leads/lead-owner.server";
import { PageHeader } from "~/components/page-header";
import { env } from "~/env.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { describeLead } from "~/leads/lead-fields.server";
import { leadStatuses } from "~/leads/lead-filter";
import { isOverdue } from "~/leads/audit-promise";
import { OverdueBadge } from "~/leads/lead-table";
import { noteErrorOf, type NoteError } from "~/leads/lead-notes";
import { leadNoticeState, requeueAgencyNotice } from "~/leads/lead-notification.server";
import { addLeadNote, findLeadWithNotes, setLeadStatus } from "~/leads/lead.server";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLocalizedPath } from "~/utils/language";
import { getOrigin, getPageMeta } from "~/utils/meta.server";
import { requireFormData } from "~/utils/request-body.server";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("admin");

function notFound(): never {
  throw new Response("Not Found", { status: 404, headers: PRIVATE_PAGE_HEADERS });
}

/** One lead, every field as received, its status, notice e-mail state and notes. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request);
  const lead = await findLeadWithNotes(params.leadId ?? "");
  if (!lead) notFound();
  const language = languageOf(request);
  return data(
    {
      meta: { ...getPageMeta(request, "admin", "leadMeta", { name: lead.name }), noindex: true },
      lead: {
        id: lead.id,
        name: lead.name,
        status: lead.status,
        ownerId: lead.ownerId,
        fields: describeLead(lead, language),
        overdue: isOverdue(lead, new Date()),
        notice: {
          state: leadNoticeState(lead),
          sentAt: lead.notifiedAt?.toISOString() ?? null,
          error: lead.outgoingMails[0]?.lastError ?? lead.notificationError,
          attempts: lead.notificationAttempts,
          nextAttemptAt: lead.outgoingMails[0]?.nextAttemptAt.toISOString() ?? null,
        },
        notes: lead.notes.map((note) => ({
          id: note.id,
          text: note.text,
          author: note.author?.email ?? null,
          createdAt: note.createdAt.toISOString(),
        })),
      },
      staff: await findStaffMembers(),
      viewerId: viewer.id,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

type ActionData = { noteError?: NoteError; note?: string; statusError?: boolean; ownerError?: OwnerError };

/** Status change, owner, new note or notice e-mail queued again; each answers by redirecting back (PRG). */
export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const lead = await findLeadWithNotes(params.leadId ?? "");
  if (!lead) notFound();
  const formData = await requireFormData(request);
  const t = getFixedT(request, "admin");
  const back = new URL(request.url).pathname;

  switch (formData.get("intent")) {
    case "status": {
      const status = leadStatuses.find((each) => each === formData.get("status"));
      if (!status) return data<ActionData>({ statusError: true }, { status: 400 });
      await setLeadStatus(lead.id, status);
      return redirectWithToast(back, { title: t("lead.statusSaved"), variant: "success" }, { status: 303 });
    }
    case "assign":
    case "take": {
      const outcome = await changeLeadOwner(formData, staff.id, lead.id);
      if (!outcome) throw new Response("Bad Request", { status: 400 });
      if ("error" in outcome) {
        if (outcome.error === "noLead") notFound();
        return data<ActionData>({ ownerError: outcome.error }, { status: 400 });
      }
      return redirectWithToast(back, { title: t(`owner.done.${outcome.done}`), variant: "success" }, { status: 303 });
    }
    case "note": {
      const text = String(formData.get("note") ?? "").trim();
      const noteError = noteErrorOf(text);
      if (noteError) return data<ActionData>({ noteError, note: String(formData.get("note") ?? "") }, { status: 400 });
      await addLeadNote({ leadId: lead.id, authorId: staff.id, text });
      return redirectWithToast(back, { title: t("lead.noteAdded"), variant: "success" }, { status: 303 });
    }
    case "notify": {
      const queued = await requeueAgencyNotice(lead.id, { origin: getOrigin(request), to: env.AGENCY_LEAD_EMAIL });
      const toast = queued
        ? { title: t("notification.resent"), variant: "success" as const }
        : { title: t("notification.notConfigured"), variant: "destructive" as const };
      return redirectWithToast(back, toast, { status: 303 });
    }
    default:
      throw new Response("Bad Request", { status: 400 });
  }
}

export default function LeadPage() {
  const { lead, staff, viewerId } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  const lp = useLocalizedPath();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;

  return (
    <>
      <PageHeader title={lead.name}>
        <Link
          to={lp("/admin/leads")}
          className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t("lead.back")}
        </Link>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-10 lg:grid-cols-3 lg:px-8">
        <dl
          className="min-w-0 divide-y divide-slate-100 rounded-2xl border border-slate-200 lg:col-span-2"
          data-testid="lead-fields"
        >
          {lead.fields.map(({ key, label, value }) => (
            <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-3" data-field={key}>
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="text-sm wrap-anywhere whitespace-pre-wrap text-slate-900 sm:col-span-2">
                {value ?? t("lead.none")}
                {key === "dueAt" && lead.overdue ? <OverdueBadge /> : null}
              </dd>
            </div>
          ))}
          <div className="grid gap-1 px-4 py-3 sm:grid-cols-3" data-field="notification">
            <dt className="text-sm font-medium text-slate-600">{t("fields.notification")}</dt>
            <dd className="space-y-2 text-sm text-slate-900 sm:col-span-2">
              <LeadNotice notice={lead.notice} pending={pendingIntent === "notify"} />
            </dd>
          </div>
        </dl>

        <aside className="min-w-0 space-y-8">
          <LeadOwnerForm
            lead={lead}
            staff={staff}
            viewerId={viewerId}
            action={lp(`/admin/leads/${lead.id}`)}
            error={actionData?.ownerError}
          />

          <LeadStatusForm
            status={lead.status}
            error={Boolean(actionData?.statusError)}
            pending={pendingIntent === "status"}
          />

          <LeadNotes
            notes={lead.notes}
            error={actionData?.noteError}
            draft={actionData?.note}
            pending={pendingIntent === "note"}
          />
        </aside>
      </div>
    </>
  );
}
