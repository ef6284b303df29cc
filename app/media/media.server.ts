import { pipeline, Readable, Transform } from "node:stream";
import { MaxPartSizeExceededError, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { env } from "~/env.server";
import { createMediaFile, deleteMediaFile, findDeletableMediaFile } from "~/media/media-file.server";
import { mediaStore, newMediaKey, type MediaStore } from "~/media/media-store.server";
import { mediaTypeOf } from "~/utils/request-body.server";

/** Why an upload or a deletion was refused; each has a translated message (media.errors.*). */
export type MediaFailure = "too_large" | "no_file" | "unreadable" | "store" | "not_found";

export type UploadResult =
  | { ok: true; file: { id: string; originalName: string; storageKey: string; mimetype: string }; fields: FormData }
  | { ok: false; reason: MediaFailure; status: number; fields?: FormData };

/** Multipart framing and the form's other fields, on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Counts the bytes going through and fails the stream past `maxBytes`. */
function byteLimit(maxBytes: number, onByte: (size: number) => void) {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      onByte(size);
      if (size > maxBytes) callback(new MaxPartSizeExceededError("file", maxBytes));
      else callback(null, chunk);
    },
  });
}

/**
 * Stores the first file of a multipart post (field "file") for its owner, streamed to the
 * store without holding it in memory, then records it. With `maxFieldBytes`, the form's
 * text fields (up to that many bytes in all) come back with it (`fields`): the post
 * editor sends its cover with the post; without, they are dropped. With them, a file over
 * the limit is read to its end and dropped, so that the fields after it still come back
 * (413 with the fields). A post over the size limit (413),
 * a body that is not multipart (415) or does not parse, even cut short in the file (400),
 * a store failure or a failed insert (503) leaves no object and no row.
 */
export async function uploadMedia(
  request: Request,
  ownerId: string,
  { store = mediaStore, maxBytes = env.MEDIA_MAX_BYTES, field = "file", maxFieldBytes = 0 } = {},
): Promise<UploadResult> {
  if (mediaTypeOf(request) !== "multipart/form-data") return { ok: false, reason: "unreadable", status: 415 };
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes + maxFieldBytes + MULTIPART_OVERHEAD_BYTES)
    return { ok: false, reason: "too_large", status: 413 };
  let fieldBytes = 0;

  type StoredFile = { key: string; originalName: string; mimetype: string; size: number };
  // Set by the handler (TypeScript cannot see the callback assign it, hence the boxes).
  // A failure is the store's only if the file's bytes did not break off first: any other
  // failure is a malformed body, the client's.
  const upload: {
    stored: StoredFile | null;
    pendingKey: string | null;
    bodyFailed: boolean;
    storeFailed: boolean;
    oversized: boolean;
  } = { stored: null, pendingKey: null, bodyFailed: false, storeFailed: false, oversized: false };
  async function* fileBytes(data: AsyncIterable<Uint8Array>) {
    try {
      yield* data;
    } catch (error) {
      upload.bodyFailed = true;
      throw error;
    }
  }
  /** A file's bytes up to the limit; past it, read and dropped, up to what the declared length could be. */
  async function* withinLimit(data: AsyncIterable<Uint8Array>) {
    let size = 0;
    for await (const chunk of data) {
      size += chunk.length;
      if (size <= maxBytes) yield chunk;
      else if (size > maxBytes + maxFieldBytes + MULTIPART_OVERHEAD_BYTES)
        throw new MaxPartSizeExceededError(field, maxBytes);
      else upload.oversized = true;
    }
  }
  const handler: UploadHandler = async ({ name, filename, contentType, data }) => {
    if (!filename && maxFieldBytes > 0) {
      const chunks: Uint8Array[] = [];
      for await (const chunk of data) {
        fieldBytes += chunk.length;
        if (fieldBytes > maxFieldBytes) throw new MaxPartSizeExceededError(name, maxFieldBytes);
        chunks.push(chunk);
      }
      return Buffer.concat(chunks).toString("utf8");
    }
    // One file: the first; later parts are read and dropped.
    if (name !== field || !filename || upload.stored || upload.pendingKey || upload.oversized) {
      for await (const chunk of data) void chunk;
      return undefined;
    }
    const key = newMediaKey(ownerId, filename);
    // The browser's word, kept only if it is a plain type/subtype (it becomes a header).
    const mimetype = /^[\w.+-]+\/[\w.+-]+$/.test(contentType) ? contentType.toLowerCase() : "application/octet-stream";
    upload.pendingKey = key;
    let size = 0;
    // pipeline() ties both ends: an error on either destroys the other; the store sees it.
    const body = pipeline(
      Readable.from(fileBytes(maxFieldBytes > 0 ? withinLimit(data) : data)),
      byteLimit(maxBytes, (count) => (size = count)),
      () => undefined,
    );
    try {
      await store.put(key, body, { contentType: mimetype });
      if (size === 0 || upload.oversized) {
        await store.delete(key);
        upload.pendingKey = null;
        return undefined;
      }
    } catch (error) {
      upload.storeFailed = !upload.bodyFailed;
      throw error;
    }
    // Control characters (a NUL would cut the name in the database) are not part of a name.
    upload.stored = { key, originalName: filename.replace(/\p{Cc}/gu, "").slice(0, 255), mimetype, size };
    return key;
  };

  let fields: FormData;
  try {
    fields = await unstable_parseMultipartFormData(request, handler);
    fields.delete(field);
  } catch (error) {
    if (upload.pendingKey) await store.delete(upload.pendingKey).catch((cleanup: unknown) => console.error(cleanup));
    if (error instanceof MaxPartSizeExceededError) return { ok: false, reason: "too_large", status: 413 };
    if (!upload.storeFailed) return { ok: false, reason: "unreadable", status: 400 };
    console.error("Media upload failed:", error);
    return { ok: false, reason: "store", status: 503 };
  }
  if (upload.oversized) return { ok: false, reason: "too_large", status: 413, fields };
  const file = upload.stored;
  if (!file) return { ok: false, reason: "no_file", status: 400, fields };
  try {
    const { key, ...details } = file;
    const row = await createMediaFile({ ownerId, storageKey: key, ...details });
    return {
      ok: true,
      file: { id: row.id, originalName: row.originalName, storageKey: key, mimetype: details.mimetype },
      fields,
    };
  } catch (error) {
    console.error("Media upload not recorded:", error);
    await store.delete(file.key).catch((cleanup: unknown) => console.error(cleanup));
    return { ok: false, reason: "store", status: 503 };
  }
}

export type DeleteResult = { ok: true; originalName: string } | { ok: false; reason: MediaFailure; status: number };

/**
 * Deletes a file the viewer may delete (their own; staff: any). The object goes first: if
 * the store fails, the row stays and still points to the object.
 */
export async function removeMedia(
  viewer: { id: string; role: string },
  id: string,
  { store = mediaStore }: { store?: MediaStore } = {},
): Promise<DeleteResult> {
  const file = await findDeletableMediaFile(viewer, id);
  if (!file) return { ok: false, reason: "not_found", status: 404 };
  try {
    await store.delete(file.storageKey);
    await deleteMediaFile(file.id);
  } catch (error) {
    console.error("Media deletion failed:", error);
    return { ok: false, reason: "store", status: 503 };
  }
  return { ok: true, originalName: file.originalName };
}
