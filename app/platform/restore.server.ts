import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import { fileTime, listSnapshots, type BackupStore, type Snapshot } from "~/platform/backup.server";
import { checkDatabaseFile, claimDatabaseFile } from "~/platform/sqlite-file.server";

/** A restore that was refused; the current database is as it was. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

function isErrorCode(error: unknown, code: string) {
  return error instanceof Error && "code" in error && error.code === code;
}

/** Flushes a file or a folder (the names in it) to the disk. */
async function flushToDisk(file: string) {
  const handle = await fs.open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Gives the new file the owner of the file it replaces (or of its folder): on Fly,
 * `fly ssh console` runs the restore as root, and the server (user node) must be able
 * to write the database.
 */
async function takeOwnership(file: string, like: string) {
  if (process.getuid?.() !== 0) return;
  const owner = await fs.stat(like).catch(() => fs.stat(path.dirname(like)));
  await fs.chown(file, owner.uid, owner.gid);
}

/**
 * Puts a snapshot ("latest" or its name) in place of the database file, while the server
 * is stopped. The snapshot is fetched beside the database, decompressed and checked
 * (integrity, migrations) before anything else is touched: a corrupt one is refused and
 * the database stays as it was. So is any restore while another process has the
 * database open. The current file is kept as `<database>.before-restore-<time>` (with its
 * -wal, if any), then the snapshot takes its name in one rename (the file is complete on
 * disk first). Pending migrations are applied by the next start, as always.
 */
export async function restoreSnapshot({
  store,
  snapshot,
  databaseFile,
  now = new Date(),
}: {
  store: BackupStore;
  snapshot: string;
  databaseFile: string;
  now?: Date;
}): Promise<{ restored: Snapshot; setAside: string | null }> {
  const snapshots = await listSnapshots(store);
  const chosen = snapshot === "latest" ? snapshots[0] : snapshots.find(({ key }) => key === snapshot);
  if (!chosen) {
    throw new RestoreRefusedError(
      snapshot === "latest" ? "There is no snapshot to restore." : `There is no snapshot named ${snapshot}.`,
    );
  }
  const folder = path.dirname(databaseFile);
  await fs.mkdir(folder, { recursive: true });
  // In the database's folder, so that the last step is a rename on one file system.
  const incoming = path.join(folder, `.${path.basename(databaseFile)}.restore-${randomUUID()}`);
  try {
    const body = await store.read(chosen.key);
    if (!body) throw new RestoreRefusedError(`The snapshot ${chosen.key} has disappeared.`);
    // Created before the copy starts: a stream's own open can finish after a failed copy
    // is cleaned up, and leave the file behind.
    const incomingFile = await fs.open(incoming, "wx");
    try {
      await pipeline(body, createGunzip(), incomingFile.createWriteStream());
    } catch (error) {
      throw new RestoreRefusedError(`The snapshot ${chosen.key} does not decompress: ${(error as Error).message}.`);
    }
    await flushToDisk(incoming);
    const problem = await checkDatabaseFile(incoming);
    if (problem) throw new RestoreRefusedError(`The snapshot ${chosen.key} is not a sound database: ${problem}.`);

    if ((await claimDatabaseFile(databaseFile)) === "inUse") {
      throw new RestoreRefusedError(
        `${databaseFile} is open in another process: stop the server (and anything else using it) first.`,
      );
    }
    await takeOwnership(incoming, databaseFile);
    let setAside: string | null = `${databaseFile}.before-restore-${fileTime(now)}`;
    try {
      await fs.link(databaseFile, setAside);
    } catch (error) {
      if (!isErrorCode(error, "ENOENT")) throw error;
      setAside = null;
    }
    // A WAL left beside the database belongs to the old file (SQLite would apply it to the
    // new one): it goes with the file set aside. Its index (-shm) holds no data: removed.
    const ignoreMissing = (error: unknown) => {
      if (!isErrorCode(error, "ENOENT")) throw error;
    };
    const wal = `${databaseFile}-wal`;
    await (setAside ? fs.rename(wal, `${setAside}-wal`) : fs.rm(wal)).catch(ignoreMissing);
    await fs.rm(`${databaseFile}-shm`).catch(ignoreMissing);
    await fs.rename(incoming, databaseFile);
    await flushToDisk(folder);
    return { restored: chosen, setAside };
  } finally {
    await fs.rm(incoming, { force: true });
  }
}
