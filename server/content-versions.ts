import { createHash } from "node:crypto";
import { readFileSync, type Stats } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Response } from "express";

// Static files outside Vite's fingerprinted assets (the images in public/) keep their
// names: a page links them as `/images/x.avif?v=<version>`, the version being a hash of
// the file's bytes, and the server caches such a URL for a year while the version is the
// file's current one. The same file without a version (old links, the blog posts' HTML)
// keeps the short cache.

/** The response header of a URL whose version is the file's current one. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** A file's version: the start of the SHA-256 of its bytes (base64url, 60 bits). */
export function contentVersion(bytes: Uint8Array) {
  return createHash("sha256").update(bytes).digest("base64url").slice(0, 10);
}

/** `{ "/images/home/hero.avif": version }` for the files under `folder` whose names end in one of `extensions`. */
export async function contentVersionsOf(folder: string, urlPrefix: string, extensions: string[]) {
  const files = (await readdir(folder, { recursive: true }))
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .sort();
  const versions: Record<string, string> = {};
  for (const file of files) {
    versions[`${urlPrefix}/${file.split(path.sep).join("/")}`] = contentVersion(
      await readFile(path.join(folder, file)),
    );
  }
  return versions;
}

/**
 * express.static's `setHeaders`: a year-long immutable cache for a request whose `?v=` is
 * the file's current version; any other keeps the static handler's own cache. A file's
 * version is computed once per size and modification time.
 */
export function immutableWhenVersionIsCurrent() {
  const known = new Map<string, { size: number; mtimeMs: number; version: string }>();
  return (response: Response, file: string, stat: Stats) => {
    const requested = response.req.query.v;
    if (typeof requested !== "string") return;
    let entry = known.get(file);
    if (!entry || entry.size !== stat.size || entry.mtimeMs !== stat.mtimeMs) {
      entry = { size: stat.size, mtimeMs: stat.mtimeMs, version: contentVersion(readFileSync(file)) };
      known.set(file, entry);
    }
    if (requested === entry.version) response.setHeader("Cache-Control", IMMUTABLE_CACHE_CONTROL);
  };
}
