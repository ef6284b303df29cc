import { Link } from "@remix-run/react";
import { useTranslation } from "~/utils/translation";
import { RecordTable } from "~/components/record-table";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage, useLocalizedPath } from "~/utils/language";

/** One client account as the clients list shows it; dates travel as ISO strings. */
export type ClientRow = {
  id: string;
  email: string;
  confirmed: boolean;
  createdAt: string;
  lastSignInAt: string | null;
  mediaFiles: number;
  projects: number;
};

const columns = ["email", "confirmed", "createdAt", "lastSignInAt", "mediaFiles", "projects"] as const;

/** A page of client accounts; each address opens the client's page. */
export function ClientTable({ clients }: { clients: ClientRow[] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const lp = useLocalizedPath();
  return (
    <RecordTable
      headings={columns.map((column) => t(`clients.columns.${column}`))}
      empty={clients.length === 0 ? t("clients.empty") : null}
      minWidth="min-w-[48rem]"
      testId="clients-table"
    >
      {clients.map((client) => (
        <tr key={client.id} data-client-id={client.id}>
          <td className="px-4 py-3 font-semibold">
            <Link to={lp(`/admin/clients/${client.id}`)} className="text-brand-700 hover:underline">
              {client.email}
            </Link>
          </td>
          <td className="px-4 py-3">{client.confirmed ? t("clients.confirmed") : t("clients.unconfirmed")}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(client.createdAt, language)}</td>
          <td className="px-4 py-3 whitespace-nowrap">
            {client.lastSignInAt ? formatDateTime(client.lastSignInAt, language) : t("clients.never")}
          </td>
          <td className="px-4 py-3">{client.mediaFiles}</td>
          <td className="px-4 py-3">{client.projects}</td>
        </tr>
      ))}
    </RecordTable>
  );
}
