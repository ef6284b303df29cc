import { randomUUID } from "node:crypto";
import { remember } from "@epic-web/remember";
import { env } from "~/env.server";
import {
  createFileObjectStore,
  createS3ObjectStore,
  s3SettingsFromEnv,
  type ObjectStore,
  type S3Settings,
} from "~/platform/object-store.server";

/** Browsers and proxies may keep a media file this long: an hour. */
export const MEDIA_CACHE_SECONDS = 3600;

/** Where media files live. Keys are `<owner>/<uuid>.<ext>`. */
export type MediaStore = ObjectStore;

/** Keys are made here only: an owner id, a random UUID, the original extension if sane. */
export function newMediaKey(ownerId: string, originalName: string) {
  const extension = /\.([a-z0-9]{1,10})$/i.exec(originalName)?.[1]?.toLowerCase();
  return `${ownerId}/${randomUUID()}${extension ? `.${extension}` : ""}`;
}

/** What a media key looks like; the stores refuse any other key. */
export const MEDIA_KEY_PATTERN = /^[A-Za-z0-9_-]{1,64}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/;

export function createFileMediaStore(root: string): MediaStore {
  return createFileObjectStore(root, { pattern: MEDIA_KEY_PATTERN });
}

export function createS3MediaStore(settings: S3Settings): MediaStore {
  return createS3ObjectStore(settings, { pattern: MEDIA_KEY_PATTERN, cacheSeconds: MEDIA_CACHE_SECONDS });
}

/** The app's store, chosen once from the environment. */
export const mediaStore: MediaStore = remember("media-store", () =>
  env.MEDIA_STORE === "s3" ? createS3MediaStore(s3SettingsFromEnv(env.S3_BUCKET)) : createFileMediaStore(env.MEDIA_DIR),
);
