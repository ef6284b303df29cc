import { pipeline, Readable, Transform } from "node:stream";
import { MaxPartSizeExceededError, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";
import { env } from "~/env.server";
import { createMediaFile, deleteMediaFile, findDeletableMediaFile, mediaUsage } from "~/media/media-file.server";
import { mediaStore, newMediaKey, type MediaStore } from "~/media/media-store.server";
import { databaseFolder, tightestDisk } from "~/platform/disk-space.server";
import { createRateLimiter, type RateLimitResult } from "~/platform/rate-limit.server";
import { mediaTypeOf } from "~/utils/request-body.server";
import { isImage, mediaFileUrl } from "~/media/media";

/** Why an upload or a deletion was refused; each has a translated message (media.errors.*). */
export type MediaFailure =
  "too_large" | "quota" | "disk_full" | "rate_limited" | "no_file" | "unreadable" | "store" | "not_found";

/** What bounds an upload's size: the file limit, the owner's quota or the disk reserve (docs/decisions/043). */
type SizeBound = "too_large" | "quota" | "disk_full";

/** An upload refused for its size while it streamed: which bound it crossed. */
class SizeRefusal extends MaxPartSizeExceededError {
  constructor(
    readonly bound: SizeBound,
    field: string,
    limit: number,
  ) {
    super(field, limit);
  }
}

/** The media quota of a user: clients have MEDIA_QUOTA_BYTES; staff (the agency) none. */
export function mediaQuotaOf(user: { role: string }) {
  return user.role === "staff" ? null : env.MEDIA_QUOTA_BYTES;
}

/** A user's usage and quota (null: none), for the media page. */
export async function mediaUsageOf(user: { id: string; role: string }) {
  return { usedBytes: await mediaUsage(user.id), quotaBytes: mediaQuotaOf(user) };
}

/**
 * Uploads per hour, counted per account and per client IP apart (many accounts from one
 * address, one account from many): docs/decisions/043.
 */
const uploadRateLimiter = createRateLimiter({ limit: env.MEDIA_UPLOAD_RATE_LIMIT_PER_HOUR, windowMs: 3_600_000 });

/**
 * Counts one upload of this user from this address, or says when to come back. A refused
 * attempt is not counted: it is answered before its body is read.
 */
export function takeUploadTurn(userId: string, clientIp: string): RateLimitResult {
  const keys = [`user:${userId}`, `ip:${clientIp}`];
  for (const key of keys) {
    const seen = uploadRateLimiter.peek(key);
    if (!seen.allowed) return seen;
  }
  for (const key of keys) uploadRateLimiter.hit(key);
  return { allowed: true };
}

/**
 * One upload at a time per owner, in this process (one machine, docs/decisions/007): the
 * usage read at its start stays true until its row is written, so two uploads at once
 * cannot both fit in the same room under the quota. Later ones wait, their bodies unread.
 */
const ownerTurns = new Map<string, Promise<void>>();

async function inOwnerTurn<T>(ownerId: string, work: () => Promise<T>): Promise<T> {
  const before = ownerTurns.get(ownerId) ?? Promise.resolve();
  let finish = () => {};
  const mine = before.then(() => new Promise<void>((resolve) => (finish = resolve)));
  ownerTurns.set(ownerId, mine);
  await before;
  try {
    return await work();
  } finally {
    finish();
    if (ownerTurns.get(ownerId) === mine) ownerTurns.delete(ownerId);
  }
}

/** How often, in bytes streamed, the disk's free space is looked at again during an upload. */
const DISK_CHECK_BYTES = 1024 * 1024;

export type UploadResult =
  | { ok: true; file: { id: string; originalName: string; storageKey: string; mimetype: string }; fields: FormData }
  | { ok: false; reason: MediaFailure; status: number; fields?: FormData };

/** Multipart framing and the form's other fields, on top of the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Counts the bytes going through and fails the stream past `limit.bytes` (with the bound
 * it stands for), or once `stillRoom` says the disk has no room for the next stretch:
 * other writers fill the disk too, and a client may send more than it declared.
 */
function byteLimit(
  limit: { bytes: number; bound: SizeBound },
  onByte: (size: number) => void,
  stillRoom: (coming: number) => Promise<boolean>,
) {
  let size = 0;
  let checkedAt = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      onByte(size);
      if (size > limit.bytes) return callback(new SizeRefusal(limit.bound, "file", limit.bytes));
      if (size - checkedAt < DISK_CHECK_BYTES) return callback(null, chunk);
      checkedAt = size;
      stillRoom(DISK_CHECK_BYTES).then(
        (room) => (room ? callback(null, chunk) : callback(new SizeRefusal("disk_full", "file", size))),
        (error: unknown) => callback(error as Error),
      );
    },
  });
}

export type UploadOptions = {
  store?: MediaStore;
  maxBytes?: number;
  field?: string;
  maxFieldBytes?: number;
  /** The owner's quota in bytes (their files' sizes in all), or null for none. */
  quotaBytes?: number | null;
  /** Free space each disk written to keeps (the store's local folder, the database's). */
  reserveBytes?: number;
};

/**
 * Stores the first file of a multipart post (field "file") for its owner, streamed to the
 * store without holding it in memory, then records it. With `maxFieldBytes`, the form's
 * text fields (up to that many bytes in all) come back with it (`fields`): the post
 * editor sends its cover with the post; without, they are dropped. With them, a file over
 * the limit is read to its end and dropped, so that the fields after it still come back
 * (413 with the fields). A post over the size limit, the owner's quota or the room left
 * above the disk reserve (413: "too_large", "quota", "disk_full"; refused from its
 * Content-Length before any byte is stored when it can be, else while it streams),
 * a body that is not multipart (415) or does not parse, even cut short in the file (400),
 * a store failure or a failed insert (503) leaves no object and no row.
 */
