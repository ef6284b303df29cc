import { Upload } from "lucide-react";
import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "~/utils/translation";
import { SubmitButton } from "~/components/form-fields";
import { showToast } from "~/components/toaster";
import { formatBytes, type MediaUploadResponse } from "~/media/media";
import { useLanguage } from "~/utils/language";

/**
 * A native multipart form (works without JavaScript); with JavaScript the file (picked
 * or dropped; the first of several) goes by XMLHttpRequest, whose upload events give
 * the progress.
 */
export function UploadForm({
  maxBytes,
  usage,
  onUploaded,
}: {
  maxBytes: number;
  /** The viewer's usage and quota (null: none), or null when it could not be read. */
  usage: { usedBytes: number; quotaBytes: number | null } | null;
  onUploaded: () => void;
}) {
  const { t } = useTranslation("media");
  const language = useLanguage();
  const form = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const action = `/resources/media-upload?lang=${language}`;

  function upload(file: File) {
    const body = new FormData();
    body.append("file", file);
    const request = new XMLHttpRequest();
    request.open("POST", action);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    // Rendered at once (flushSync): batched with the answer that follows, the last values
    // (100 among them) would never show on a busy machine.
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) flushSync(() => setProgress(Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      setProgress(null);
      form.current?.reset();
      const answer = request.response as MediaUploadResponse | null;
      showToast(answer?.toast ?? { title: t("error_upload"), description: t("errors.store"), variant: "destructive" });
      if (answer?.ok) onUploaded();
    };
    request.onerror = () => {
      setProgress(null);
      showToast({ title: t("error_upload"), description: t("errors.network"), variant: "destructive" });
    };
    setProgress(0);
    request.send(body);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get("file");
    if (file instanceof window.File && file.size > 0) upload(file);
    else showToast({ title: t("error_upload"), description: t("errors.no_file"), variant: "destructive" });
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && progress === null) upload(file);
  }

  const uploading = progress !== null;
  return (
    <section aria-labelledby="upload-title">
      <h2 id="upload-title" className="text-2xl font-bold text-slate-900">
        {t("upload.title")}
      </h2>
      <form
        ref={form}
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={onSubmit}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-4 flex flex-col items-center gap-4 rounded-2xl border-2 border-dashed p-8 text-center ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
        data-testid="upload-form"
      >
        <Upload className="size-8 text-slate-400" aria-hidden />
        <label className="flex flex-col items-center gap-2 text-slate-700">
          {t("upload.drop")}
          <input type="file" name="file" required className="text-sm" disabled={uploading} />
        </label>
        <p className="text-sm text-slate-500">{t("upload.limit", { size: formatBytes(maxBytes, language) })}</p>
        {usage ? <UsageLine {...usage} /> : null}
        {uploading ? (
          <div className="flex w-full max-w-sm items-center gap-3">
            <progress
              className="h-2 flex-1"
              max={100}
              value={progress}
              aria-label={t("upload.progress")}
              data-testid="upload-progress"
            />
            <span className="text-sm text-slate-600 tabular-nums">{progress}%</span>
          </div>
        ) : null}
        <SubmitButton pending={uploading} pendingLabel={t("upload.uploading")}>
          {t("upload.submit")}
        </SubmitButton>
      </form>
    </section>
  );
}

/** "312 MB of 1 GB used", with a meter; staff have no quota. */
function UsageLine({ usedBytes, quotaBytes }: { usedBytes: number; quotaBytes: number | null }) {
  const { t } = useTranslation("media");
  const language = useLanguage();
  const used = formatBytes(usedBytes, language);
  if (quotaBytes === null) {
    return (
      <p className="text-sm text-slate-600" data-testid="media-usage">
        {t("upload.usageNoQuota", { used })}
      </p>
    );
  }
  const label = t("upload.usage", { used, quota: formatBytes(quotaBytes, language) });
  return (
    <div className="flex w-full max-w-sm flex-col items-center gap-1">
      <p className="text-sm text-slate-600" data-testid="media-usage">
        {label}
      </p>
      <meter
        className="h-2 w-full"
        min={0}
        max={quotaBytes}
        high={quotaBytes * 0.9}
        value={usedBytes}
        aria-label={label}
      />
    </div>
  );
}
