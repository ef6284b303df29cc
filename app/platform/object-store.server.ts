import { createReadStream, createWriteStream } from "node:fs";
import http from "node:http";
import https from "node:https";
import { tmpdir } from "node:os";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Client } from "minio";
import { env } from "~/env.server";
import { removeScratch, scratchPath, sweepScratch } from "~/platform/scratch.server";

/** A write to a key that already holds an object: writes never overwrite. */
export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`An object already exists at ${key}`);
    this.name = "ObjectExistsError";
  }
}

export type ObjectInfo = { key: string; size: number };

/**
 * Where files live: media (media-store.server.ts) and database snapshots (backup.server.ts),
 * each in a folder or an S3 bucket of its own. `put` creates exclusively and either stores
 * the whole stream or nothing (a failed or cut-off stream leaves no object).
 */
export interface ObjectStore {
  put(key: string, body: Readable, options: { contentType: string }): Promise<void>;
  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Readable | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<ObjectInfo[]>;
  /**
   * The local folder a put's bytes are written to: the store's own (folder), or the
   * temporary folder where S3 puts are spooled. Its disk keeps the reserve (docs/decisions/043).
   */
  readonly localFolder: string;
  /**
   * Removes the temporary files a process cut off left where the objects under `prefix`
   * are written (the folder's, or S3's spool); returns their names.
   */
  removeLeftovers(prefix: string): Promise<string[]>;
}

/**
 * What a store's keys look like: any other key (.., absolute paths) is refused before it
 * reaches the folder or the bucket.
 */
export type KeyRule = { pattern: RegExp };

function keyChecker({ pattern }: KeyRule) {
  return (key: string) => {
    if (!pattern.test(key)) throw new Error(`Invalid object key: ${key}`);
  };
}

function isErrorCode(error: unknown, ...codes: string[]) {
  return typeof error === "object" && error !== null && codes.includes(String((error as { code?: unknown }).code));
}

/** A file being written to a folder store, before it takes its key's name. */
const TEMPORARY_PREFIX = ".upload-";
/** A body spooled before its PUT to S3. */
const S3_SPOOL_PREFIX = "vitrine-s3-";

/**
 * Files under one folder. A write goes to a temporary file in the same folder, then is
 * hard-linked to its key: link() fails if the key exists, so of racing writes exactly one
 * wins, and a reader never sees a half-written file. Content types are kept by the caller
 * (database row).
 */
export function createFileObjectStore(root: string, keys: KeyRule): ObjectStore {
  const checkKey = keyChecker(keys);
  const fileOf = (key: string) => {
    checkKey(key);
    return path.join(root, key);
  };
  return {
    localFolder: root,
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = scratchPath(path.dirname(file), TEMPORARY_PREFIX);
      try {
        await pipeline(body, createWriteStream(temporary, { flags: "wx" }));
        await fs.link(temporary, file);
      } catch (error) {
        if (isErrorCode(error, "EEXIST")) throw new ObjectExistsError(key);
        throw error;
      } finally {
        await removeScratch(temporary);
      }
    },
    async removeLeftovers(prefix) {
      return sweepScratch(path.join(root, prefix.slice(0, prefix.lastIndexOf("/") + 1)), TEMPORARY_PREFIX);
    },
    async stat(key) {
      try {
        const stats = await fs.stat(fileOf(key));
        return { key, size: stats.size };
      } catch (error) {
        if (isErrorCode(error, "ENOENT")) return null;
        throw error;
      }
    },
    async read(key) {
      const file = fileOf(key);
      try {
        const handle = await fs.open(file, "r");
        return handle.createReadStream();
      } catch (error) {
        if (isErrorCode(error, "ENOENT")) return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true }).catch((error: unknown) => {
        // The owner's folder is not a folder: there is no object either.
        if (!isErrorCode(error, "ENOTDIR")) throw error;
      });
    },
    async list(prefix) {
      const slash = prefix.lastIndexOf("/");
      const folder = prefix.slice(0, slash + 1);
      const start = prefix.slice(slash + 1);
      let names: string[];
      try {
        names = await fs.readdir(path.join(root, folder));
      } catch (error) {
        if (isErrorCode(error, "ENOENT")) return [];
        throw error;
      }
      const keys = names.filter((name) => name.startsWith(start) && !name.startsWith(TEMPORARY_PREFIX));
      const found = await Promise.all(keys.map((name) => this.stat(`${folder}${name}`).catch(() => null)));
      return found.filter((info): info is ObjectInfo => info !== null);
    },
  };
}

