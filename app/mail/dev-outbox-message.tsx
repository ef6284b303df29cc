import type { OutboxMail } from "~/mail/dev-outbox.server";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage } from "~/utils/language";
import { useTranslation } from "~/utils/translation";

/**
 * An e-mail's HTML as its own document: its links open in a new tab, out of the frame's
 * sandbox, so that a confirmation link works as it would from a mail client.
 */
function frameDocument(html: string) {
  return `<!doctype html><meta charset="utf-8"><base target="_blank">${html}`;
}

/**
 * One e-mail of the development outbox: who it is for, when it was written, its links
 * (plain links of this page, which work without JavaScript), and its body as the reader
 * would see it. The body is drawn in a sandboxed frame, which runs none of its scripts and
 * cannot reach this page (docs/decisions/033).
 */
export function DevOutboxMessage({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation("dev-outbox");
  const language = useLanguage();
  const subject = mail.subject || t("noSubject");
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm" data-testid="outbox-mail">
      <h2 className="text-xl font-semibold text-slate-900">{subject}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-500">{t("to")}</dt>
        <dd className="break-all text-slate-900">{mail.to}</dd>
        <dt className="font-medium text-slate-500">{t("date")}</dt>
        <dd className="text-slate-900">
          <time dateTime={mail.date}>{formatDateTime(mail.date, language)}</time>
        </dd>
        <dt className="font-medium text-slate-500">{t("file")}</dt>
        <dd className="break-all text-slate-600">{mail.file}</dd>
      </dl>
      {mail.links.length > 0 ? (
        <>
          <h3 className="mt-4 text-sm font-medium text-slate-500">{t("links")}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {mail.links.map((link) => (
              <li key={link}>
                <a href={link} className="break-all text-brand-700 underline hover:text-brand-900">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {mail.html ? (
        <iframe
          title={t("body", { subject })}
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={frameDocument(mail.html)}
          className="mt-4 h-80 w-full rounded-lg border border-slate-200"
        />
      ) : (
        <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-50 p-4 text-sm whitespace-pre-wrap text-slate-800">
          {mail.text}
        </pre>
      )}
    </article>
  );
}
