import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  data,
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from "@remix-run/react";
import { Check, Copy, File, FileAudio, FileText, FileVideo, LoaderCircle, Trash2, Upload } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/button-link";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SubmitButton } from "~/components/form-fields";
import { PageHeader } from "~/components/page-header";
import { ActionToast, showToast } from "~/components/toaster";
import { env } from "~/env.server";
import { getFixedT } from "~/i18n.server";
import { listMediaFiles } from "~/media/media-file.server";
import type { MediaUploadResponse } from "~/routes/resources/media-upload";
import { PRIVATE_PAGE_HEADERS, requireUser } from "~/services/auth.server";
import { removeMedia } from "~/media/media.server";
import { redirectWithToast } from "~/services/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { useLanguage } from "~/utils/language";
import { languageFromPathname } from "~/utils/locale";
import { formatBytes, isImage, mediaFileUrl } from "~/media/media";
import { routeMeta } from "~/utils/meta";
import { getPageMeta } from "~/utils/meta.server";
import { requireFormData } from "~/utils/request-body.server";
import type { ToastInput } from "~/utils/toast";

export const handle = { i18n: ["media"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const t = getFixedT(request, "media");
  const meta = { ...getPageMeta(request, "media"), noindex: true };
  const staff = user.role === "staff";
  let files;
  try {
    files = (await listMediaFiles(user)).map((file) => ({
      id: file.id,
      name: file.originalName,
      mimetype: file.mimetype,
      size: file.size,
      url: mediaFileUrl(file.storageKey),
      owner: staff ? file.owner.email : null,
    }));
  } catch (error) {
    console.error("Media list failed:", error);
    const toast: ToastInput = { title: t("error_fetch"), description: t("errors.store"), variant: "destructive" };
    return data(
      { meta, staff, files: null, toast, confirm: null, maxBytes: env.MEDIA_MAX_BYTES },
      {
        status: 503,
        headers: PRIVATE_PAGE_HEADERS,
      },
    );
  }
  // Without JavaScript, deleting goes through this confirmation step (?delete=<id>).
  const confirmId = new URL(request.url).searchParams.get("delete");
  const confirm = files.find((file) => file.id === confirmId) ?? null;
  return data(
    { meta, staff, files, toast: null, confirm, maxBytes: env.MEDIA_MAX_BYTES },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { pathname } = new URL(request.url);
  const t = getFixedT(languageFromPathname(pathname), "media");
  const form = await requireFormData(request);
  const id = form.get("id");
  const result =
    form.get("intent") === "delete" && typeof id === "string"
      ? await removeMedia(user, id)
      : ({ ok: false, reason: "not_found", status: 400 } as const);
  if (!result.ok) {
    return data(
      {
        toast: {
          title: t("error_delete"),
          description: t(`errors.${result.reason}`),
          variant: "destructive",
        } satisfies ToastInput,
      },
      { status: result.status },
    );
  }
  return redirectWithToast(
    pathname,
    {
      title: t("delete.success"),
      description: t("delete.successDescription", { name: result.originalName }),
      variant: "success",
    },
    { status: 303 },
  );
}

export const headers = loaderCacheHeaders;

export const meta = routeMeta;

type MediaItem = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["files"]>[number];

export default function MediaPage() {
  const { files, staff, toast, confirm, maxBytes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("media");
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === "loading" || revalidator.state === "loading";
  const [deleting, setDeleting] = useState<MediaItem | null>(null);

  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <ActionToast toast={toast ?? actionData?.toast} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 pt-10 lg:px-8">
        <UploadForm maxBytes={maxBytes} onUploaded={() => revalidator.revalidate()} />

        {confirm ? <DeleteConfirmation file={confirm} /> : null}

        <section aria-labelledby="media-list-title" aria-busy={loading}>
          <div className="flex items-center gap-3">
            <h2 id="media-list-title" className="text-2xl font-bold text-slate-900">
              {staff ? t("list.titleStaff") : t("list.title")}
            </h2>
            {loading ? (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600" data-testid="media-loading">
                <LoaderCircle className="size-4 animate-spin" aria-hidden />
                {t("list.loading")}
              </p>
            ) : null}
          </div>
          {files === null ? (
            <p className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-red-900" data-testid="media-error">
              {t("list.unavailable")}
            </p>
          ) : files.length === 0 ? (
            <p
              className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600"
              data-testid="media-empty"
            >
              {t("list.empty")}
            </p>
          ) : (
            <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-list">
              {files.map((file) => (
                <MediaCard key={file.id} file={file} onDelete={() => setDeleting(file)} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <DeleteDialog file={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

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

function MediaCard({ file, onDelete }: { file: MediaItem; onDelete: () => void }) {
  const { t } = useTranslation("media");
  const language = useLanguage();
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 shadow-sm"
      data-testid="media-item"
    >
      <a
        href={file.url}
        className="flex h-40 items-center justify-center bg-slate-50"
        aria-label={t("list.open", { name: file.name })}
      >
        {isImage(file.mimetype) ? (
          <img src={file.url} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <FileIcon mimetype={file.mimetype} />
        )}
      </a>
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

/** Spec: the copy indicator shows for 2000 ms. */
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

/** With JavaScript: the confirmation is a modal dialog; the post goes through a fetcher. */
function DeleteDialog({ file, onClose }: { file: MediaItem | null; onClose: () => void }) {
  const { t } = useTranslation("media");
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<typeof action>();
  useEffect(() => {
    if (file) dialog.current?.showModal();
    else dialog.current?.close();
  }, [file]);
  useEffect(() => {
    if (fetcher.state !== "idle") return;
    if (fetcher.data?.toast) showToast(fetcher.data.toast);
    onClose();
    // Only when a post ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="delete-dialog-title"
      className="m-auto max-w-md rounded-2xl p-6 shadow-xl backdrop:bg-slate-900/50"
      data-testid="delete-dialog"
    >
      {file ? (
        <fetcher.Form method="post">
          <h2 id="delete-dialog-title" className="text-xl font-bold text-slate-900">
            {t("delete.confirmTitle")}
          </h2>
          <p className="mt-2 text-slate-600">{t("delete.confirmText", { name: file.name })}</p>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={file.id} />
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className={buttonClass("secondary")} onClick={onClose}>
              {t("delete.cancel")}
            </button>
            <SubmitButton pending={fetcher.state !== "idle"} pendingLabel={t("delete.deleting")}>
              {t("delete.confirm")}
            </SubmitButton>
          </div>
        </fetcher.Form>
      ) : null}
    </dialog>
  );
}

/** Without JavaScript: the delete link opens this confirmation step in the page. */
function DeleteConfirmation({ file }: { file: MediaItem }) {
  const { t } = useTranslation("media");
  const navigation = useNavigation();
  return (
    <section
      aria-labelledby="delete-confirm-title"
      className="rounded-2xl border border-red-200 bg-red-50 p-6"
      data-testid="delete-confirmation"
    >
      <h2 id="delete-confirm-title" className="text-xl font-bold text-slate-900">
        {t("delete.confirmTitle")}
      </h2>
      <p className="mt-2 text-slate-700">{t("delete.confirmText", { name: file.name })}</p>
      <Form method="post" className="mt-4 flex gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={file.id} />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("delete.deleting")}>
          {t("delete.confirm")}
        </SubmitButton>
        <Link to="." className={buttonClass("secondary")}>
          {t("delete.cancel")}
        </Link>
      </Form>
    </section>
  );
}

/**
 * A native multipart form (works without JavaScript); with JavaScript the file (picked
 * or dropped; the first of several) goes by XMLHttpRequest, whose upload events give
 * the progress.
 */
function UploadForm({ maxBytes, onUploaded }: { maxBytes: number; onUploaded: () => void }) {
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
        <p className="text-sm text-slate-500">{t("upload.limit", { max: formatBytes(maxBytes, language) })}</p>
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

export { GeneralErrorBoundary as ErrorBoundary };
