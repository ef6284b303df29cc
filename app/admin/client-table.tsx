import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
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
    <div className="overflow-x-auto rounded-2xl border border-slate-200">
      <table className="w-full min-w-[48rem] text-left text-sm" data-testid="clients-table">
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-medium">
                {t(`clients.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {clients.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                {t("clients.empty")}
              </td>
            </tr>
          ) : (
            clients.map((client) => (
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
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
