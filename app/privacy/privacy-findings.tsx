import { Form, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { buttonClass } from "~/components/button-link";
import { SubmitButton } from "~/components/form-fields";
import type { MailKind } from "~/generated/prisma/enums";
import type { PersonalDataCounts } from "~/privacy/privacy-data.server";
import { privacyCountKeys, shownCountKeys } from "~/privacy/privacy-counts";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage, useLocalizedPath } from "~/utils/language";
import { cn } from "~/utils/misc";

/** What the privacy screen shows of a person's data (the JSON download has every field). */
export type PersonalDataView = {
  counts: PersonalDataCounts;
  /** The address's reference in the request log, and how many requests it made before. */
  earlierRequests: { reference: string; count: number };
  leads: Array<{
    id: string;
    type: "contact" | "audit" | "chatbot";
    name: string;
    createdAt: string;
    notes: Array<{ id: string; text: string }>;
  }>;
  account: {
    role: "client" | "staff";
    createdAt: string;
    mediaFiles: Array<{ id: string; name: string }>;
    projects: Array<{ id: string; name: string }>;
  } | null;
  mail: Array<{ id: string; kind: MailKind; createdAt: string }>;
  /** Leads waiting in the lead spool (posted while the database refused writes): not in the inbox yet. */
  spooledLeads: Array<{ id: string; type: "contact" | "audit" | "chatbot"; name: string; receivedAt: string }>;
};

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">{children}</ul>
    </div>
  );
}

/** A button that posts the address with an intent to the screen (the confirmation step and its way back). */
function IntentButton({
  intent,
  email,
  className,
  children,
}: {
  intent: "search" | "confirm";
  email: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="email" value={email} />
      <button type="submit" className={buttonClass("secondary", cn("px-5 py-2.5 text-sm", className))}>
        {children}
      </button>
    </Form>
  );
}

/** Everything held for an address, its download and its erasure (confirmed in a second step). */
export function PersonalDataPanel({
  email,
  found,
  confirming,
  backupDays,
}: {
  email: string;
  found: PersonalDataView;
  confirming: boolean;
  /** How many days the daily database snapshots keep what is erased now. */
  backupDays: number;
}) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  const navigation = useNavigation();
  const erasing = navigation.state === "submitting" && navigation.formData?.get("intent") === "erase";
  const date = (iso: string) => formatDateTime(iso, language);
  const empty = privacyCountKeys.every((key) => found.counts[key] === 0);
  const { account } = found;

  return (
    <section
      aria-labelledby="privacy-found"
      className="space-y-6 rounded-2xl border border-slate-200 p-6"
      data-testid="privacy-found"
    >
      <h2 id="privacy-found" className="text-xl font-bold text-slate-900">
        {empty ? t("privacy.nothing", { email }) : t("privacy.found", { email })}
      </h2>
      <p className="text-sm text-slate-600" data-testid="privacy-earlier">
        {t("privacy.earlierRequests", found.earlierRequests)}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" data-testid="privacy-counts">
        {shownCountKeys(found.counts).map((key) => (
          <li key={key}>{t(`privacy.counts.${key}`, { count: found.counts[key] })}</li>
        ))}
      </ul>
      {found.leads.length ? (
        <Part title={t("privacy.leadsTitle")}>
          {found.leads.map((lead) => (
            <li key={lead.id}>
              <a href={lp(`/admin/leads/${lead.id}`)} className="font-medium text-brand-700 hover:underline">
                {t("privacy.leadLine", { type: t(`types.${lead.type}`), date: date(lead.createdAt), name: lead.name })}
              </a>
              {lead.notes.map((note) => (
                <p key={note.id} className="mt-1 whitespace-pre-wrap text-slate-600">
                  {note.text}
                </p>
              ))}
            </li>
          ))}
        </Part>
      ) : null}
      {found.spooledLeads.length ? (
        <Part title={t("privacy.spooledTitle")}>
          {found.spooledLeads.map((lead) => (
            <li key={lead.id}>
              {t("privacy.leadLine", { type: t(`types.${lead.type}`), date: date(lead.receivedAt), name: lead.name })}
            </li>
          ))}
        </Part>
      ) : null}
      {account ? (
        <Part title={t("privacy.accountTitle")}>
          <li>
            {t("privacy.accountLine", { role: t(`privacy.roles.${account.role}`), date: date(account.createdAt) })}
          </li>
          {account.mediaFiles.map((file) => (
            <li key={file.id}>{t("privacy.mediaLine", { name: file.name })}</li>
          ))}
          {account.projects.map((project) => (
            <li key={project.id}>{t("privacy.projectLine", { name: project.name })}</li>
          ))}
        </Part>
      ) : null}
      {found.mail.length ? (
        <Part title={t("privacy.mailTitle")}>
          {found.mail.map((mail) => (
            <li key={mail.id}>
              {t("privacy.mailLine", { kind: t(`mailFailures.kinds.${mail.kind}`), date: date(mail.createdAt) })}
            </li>
          ))}
        </Part>
      ) : null}

      <div className="flex flex-wrap gap-3">
        {/* A download: the browser posts it itself (no client-side navigation). */}
        <Form method="post" action={lp("/admin/privacy/export.json")} reloadDocument>
          <input type="hidden" name="email" value={email} />
          <button type="submit" className={buttonClass("secondary", "px-5 py-2.5 text-sm")}>
            {t("privacy.export")}
          </button>
        </Form>
        {!empty && !confirming ? (
          <IntentButton intent="confirm" email={email} className="text-red-700">
            {t("privacy.erase")}
          </IntentButton>
        ) : null}
      </div>

      {!empty && confirming ? (
        <div
          role="alert"
          className="space-y-4 rounded-xl border border-red-200 bg-red-50 p-4"
          data-testid="privacy-confirm"
        >
          <h3 className="font-semibold text-red-900">{t("privacy.confirmTitle", { email })}</h3>
          <p className="text-sm text-red-900">{t("privacy.confirmText")}</p>
          <p className="text-sm text-red-900">{t("privacy.confirmBackups", { count: backupDays })}</p>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="erase" />
              <input type="hidden" name="email" value={email} />
              <SubmitButton
                pending={erasing}
                pendingLabel={t("privacy.erasing")}
                className="bg-red-700 px-5 py-2.5 text-sm hover:bg-red-800"
              >
                {t("privacy.confirm")}
              </SubmitButton>
            </Form>
            <IntentButton intent="search" email={email}>
              {t("privacy.cancel")}
            </IntentButton>
          </div>
        </div>
      ) : null}
    </section>
  );
}
