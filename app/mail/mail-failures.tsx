import { useTranslation } from "~/utils/translation";
import { AlertPanel } from "~/components/alert-panel";
import type { MailKind, MailState } from "~/generated/prisma/enums";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage } from "~/utils/language";

/** E-mail that has been failing for more than an hour: staff should look at the mail server. */
export function MailFailures({
  count,
  mails,
}: {
  count: number;
  mails: Array<{
    id: string;
    kind: MailKind;
    recipient: string;
    state: MailState;
    attempts: number;
    lastError: string | null;
    firstFailedAt: string;
    nextAttemptAt: string;
  }>;
}) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <AlertPanel
      id="mail-failures"
      tone="danger"
      title={t("mailFailures.title", { count })}
      intro={t("mailFailures.intro")}
    >
      <ul className="list-disc space-y-1 pl-5">
        {mails.map((mail) => (
          <li key={mail.id} title={mail.lastError ?? undefined}>
            {[
              t(`mailFailures.kinds.${mail.kind}`),
              mail.recipient,
              t("mailFailures.since", { date: formatDateTime(mail.firstFailedAt, language) }),
              t("mailFailures.attempts", { count: mail.attempts }),
              mail.state === "failed"
                ? t("mailFailures.givenUp")
                : t("mailFailures.retrying", { date: formatDateTime(mail.nextAttemptAt, language) }),
            ].join(" · ")}
            {mail.lastError ? <span className="block text-xs text-red-800">{mail.lastError}</span> : null}
          </li>
        ))}
      </ul>
      {count > mails.length ? <p>{t("mailFailures.more", { count: count - mails.length })}</p> : null}
    </AlertPanel>
  );
}
