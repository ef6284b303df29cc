import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/utils/translation";
import { buttonClass } from "~/components/button-link";
import { SubmitButton } from "~/components/form-fields";
import { showToast } from "~/components/toaster";
import type { MediaItem } from "~/media/media-card";
import type { ToastInput } from "~/utils/toast";

/** What the media page's action answers a refused deletion (a deletion done redirects). */
type MediaDeleteAnswer = { toast: ToastInput };

/** With JavaScript: the confirmation is a modal dialog; the post goes through a fetcher. */
export function DeleteDialog({ file, onClose }: { file: MediaItem | null; onClose: () => void }) {
  const { t } = useTranslation("media");
  const dialog = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<MediaDeleteAnswer>();
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
export function DeleteConfirmation({ file }: { file: MediaItem }) {
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
