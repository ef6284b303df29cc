import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "react-i18next";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { env } from "~/env.server";
import { controlClass, SubmitButton } from "~/components/form-fields";
import { PageHeader } from "~/components/page-header";
import { getFixedT, languageOf } from "~/i18n.server";
import { addLeadNote, findLeadWithNotes, setLeadStatus } from "~/leads/lead.server";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/services/auth.server";
import { leadNoticeState, requeueAgencyNotice, type LeadNoticeState } from "~/leads/lead-notification.server";
import { redirectWithToast } from "~/services/toast.server";
import { formatDateTime } from "~/utils/date-format";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { describeLead } from "~/leads/lead-fields.server";
import { leadStatuses } from "~/leads/lead-filter";
import { routeMeta } from "~/utils/meta";
import { getOrigin, getPageMeta } from "~/utils/meta.server";
import { requireFormData } from "~/utils/request-body.server";

export const handle = { i18n: ["admin"] };

/** Longest internal note. */
const NOTE_MAX_LENGTH = 5000;

function notFound(): never {
  throw new Response("Not Found", { status: 404, headers: PRIVATE_PAGE_HEADERS });
}

/** One lead, every field as received, its status, notice e-mail state and notes. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
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
        fields: describeLead(lead, language),
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
    },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export const headers = loaderCacheHeaders;

export const meta = routeMeta;

type NoteError = "noteRequired" | "noteTooLong" | "noteInvalidCharacter";
type ActionData = { noteError?: NoteError; note?: string; statusError?: boolean };

/** Status change, new note or notice e-mail queued again; each answers by redirecting back (PRG). */
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
    case "note": {
      const text = String(formData.get("note") ?? "").trim();
      // The database keeps only what comes before a NUL: refused, never cut.
      const noteError: NoteError | null = !text
        ? "noteRequired"
        : text.length > NOTE_MAX_LENGTH
          ? "noteTooLong"
          : text.includes("\u0000")
            ? "noteInvalidCharacter"
            : null;
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

/** Where the lead's notice e-mail is, with the details staff need to act on a failure. */
function NoticeState({
  notice,
}: {
  notice: {
    state: LeadNoticeState;
    sentAt: string | null;
    error: string | null;
    attempts: number;
    nextAttemptAt: string | null;
  };
}) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const { state, sentAt, error, attempts, nextAttemptAt } = notice;
  const failing = state === "retrying" || state === "failed";
  const details = { count: attempts, error: error ?? "" };
  return (
    <p className={failing ? "font-semibold text-red-700" : undefined} data-notice-state={state}>
      {state === "sent" && sentAt
        ? t("notification.sentDetail", { date: formatDateTime(sentAt, language) })
        : state === "retrying" && nextAttemptAt
          ? t("notification.retryingDetail", { ...details, date: formatDateTime(nextAttemptAt, language) })
          : state === "failed"
            ? t("notification.failedDetail", details)
            : state === "queued"
              ? t("notification.queuedDetail")
              : t("notification.notSent")}
    </p>
  );
}

export default function LeadPage() {
  const { lead } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  const pendingIntent = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const noteErrorId = "note-error";

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
          className="divide-y divide-slate-100 rounded-2xl border border-slate-200 lg:col-span-2"
          data-testid="lead-fields"
        >
          {lead.fields.map(({ key, label, value }) => (
            <div key={key} className="grid gap-1 px-4 py-3 sm:grid-cols-3" data-field={key}>
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="text-sm whitespace-pre-wrap text-slate-900 sm:col-span-2">{value ?? t("lead.none")}</dd>
            </div>
          ))}
          <div className="grid gap-1 px-4 py-3 sm:grid-cols-3" data-field="notification">
            <dt className="text-sm font-medium text-slate-600">{t("fields.notification")}</dt>
            <dd className="space-y-2 text-sm text-slate-900 sm:col-span-2">
              <NoticeState notice={lead.notice} />
              {lead.notice.state === "sent" ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="notify" />
                  <SubmitButton
                    pending={pendingIntent === "notify"}
                    pendingLabel={t("notification.resend")}
                    variant="secondary"
                    className="px-4 py-2 text-sm"
                  >
                    {t("notification.resend")}
                  </SubmitButton>
                </Form>
              )}
            </dd>
          </div>
        </dl>

        <aside className="space-y-8">
          <Form method="post" className="space-y-3 rounded-2xl border border-slate-200 p-4">
            <input type="hidden" name="intent" value="status" />
            <label htmlFor="lead-status" className="block text-sm font-medium text-slate-800">
              {t("lead.statusLabel")}
            </label>
            <select
              id="lead-status"
              name="status"
              defaultValue={lead.status}
              key={lead.status}
              className={controlClass}
              aria-invalid={actionData?.statusError ? true : undefined}
            >
              {leadStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
            {actionData?.statusError ? (
              <p className="text-sm text-red-700" role="alert">
                {t("lead.errors.status")}
              </p>
            ) : null}
            <SubmitButton
              pending={pendingIntent === "status"}
              pendingLabel={t("lead.saveStatus")}
              className="px-5 py-2.5 text-sm"
            >
              {t("lead.saveStatus")}
            </SubmitButton>
          </Form>

          <section aria-labelledby="notes-title" className="space-y-4">
            <h2 id="notes-title" className="text-xl font-bold text-slate-900">
              {t("fields.notes")}
            </h2>
            {lead.notes.length === 0 ? (
              <p className="text-sm text-slate-500">{t("lead.notesEmpty")}</p>
            ) : (
              <ol className="space-y-3" data-testid="lead-notes">
                {lead.notes.map((note) => (
                  <li key={note.id} className="rounded-xl bg-slate-50 p-3 text-sm">
                    <p className="whitespace-pre-wrap text-slate-900">{note.text}</p>
                    <p className="mt-1 text-xs text-slate-500">
                      {t("lead.noteBy", {
                        author: note.author ?? t("lead.formerStaff"),
                        date: formatDateTime(note.createdAt, language),
                      })}
                    </p>
                  </li>
                ))}
              </ol>
            )}
            <Form method="post" className="space-y-3" key={lead.notes.length}>
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="lead-note" className="block text-sm font-medium text-slate-800">
                {t("lead.noteLabel")}
              </label>
              <textarea
                id="lead-note"
                name="note"
                rows={4}
                required
                maxLength={NOTE_MAX_LENGTH}
                defaultValue={actionData?.note ?? ""}
                aria-invalid={actionData?.noteError ? true : undefined}
                aria-describedby={actionData?.noteError ? noteErrorId : undefined}
                className={controlClass}
              />
              {actionData?.noteError ? (
                <p id={noteErrorId} className="text-sm text-red-700">
                  {t(`lead.errors.${actionData.noteError}`, { max: NOTE_MAX_LENGTH })}
                </p>
              ) : null}
              <SubmitButton
                pending={pendingIntent === "note"}
                pendingLabel={t("lead.addNote")}
                className="px-5 py-2.5 text-sm"
              >
                {t("lead.addNote")}
              </SubmitButton>
            </Form>
          </section>
        </aside>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
