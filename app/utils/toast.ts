// Toasts, shared by the browser and the server. No schema library here: this module is
// in every page's JavaScript, and the server validates what it reads (toast.server.ts).

/** How long a toast stays on screen: five seconds. */
export const TOAST_DURATION_MS = 5_000;

export const toastVariants = ["default", "success", "destructive"] as const;

export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant: (typeof toastVariants)[number];
};

export type ToastInput = Omit<Toast, "id" | "variant"> & Partial<Pick<Toast, "id" | "variant">>;

export function createToast({ id = crypto.randomUUID(), variant = "default", ...rest }: ToastInput): Toast {
  return { id, variant, ...rest };
}
