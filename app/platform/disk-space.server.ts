import fs from "node:fs/promises";
import path from "node:path";
import { env } from "~/env.server";
import { databaseFile } from "../../prisma/database-url.js";

// The disk reserve (docs/decisions/043): free space kept for leads and the database, which
// uploads and backups may not use.

/** A write about to happen: `bytes` into `folder` (which may not exist yet). */
export type DiskNeed = { folder: string; bytes: number };

/** One disk, named by the first folder asked about on it: free now, and left after the writes. */
export type DiskSpace = { folder: string; freeBytes: number; leftBytes: number };

/** The folder itself, or its nearest parent that exists (a store's folder is made at first use). */
async function existingFolder(folder: string) {
  let current = path.resolve(folder);
  for (;;) {
    try {
      await fs.stat(current);
      return current;
    } catch (error) {
      const parent = path.dirname(current);
      if (parent === current) throw error;
      current = parent;
    }
  }
}

/**
 * Each disk the folders are on (folders on one disk counted together), with the bytes an
 * unprivileged process may still write there (statfs `bavail`) before and after the needs.
 */
export async function diskSpace(needs: DiskNeed[]): Promise<DiskSpace[]> {
  const disks = new Map<number, DiskSpace>();
  for (const { folder, bytes } of needs) {
    const existing = await existingFolder(folder);
    const { dev } = await fs.stat(existing);
    let disk = disks.get(dev);
    if (!disk) {
      const { bavail, bsize } = await fs.statfs(existing);
      disk = { folder, freeBytes: bavail * bsize, leftBytes: bavail * bsize };
      disks.set(dev, disk);
    }
    disk.leftBytes -= bytes;
  }
  return [...disks.values()];
}

/** The disk that would have the least left, or null for no folder. */
export async function tightestDisk(needs: DiskNeed[]) {
  const disks = await diskSpace(needs);
  return disks.reduce<DiskSpace | null>(
    (least, disk) => (!least || disk.leftBytes < least.leftBytes ? disk : least),
    null,
  );
}

/** The database's folder: its volume keeps the reserve whatever else is written where. */
export function databaseFolder(databaseUrl = env.DATABASE_URL) {
  return path.dirname(path.resolve(databaseFile(databaseUrl)));
}
