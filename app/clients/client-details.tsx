import { useTranslation } from "~/utils/translation";
import { MediaThumbnail } from "~/media/media-card";
import { formatBytes } from "~/media/media";
import { formatDateTime } from "~/utils/date-format";
import { useLanguage } from "~/utils/language";

/** A client account as its page shows it; dates travel as ISO strings. */
export type ClientAccount = { email: string; confirmed: boolean; createdAt: string; lastSignInAt: string | null };

/** The account's facts. */
export function ClientDetails({ client }: { client: ClientAccount }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const rows = [
    ["email", client.email],
    ["confirmed", client.confirmed ? t("clients.confirmed") : t("clients.unconfirmed")],
    ["createdAt", formatDateTime(client.createdAt, language)],
    ["lastSignInAt", client.lastSignInAt ? formatDateTime(client.lastSignInAt, language) : t("clients.never")],
  ] as const;
  return (
    <section aria-label={t("clients.details.label")}>
      <dl
        className="grid gap-4 rounded-2xl border border-slate-200 p-6 text-sm sm:grid-cols-2"
        data-testid="client-details"
      >
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt className="font-medium text-slate-600">{t(`clients.details.${key}`)}</dt>
            <dd className="mt-1 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One of the client's files; its address is the file's public one. */
export type ClientMediaFile = { id: string; name: string; mimetype: string; size: number; url: string };

/** The client's files, read-only: staff open them, never delete them here. */
export function ClientMedia({ files }: { files: ClientMediaFile[] }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  return (
    <section aria-labelledby="client-media-title">
      <h2 id="client-media-title" className="text-2xl font-bold text-slate-900">
        {t("clients.media.title")}
      </h2>
      {files.length === 0 ? (
        <p className="mt-4 text-slate-500">{t("clients.media.empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-3 lg:grid-cols-6" data-testid="client-media">
          {files.map((file) => (
            <li key={file.id} className="overflow-hidden rounded-2xl border border-slate-200 text-sm">
              <MediaThumbnail file={file} label={t("clients.media.open", { name: file.name })} className="h-28" />
              <p className="truncate px-3 pt-2 font-medium text-slate-900" title={file.name}>
                {file.name}
              </p>
              <p className="px-3 pb-2 text-slate-500">{formatBytes(file.size, language)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
