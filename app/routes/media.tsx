import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, useActionData, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { LoaderCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/utils/translation";
import { PageHeader } from "~/components/page-header";
import { ActionToast } from "~/components/toaster";
import { env } from "~/env.server";
import { getFixedT, languageOf } from "~/i18n.server";
import { DeleteConfirmation, DeleteDialog } from "~/media/delete-media";
import { mediaFileUrl } from "~/media/media";
import { MediaCard, type MediaItem } from "~/media/media-card";
import { listMediaFiles } from "~/media/media-file.server";
import { mediaUsageOf, removeMedia } from "~/media/media.server";
import { UploadForm } from "~/media/upload-form";
import { PRIVATE_PAGE_HEADERS, requireUser } from "~/accounts/auth.server";
import { redirectWithToast } from "~/platform/toast.server";
import { loaderCacheHeaders } from "~/utils/http-cache.server";
import { getPageMeta } from "~/utils/meta.server";
import { requireFormData } from "~/utils/request-body.server";
import type { ToastInput } from "~/utils/toast";
import { screenRoute } from "~/components/screen-route";

export const { handle, clientLoader, meta, ErrorBoundary } = screenRoute("media");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const t = getFixedT(request, "media");
  const meta = { ...getPageMeta(request, "media"), noindex: true };
  const staff = user.role === "staff";
  let files;
  let usage = null;
  try {
    usage = await mediaUsageOf(user);
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
      { meta, staff, files: null, toast, confirm: null, maxBytes: env.MEDIA_MAX_BYTES, usage },
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
    { meta, staff, files, toast: null, confirm, maxBytes: env.MEDIA_MAX_BYTES, usage },
    { headers: PRIVATE_PAGE_HEADERS },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { pathname } = new URL(request.url);
  const t = getFixedT(languageOf(request), "media");
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

export default function MediaPage() {
  const { files, staff, toast, confirm, maxBytes, usage } = useLoaderData<typeof loader>();
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
        <UploadForm maxBytes={maxBytes} usage={usage} onUploaded={() => revalidator.revalidate()} />

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