/** PUTs a file to a presigned URL; resolves with the HTTP status. */
async function putFile(url: URL, file: string, headers: Record<string, string>) {
  const request = (url.protocol === "https:" ? https : http).request(url, { method: "PUT", headers });
  const answered = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
  await pipeline(createReadStream(file), request);
  return answered;
}

export type S3Settings = {
  endPoint: string;
  port?: number;
  useSSL: boolean;
  region: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  pathStyle: boolean;
};

/**
 * An S3 bucket through the minio client. `If-None-Match: *` makes the server refuse a put
 * to an existing key (412), atomically. The bucket is created at first use if missing,
 * private (S3's default: no policy is ever set). `cacheSeconds`: the Cache-Control max-age
 * stored with each object.
 */
export function createS3ObjectStore(
  settings: S3Settings,
  { cacheSeconds, ...keys }: KeyRule & { cacheSeconds?: number },
): ObjectStore {
  const checkKey = keyChecker(keys);
  const { bucket, ...clientSettings } = settings;
  // The minio client is loaded with the first request to the store, not at start: it costs
  // the server about 36 MB of memory, and the file store never needs it.
  let bucketReady: Promise<Client> | null = null;
  /** The client, once the bucket exists. */
  const ensureBucket = () => {
    bucketReady ??= (async () => {
      const { Client } = await import("minio");
      const client = new Client(clientSettings);
      if (!(await client.bucketExists(bucket))) {
        await client.makeBucket(bucket, settings.region).catch((error: unknown) => {
          if (!isErrorCode(error, "BucketAlreadyOwnedByYou", "BucketAlreadyExists")) throw error;
        });
      }
      return client;
    })().catch((error: unknown) => {
      bucketReady = null;
      throw error;
    });
    return bucketReady;
  };
  const isMissing = (error: unknown) => isErrorCode(error, "NoSuchKey", "NotFound");

  return {
    localFolder: tmpdir(),
    async put(key, body, { contentType }) {
      checkKey(key);
      const client = await ensureBucket();
      // minio's putObject sends a stream of unknown length as a multipart upload, which
      // buffers parts in memory and ignores If-None-Match. So the body is spooled to a
      // temporary file (its length is then known) and sent as one presigned PUT.
      const spool = scratchPath(tmpdir(), S3_SPOOL_PREFIX);
      await fs.mkdir(spool);
      const file = path.join(spool, "body");
      try {
        await pipeline(body, createWriteStream(file));
        const { size } = await fs.stat(file);
        const url = new URL(await client.presignedPutObject(bucket, key, 600));
        const status = await putFile(url, file, {
          "Content-Type": contentType,
          "Content-Length": String(size),
          ...(cacheSeconds === undefined ? {} : { "Cache-Control": `max-age=${cacheSeconds}` }),
          "If-None-Match": "*",
        });
        // 412: the key exists; 409: another conditional write to it is in progress.
        if (status === 412 || status === 409) throw new ObjectExistsError(key);
        if (status !== 200) throw new Error(`S3 refused the upload of ${key}: HTTP ${status}`);
      } finally {
        await removeScratch(spool);
      }
    },
    async removeLeftovers() {
      return sweepScratch(tmpdir(), S3_SPOOL_PREFIX);
    },
    async stat(key) {
      checkKey(key);
      const client = await ensureBucket();
      try {
        const stats = await client.statObject(bucket, key);
        return { key, size: stats.size };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key) {
      checkKey(key);
      const client = await ensureBucket();
      try {
        return await client.getObject(bucket, key);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      checkKey(key);
      const client = await ensureBucket();
      await client.removeObject(bucket, key);
    },
    async list(prefix) {
      const client = await ensureBucket();
      const found: ObjectInfo[] = [];
      for await (const item of client.listObjectsV2(bucket, prefix, true)) {
        const entry = item as { name?: string; size?: number };
        if (entry.name) found.push({ key: entry.name, size: entry.size ?? 0 });
      }
      return found;
    },
  };
}

/** The S3 server of the environment (S3_*), for one of its buckets. */
export function s3SettingsFromEnv(bucket: string): S3Settings {
  return {
    endPoint: env.S3_ENDPOINT ?? "",
    port: env.S3_PORT,
    useSSL: env.S3_USE_SSL,
    region: env.S3_REGION,
    bucket,
    accessKey: env.S3_ACCESS_KEY ?? "",
    secretKey: env.S3_SECRET_KEY ?? "",
    pathStyle: env.S3_PATH_STYLE,
  };
}
