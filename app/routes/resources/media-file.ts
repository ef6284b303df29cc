import { Readable } from "node:stream";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { findMediaFileByKey } from "~/media/media-file.server";
import { MEDIA_CACHE_SECONDS, MEDIA_KEY_PATTERN, mediaStore } from "~/media/media-store.server";

/**
 * Types shown in the browser. Every other type (HTML, SVG, XML, scripts, ...) is served as
 * an opaque download (application/octet-stream, attachment), so an upload can never run
 * as a page or a script on the site's origin, whatever type its uploader claimed.
 */
const INLINE_TYPES =
  /^(image\/(png|jpe?g|gif|webp|avif|bmp)|video\/(mp4|webm|ogg)|audio\/[\w.+-]+|application\/pdf|text\/plain)$/;

/**
 * The public URL of a media file: no sign-in (the name is an unguessable UUID), only keys
 * that have a database row (a deleted file is gone at once), with the stored content type
 * if it is a safe one (X-Content-Type-Options: nosniff is on every response, server/security.ts).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  if (!MEDIA_KEY_PATTERN.test(key)) return notFound();
  const file = await findMediaFileByKey(key);
  if (!file) return notFound();
  let body: Readable | null;
  try {
    body = await mediaStore.read(key);
  } catch (error) {
    console.error("Media read failed:", error);
    return new Response("Storage unavailable", { status: 503, headers: { "Content-Type": "text/plain" } });
  }
  if (!body) return notFound();
  const inline = INLINE_TYPES.test(file.mimetype);
  return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
    headers: {
      "Content-Type": inline ? file.mimetype : "application/octet-stream",
      "Content-Length": String(file.size),
      "Cache-Control": `public, max-age=${MEDIA_CACHE_SECONDS}`,
      "Content-Disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    },
  });
}
