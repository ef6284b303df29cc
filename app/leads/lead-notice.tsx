import { Form } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { SubmitButton } from "~/components/form-fields";
import type { LeadNoticeState } from "~/leads/lead-notification.server";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage } from "~/utils/language";

/** A lead's notice e-mail as the back office shows it. */
export type LeadNoticeView = {
  state: LeadNoticeState;
  sentAt: string | null;
  error: string | null;
  attempts: number;
  nextAttemptAt: string | null;
};

/** Where the lead's notice e-mail is, with the details staff need to act on a failure. */
function NoticeState({ notice }: { notice: LeadNoticeView }) {
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

/** The notice's state and, until it is sent, the button that queues it again. */
export function LeadNotice({ notice, pending }: { notice: LeadNoticeView; pending: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <>
      <NoticeState notice={notice} />
      {notice.state === "sent" ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="notify" />
          <SubmitButton
            pending={pending}
            pendingLabel={t("notification.resend")}
            variant="secondary"
            className="px-4 py-2 text-sm"
          >
            {t("notification.resend")}
          </SubmitButton>
        </Form>
      )}
    </>
  );
}
