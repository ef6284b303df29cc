import { Link } from "@remix-run/react";
import { Check, Copy, File, FileAudio, FileText, FileVideo, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { buttonClass } from "~/components/button-link";
import { formatBytes, isImage } from "~/media/media";
import { useLanguage } from "~/utils/language";
import { cn } from "~/utils/misc";

/** A file of the library as the media page lists it; owner only for staff, who see everyone's. */
export type MediaItem = { id: string; name: string; mimetype: string; size: number; url: string; owner: string | null };

function FileIcon({ mimetype }: { mimetype: string }) {
  const Icon = mimetype.startsWith("video/")
    ? FileVideo
    : mimetype.startsWith("audio/")
      ? FileAudio
      : mimetype.startsWith("text/") || mimetype === "application/pdf"
        ? FileText
        : File;
  return <Icon className="size-12 text-slate-400" aria-hidden data-testid="media-type-icon" />;
}

/** A file's picture (an image's own, else an icon of its kind), a link that opens the file. */
export function MediaThumbnail({
  file,
  label,
  className,
}: {
  file: { url: string; mimetype: string };
  label: string;
  className: string;
}) {
  return (
    <a href={file.url} className={cn("flex items-center justify-center bg-slate-50", className)} aria-label={label}>
      {isImage(file.mimetype) ? (
        <img src={file.url} alt="" loading="lazy" className="h-full w-full object-cover" />
      ) : (
        <FileIcon mimetype={file.mimetype} />
      )}
    </a>
  );
}

export function MediaCard({ file, onDelete }: { file: MediaItem; onDelete: () => void }) {
  const { t } = useTranslation("media");
  const language = useLanguage();
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 shadow-sm"
      data-testid="media-item"
    >
      <MediaThumbnail file={file} label={t("list.open", { name: file.name })} className="h-40" />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="truncate font-medium text-slate-900" title={file.name} data-testid="media-name">
          {file.name}
        </p>
        <p className="text-sm text-slate-500">{formatBytes(file.size, language)}</p>
        {file.owner ? (
          <p className="truncate text-sm text-slate-500">{t("list.owner", { email: file.owner })}</p>
        ) : null}
        <div className="mt-3 flex gap-2">
          <CopyUrlButton file={file} />
          <Link
            to={`?delete=${encodeURIComponent(file.id)}`}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              onDelete();
            }}
            className={buttonClass("secondary", "px-3 py-2 text-red-700")}
            aria-label={t("delete.label", { name: file.name })}
          >
            <Trash2 className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </li>
  );
}

/** How long the copy button shows that the address was copied. */
const COPIED_MS = 2000;

function CopyUrlButton({ file }: { file: MediaItem }) {
  const { t } = useTranslation("media");
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={buttonClass("secondary", "px-3 py-2")}
      aria-label={copied ? t("copy.done") : t("copy.label", { name: file.name })}
      data-copied={copied}
      onClick={async () => {
        await navigator.clipboard.writeText(new URL(file.url, window.location.origin).href);
        setCopied(true);
      }}
    >
      {copied ? <Check className="size-4 text-emerald-700" aria-hidden /> : <Copy className="size-4" aria-hidden />}
    </button>
  );
}
