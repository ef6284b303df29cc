import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { buttonClass } from "~/components/button-link";
import { controlClass } from "~/components/form-fields";
import { cn } from "~/utils/misc";

/** A staff member a lead can be given to. */
export type StaffMember = { id: string; email: string };

/** Why an owner change was refused: no such lead, or the person is not (or no longer) a staff member. */
export type OwnerError = "noLead" | "notStaff";

/** What the action answers a refused owner change (one done redirects back, with a toast). */
export type OwnerActionData = { ownerError: OwnerError; leadId: string };

/**
 * A lead's owner: chosen among the staff (or nobody), or taken by the viewer. A native
 * form posted to `action` (the page's own address, so the inbox comes back with its filter
 * and page); with JavaScript, posted by a fetcher, without reloading the page. `compact`:
 * the inbox's row, its label for screen readers only.
 */
export function LeadOwnerForm({
  lead,
  staff,
  viewerId,
  action,
  error,
  compact = false,
}: {
  lead: { id: string; name: string; ownerId: string | null };
  staff: StaffMember[];
  viewerId: string;
  action: string;
  /** The refusal of a post sent without JavaScript (the page's action data). */
  error?: OwnerError;
  compact?: boolean;
}) {
  const { t } = useTranslation("admin");
  const fetcher = useFetcher<OwnerActionData>();
  const shownError = fetcher.state === "idle" && fetcher.data ? fetcher.data.ownerError : error;
  const pending = fetcher.state !== "idle";
  const selectId = `owner-${lead.id}`;
  const button = buttonClass("secondary", compact ? "px-3 py-1.5 text-xs" : "px-5 py-2.5 text-sm");
  return (
    <fetcher.Form
      method="post"
      action={action}
      className={cn(
        compact ? "flex flex-wrap items-center gap-2" : "space-y-3 rounded-2xl border border-slate-200 p-4",
      )}
      data-testid="lead-owner"
    >
      <input type="hidden" name="leadId" value={lead.id} />
      <label htmlFor={selectId} className={compact ? "sr-only" : "block text-sm font-medium text-slate-800"}>
        {compact ? t("owner.labelFor", { name: lead.name }) : t("owner.label")}
      </label>
      <select
        id={selectId}
        name="ownerId"
        defaultValue={lead.ownerId ?? ""}
        // Drawn again when the owner changes (after a post), showing the stored one.
        key={lead.ownerId ?? ""}
        className={cn(controlClass, compact && "w-auto max-w-48 py-1.5 text-xs")}
        aria-invalid={shownError ? true : undefined}
      >
        <option value="">{t("owner.nobody")}</option>
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.email}
          </option>
        ))}
      </select>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="assign" className={button} disabled={pending}>
          {t("owner.assign")}
        </button>
        {lead.ownerId === viewerId ? null : (
          <button type="submit" name="intent" value="take" className={button} disabled={pending}>
            {t("owner.take")}
          </button>
        )}
      </div>
      {shownError ? (
        <p className="w-full text-sm text-red-700" role="alert">
          {t(`owner.errors.${shownError}`)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
