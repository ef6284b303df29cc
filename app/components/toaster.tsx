import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/utils/translation";
import { cn } from "~/utils/misc";
import { useHydrated } from "~/utils/use-hydrated";
import { createToast, TOAST_DURATION_MS, type Toast, type ToastInput } from "~/utils/toast";

// One toast at a time: a new one replaces the one on screen.
const listeners = new Set<(toast: Toast) => void>();

/** Shows a toast from anywhere in the browser code. */
export function showToast(input: ToastInput) {
  const toast = createToast(input);
  for (const listener of listeners) listener(toast);
}

const variantStyles: Record<Toast["variant"], string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-200 bg-emerald-50 text-emerald-950",
  destructive: "border-red-300 bg-red-600 text-white",
};

/**
 * Renders the current toast. `flash` is the toast a redirect carried in the flash
 * cookie: it is rendered by the server too, so it shows without JavaScript (where a CSS
 * animation hides it after the same delay).
 */
export function Toaster({ flash }: { flash: Toast | null }) {
  const [toast, setToast] = useState<Toast | null>(flash);

  useEffect(() => {
    listeners.add(setToast);
    return () => {
      listeners.delete(setToast);
    };
  }, []);

  useEffect(() => {
    if (flash) setToast(flash);
  }, [flash]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast]);

  return <ToastRegion toast={toast} onClose={() => setToast(null)} />;
}

function ToastRegion({ toast, onClose }: { toast: Toast | null; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex justify-center p-4 sm:justify-end">
      {toast ? (
        <div
          key={toast.id}
          role={toast.variant === "destructive" ? "alert" : "status"}
          aria-live={toast.variant === "destructive" ? "assertive" : "polite"}
          data-testid="toast"
          className={cn(
            "toast-auto-hide pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg",
            variantStyles[toast.variant],
          )}
        >
          <div className="flex-1">
            <p className="font-semibold">{toast.title}</p>
            {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
          </div>
          {onClose ? (
            <button
              type="button"
              onClick={onClose}
              className="rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:opacity-100"
              aria-label={t("toast.close")}
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The toast an action answered with (a refused form): shown by the Toaster with
 * JavaScript; rendered in the page by the server without (no script would show it).
 */
export function ActionToast({ toast }: { toast: ToastInput | null | undefined }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast]);
  return toast && !hydrated ? <ToastRegion toast={createToast(toast)} /> : null;
}
