import { z } from "zod";

/** How long a toast stays on screen (spec: 5000 ms). */
export const TOAST_DURATION_MS = 5_000;

export const toastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  title: z.string(),
  description: z.string().optional(),
  variant: z.enum(["default", "success", "destructive"]).default("default"),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;