export async function uploadMedia(
  request: Request,
  ownerId: string,
  options: UploadOptions = {},
): Promise<UploadResult> {
  if (mediaTypeOf(request) !== "multipart/form-data") return { ok: false, reason: "unreadable", status: 415 };
  const { maxBytes = env.MEDIA_MAX_BYTES, maxFieldBytes = 0 } = options;
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > maxBytes + maxFieldBytes + MULTIPART_OVERHEAD_BYTES)
    return { ok: false, reason: "too_large", status: 413 };
  return inOwnerTurn(ownerId, () => uploadInTurn(request, ownerId, declared, options));
}

async function uploadInTurn(
  request: Request,
  ownerId: string,
  declared: number,
  {
    store = mediaStore,
    maxBytes = env.MEDIA_MAX_BYTES,
    field = "file",
    maxFieldBytes = 0,
    quotaBytes = env.MEDIA_QUOTA_BYTES,
    reserveBytes = env.DISK_RESERVE_BYTES,
  }: UploadOptions,
): Promise<UploadResult> {
  // What uploads cut off by a crash left where this one writes (docs/decisions/043).
  await store.removeLeftovers(`${ownerId}/`).catch((error: unknown) => console.error("Media leftovers:", error));
  // The room this file may take: the smallest of the file limit, what the quota leaves
  // and what the disks keep above the reserve; the bound that sets it names the refusal.
  const disks = [
    { folder: store.localFolder, bytes: 0 },
    { folder: databaseFolder(), bytes: 0 },
  ];
  const stillRoom = async (coming: number) => {
    const disk = await tightestDisk(disks);
    return !disk || disk.leftBytes - coming >= reserveBytes;
  };
  let limit: { bytes: number; bound: SizeBound };
  try {
    const disk = await tightestDisk(disks);
    const bounds: Array<{ bytes: number; bound: SizeBound }> = [
      { bytes: maxBytes, bound: "too_large" },
      { bytes: quotaBytes === null ? Infinity : quotaBytes - (await mediaUsage(ownerId)), bound: "quota" },
      { bytes: disk ? disk.leftBytes - reserveBytes : Infinity, bound: "disk_full" },
    ];
    const least = bounds.reduce((least, bound) => (bound.bytes < least.bytes ? bound : least));
    limit = { bytes: Math.max(0, least.bytes), bound: least.bound };
  } catch (error) {
    console.error("Media upload: usage or disk space unknown:", error);
    return { ok: false, reason: "store", status: 503 };
  }
  const refusal = (bound: SizeBound, fields?: FormData): UploadResult => {
    if (bound === "disk_full") console.warn("[media] Upload refused: the disk would fall under its reserve");
    return { ok: false, reason: bound, status: 413, ...(fields ? { fields } : {}) };
  };
  // Sure to be over (what else a post holds is under the overhead): refused unread.
  if (declared > limit.bytes + maxFieldBytes + MULTIPART_OVERHEAD_BYTES) return refusal(limit.bound);
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
      if (size <= limit.bytes) yield chunk;
      else if (size > limit.bytes + maxFieldBytes + MULTIPART_OVERHEAD_BYTES)
        throw new SizeRefusal(limit.bound, field, limit.bytes);
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
      byteLimit(limit, (count) => (size = count), stillRoom),
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
    if (error instanceof SizeRefusal) return refusal(error.bound);
    if (error instanceof MaxPartSizeExceededError) return { ok: false, reason: "too_large", status: 413 };
    if (!upload.storeFailed) return { ok: false, reason: "unreadable", status: 400 };
    console.error("Media upload failed:", error);
    return { ok: false, reason: "store", status: 503 };
  }
  if (upload.oversized) return refusal(limit.bound, fields);
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

export type FormImageUpload =
  | { ok: true; fields: FormData; url?: string; error?: "not_image" | "too_large" }
  | { ok: false; reason: MediaFailure; status: number };

/**
 * A staff form posted with one image beside its texts (a post's cover, a content entry's
 * image): the file goes to its owner's media, as the media page's uploads do, and `url` is
 * its address. A file that is not an image is removed again, one over the size limit never
 * stored: either is `error`, with the form's fields, so that what was typed comes back. No
 * file: the fields alone. A body that cannot be read is refused (`reason`).
 */
export async function uploadFormImage(
  request: Request,
  owner: { id: string; role: string },
  { field, maxFieldBytes }: { field: string; maxFieldBytes: number },
): Promise<FormImageUpload> {
  const upload = await uploadMedia(request, owner.id, { field, maxFieldBytes, quotaBytes: mediaQuotaOf(owner) });
  if (upload.ok) {
    if (!isImage(upload.file.mimetype)) {
      await removeMedia(owner, upload.file.id);
      return { ok: true, fields: upload.fields, error: "not_image" };
    }
    return { ok: true, fields: upload.fields, url: mediaFileUrl(upload.file.storageKey) };
  }
  if (upload.reason === "no_file" && upload.fields) return { ok: true, fields: upload.fields };
  if (upload.reason === "too_large" && upload.fields) return { ok: true, fields: upload.fields, error: "too_large" };
  return { ok: false, reason: upload.reason, status: upload.status };
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
