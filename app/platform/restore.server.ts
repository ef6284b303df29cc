import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import {
  fileTime,
  listSnapshots,
  snapshotEngine,
  type BackupStore,
  type Snapshot,
  type SnapshotEngine,
} from "~/platform/backup.server";
import { checkDump, otherSessions, restoreDump } from "~/platform/postgres-dump.server";
import { removeScratch, scratchPath } from "~/platform/scratch.server";
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

const ENGINE_NAMES: Record<SnapshotEngine, string> = { sqlite: "SQLite", postgresql: "PostgreSQL" };

/** The snapshot to restore ("latest" or its name) among the engine's; a refusal names what is wrong. */
async function chooseSnapshot(store: BackupStore, snapshot: string, engine: SnapshotEngine) {
  const snapshots = await listSnapshots(store, engine);
  const chosen = snapshot === "latest" ? snapshots[0] : snapshots.find(({ key }) => key === snapshot);
  if (chosen) return chosen;
  const other = snapshotEngine(snapshot);
  if (snapshot !== "latest" && other && other !== engine) {
    throw new RestoreRefusedError(
      `${snapshot} is a snapshot of a ${ENGINE_NAMES[other]} database; DATABASE_URL is a ${ENGINE_NAMES[engine]} one.`,
    );
  }
  throw new RestoreRefusedError(
    snapshot === "latest"
      ? `There is no snapshot of a ${ENGINE_NAMES[engine]} database to restore.`
      : `There is no snapshot named ${snapshot}.`,
  );
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
  const chosen = await chooseSnapshot(store, snapshot, "sqlite");
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

/**
 * Puts a PostgreSQL snapshot ("latest" or its name) in place of the database of
 * `databaseUrl` (a session of its own: DATABASE_DIRECT_URL), while every server is stopped
 * (docs/decisions/050). The dump is fetched into the temporary folder and read whole
 * (pg_restore) before anything is touched: a corrupt one is refused and the database stays
 * as it was. So is any restore while another session is connected to the database. The
 * current data is kept as the schema `before-restore-<time>` (`DROP SCHEMA ... CASCADE`
 * once no longer needed); the snapshot's is restored in one transaction as `public`.
 * Pending migrations are applied by the next start, as always.
 */
export async function restorePostgresSnapshot({
  store,
  snapshot,
  databaseUrl,
  now = new Date(),
}: {
  store: BackupStore;
  snapshot: string;
  databaseUrl: string;
  now?: Date;
}): Promise<{ restored: Snapshot; setAside: string }> {
  const chosen = await chooseSnapshot(store, snapshot, "postgresql");
  const work = scratchPath(tmpdir(), "vitrine-restore-");
  await fs.mkdir(work);
  try {
    const file = path.join(work, "snapshot.pgdump");
    const body = await store.read(chosen.key);
    if (!body) throw new RestoreRefusedError(`The snapshot ${chosen.key} has disappeared.`);
    await pipeline(body, (await fs.open(file, "wx")).createWriteStream());
    const problem = await checkDump(file);
    if (problem) throw new RestoreRefusedError(`The snapshot ${chosen.key} is not a sound dump: ${problem}.`);
    const others = await otherSessions(databaseUrl);
    if (others.length > 0) {
      throw new RestoreRefusedError(
        `Other sessions are connected to the database: ${others.join("; ")}. Stop every server first ` +
          `(and anything else using the database); a pooler's idle connections close on their own ` +
          `(PgBouncer's server_idle_timeout, 10 min by default). Then run the restore again.`,
      );
    }
    const setAside = `before-restore-${fileTime(now)}`;
    await restoreDump({ databaseUrl, file, setAside });
    return { restored: chosen, setAside };
  } finally {
    await removeScratch(work);
  }
}
