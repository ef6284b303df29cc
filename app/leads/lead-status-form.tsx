import { Form } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { controlClass, SubmitButton } from "~/components/form-fields";
import type { LeadStatus } from "~/generated/prisma/enums";
import { leadStatuses } from "~/leads/lead-filter";

/** Moves a lead along its triage: new, contacted, won, lost or spam. */
export function LeadStatusForm({ status, error, pending }: { status: LeadStatus; error: boolean; pending: boolean }) {
  const { t } = useTranslation("admin");
  return (
    <Form method="post" className="space-y-3 rounded-2xl border border-slate-200 p-4">
      <input type="hidden" name="intent" value="status" />
      <label htmlFor="lead-status" className="block text-sm font-medium text-slate-800">
        {t("lead.statusLabel")}
      </label>
      <select
        id="lead-status"
        name="status"
        defaultValue={status}
        key={status}
        className={controlClass}
        aria-invalid={error ? true : undefined}
      >
        {leadStatuses.map((each) => (
          <option key={each} value={each}>
            {t(`statuses.${each}`)}
          </option>
        ))}
      </select>
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {t("lead.errors.status")}
        </p>
      ) : null}
      <SubmitButton pending={pending} pendingLabel={t("lead.saveStatus")} className="px-5 py-2.5 text-sm">
        {t("lead.saveStatus")}
      </SubmitButton>
    </Form>
  );
}
