import { setImmediate as nextTurn } from "node:timers/promises";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getFixedT, languageOf } from "~/i18n.server";
import { findLeadsForExport, leadIdBatches, type LeadListFilter } from "~/leads/lead-list.server";
import { PRIVATE_PAGE_HEADERS, requireStaff } from "~/accounts/auth.server";
import { leadNoticeState } from "~/leads/lead-notification.server";
import { csvStream, type CsvRow } from "~/utils/csv";
import { describeLead, leadFieldKeys } from "~/leads/lead-fields.server";
import { parseLeadFilter } from "~/leads/lead-filter";
import type { Language } from "~/utils/locale";

/**
 * Leads read and written at a time: about 5 ms of work each, with the server's thread let
 * go between the reads and the writing (docs/decisions/039).
 */
const EXPORT_BATCH_SIZE = 50;

/** The rows of the filter's leads, a batch at a time: every field, the owner, the notice's state and the notes. */
async function* leadRows(filter: LeadListFilter, language: Language): AsyncGenerator<CsvRow[]> {
  const t = getFixedT(language, "admin");
  for await (const ids of leadIdBatches(filter, EXPORT_BATCH_SIZE)) {
    await nextTurn();
    const leads = await findLeadsForExport(ids);
    await nextTurn();
    yield leads.map((lead) => [
      lead.id,
      ...describeLead(lead, language).map(({ value }) => value),
      lead.owner?.email ?? null,
      t(`notification.${leadNoticeState(lead)}`),
      lead.notes.map((note) => note.text).join("\n\n"),
    ]);
  }
}

/**
 * The inbox's current filter (same query string) as a CSV file for spreadsheets: every
 * field, the owner's address (docs/decisions/045), the notice e-mail state and the notes, in the page's language (docs/decisions/018),
 * streamed by batches in the inbox's order, at any number of leads (docs/decisions/039).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const viewer = await requireStaff(request);
  const language = languageOf(request);
  const t = getFixedT(language, "admin");
  const filter = { ...parseLeadFilter(new URL(request.url).searchParams), viewerId: viewer.id };
  const header = [
    t("fields.id"),
    ...leadFieldKeys.map((key) => t(`fields.${key}`)),
    t("fields.owner"),
    t("fields.notification"),
    t("fields.notes"),
  ];
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csvStream(header, leadRows(filter, language)), {
    headers: {
      ...PRIVATE_PAGE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="leads-${date}.csv"`,
    },
  });
}
