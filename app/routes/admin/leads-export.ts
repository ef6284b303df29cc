import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT, languageOf } from "~/i18n.server";
import { findLeadsForExport } from "~/leads/lead.server";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { leadNoticeState } from "~/leads/lead-notification.server";
import { toCsv } from "~/utils/csv";
import { describeLead, leadFieldKeys } from "~/leads/lead-fields.server";
import { parseLeadFilter } from "~/leads/lead-filter";

/**
 * The inbox's current filter (same query string) as a CSV file for spreadsheets: every
 * field, the notice e-mail state and the notes, in the page's language (docs/decisions/018).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const language = languageOf(request);
  const t = getFixedT(language, "admin");
  const leads = await findLeadsForExport(parseLeadFilter(new URL(request.url).searchParams));
  const rows = leads.map((lead) => {
    const fields = describeLead(lead, language);
    return [
      lead.id,
      ...fields.map(({ value }) => value),
      t(`notification.${leadNoticeState(lead)}`),
      lead.notes.map((note) => note.text).join("\n\n"),
    ];
  });
  const header = [
    t("fields.id"),
    ...leadFieldKeys.map((key) => t(`fields.${key}`)),
    t("fields.notification"),
    t("fields.notes"),
  ];
  const date = new Date().toISOString().slice(0, 10);
  return new Response(toCsv([header, ...rows]), {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${date}.csv"`,
    },
  });
}
