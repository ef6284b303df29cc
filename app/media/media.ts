// Media helpers shared by the browser and the server.
import type { ToastInput } from "~/utils/toast";

/** The stable public address of a stored file (served by routes/resources/media-file.ts). */
export function mediaFileUrl(storageKey: string) {
  return `/media-files/${storageKey}`;
}

export function isImage(mimetype: string) {
  return /^image\/(png|jpe?g|gif|webp|avif)$/.test(mimetype);
}

/** The types `isImage` accepts, for a file input's `accept`. */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/gif,image/webp,image/avif";

const byteUnits = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** "1,5 Mo" / "1.5 MB": sizes in the page's language. */
export function formatBytes(bytes: number, language: string) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(language === "fr" ? "fr-CA" : "en-CA", {
    style: "unit",
    unit: byteUnits[unit],
    unitDisplay: "short",
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}

/**
 * What the upload endpoint (routes/resources/media-upload.ts) answers a request that asks for
 * JSON; a stored file's address too (the post editor inserts it in the content).
 */
export type MediaUploadResponse = { ok: boolean; toast: ToastInput; url?: string };
