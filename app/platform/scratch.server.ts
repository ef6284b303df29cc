import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { onShutdown } from "~/utils/shutdown.server";

// Temporary files and folders (uploads on their way, backup copies, S3 spools), each named
// after the process that made it: `<prefix><pid>-<uuid>`. What a process cut off (killed,
// or stopped during a backup) left behind is then found by a later run and removed, never
// what a live process is still writing (docs/decisions/043).

const inUse = new Set<string>();
let removedAtShutdown = false;

/** A new path in `folder` for a temporary file or folder of this process, in use until removed. */
export function scratchPath(folder: string, prefix: string) {
  const file = path.join(folder, `${prefix}${process.pid}-${randomUUID()}`);
  inUse.add(file);
  if (!removedAtShutdown) {
    removedAtShutdown = true;
    // A backup under way is not waited for at shutdown: its copy goes with the process.
    onShutdown(removeAllScratch);
  }
  return file;
}

/** Removes the temporary file or folder (never an error when it is gone). */
export async function removeScratch(file: string) {
  await fs.rm(file, { recursive: true, force: true });
  inUse.delete(file);
}

/** Removes every temporary file and folder this process has in use (at shutdown). */
export async function removeAllScratch() {
  await Promise.allSettled([...inUse].map(removeScratch));
}

/** Whether a process of that id runs (one of another user counts). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes from `folder` the temporary entries of `prefix` no live process uses: their
 * process is gone, or is this one (a container's server gets the same id at each start)
 * and not using them. Returns their names.
 */
export async function sweepScratch(folder: string, prefix: string) {
  let names: string[];
  try {
    names = await fs.readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR")
      return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    if (!pid) continue;
    const file = path.join(folder, name);
    const left = pid === process.pid ? !inUse.has(file) : !isRunning(pid);
    if (!left) continue;
    await fs.rm(file, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
