import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream";
import { createGzip } from "node:zlib";
import { env } from "~/env.server";
import {
  createFileObjectStore,
  createS3ObjectStore,
  s3SettingsFromEnv,
  type ObjectStore,
  type S3Settings,
} from "~/platform/object-store.server";
import { logBackupPlacement } from "~/platform/backup-placement.server";
import { machines } from "~/platform/machines.server";
import { diskSpace } from "~/platform/disk-space.server";
import { removeScratch, scratchPath, sweepScratch } from "~/platform/scratch.server";
import { checkDump, dumpDatabase, postgresDatabaseBytes } from "~/platform/postgres-dump.server";
import { checkDatabaseFile, vacuumInto } from "~/platform/sqlite-file.server";
import { onShutdown } from "~/utils/shutdown.server";
import { databaseFile, isPostgresUrl } from "../../prisma/database-url.js";

// Snapshots of the database (docs/decisions/022-backups-and-restore.md): taken online with
// VACUUM INTO, checked, gzip-compressed, kept in a folder or an S3 bucket of their own. On
// PostgreSQL, pg_dump's custom format, checked by pg_restore (docs/decisions/050).

/** The engine a snapshot is of: never restored into the other. */
export type SnapshotEngine = "sqlite" | "postgresql";

export const engineOf = (databaseUrl: string): SnapshotEngine => (isPostgresUrl(databaseUrl) ? "postgresql" : "sqlite");

const SNAPSHOT_EXTENSIONS: Record<SnapshotEngine, string> = { sqlite: ".db.gz", postgresql: ".pgdump" };

/**
 * `vitrine-<UTC time when the snapshot began, to the millisecond>.db.gz` (SQLite, gzip) or
 * `.pgdump` (PostgreSQL, pg_dump's custom format).
 */
export const SNAPSHOT_KEY_PATTERN = /^vitrine-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(\.db\.gz|\.pgdump)$/;

/** A time as it appears in file names: 2025-01-31T14-00-00-123Z. */
export function fileTime(time: Date) {
  return time.toISOString().replace(/[:.]/g, "-");
}

export function snapshotKey(takenAt: Date, engine: SnapshotEngine = "sqlite") {
  return `vitrine-${fileTime(takenAt)}${SNAPSHOT_EXTENSIONS[engine]}`;
}

/** The engine of the snapshot of that name (its extension), or null for a name that is not a snapshot's. */
export function snapshotEngine(key: string): SnapshotEngine | null {
  const extension = SNAPSHOT_KEY_PATTERN.exec(key)?.[6];
  if (!extension) return null;
  return extension === SNAPSHOT_EXTENSIONS.postgresql ? "postgresql" : "sqlite";
}

/** When the snapshot of that name was taken, or null for a name that is not a snapshot's. */
export function snapshotTime(key: string) {
  const [, day, hours, minutes, seconds, milliseconds] = SNAPSHOT_KEY_PATTERN.exec(key) ?? [];
  if (!day) return null;
  const time = new Date(`${day}T${hours}:${minutes}:${seconds}.${milliseconds}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

export type Snapshot = { key: string; takenAt: Date; size: number; engine: SnapshotEngine };

/** Where snapshots are kept: only keys that are snapshot names. */
export type BackupStore = ObjectStore;

export function createFileBackupStore(folder: string): BackupStore {
  return createFileObjectStore(folder, { pattern: SNAPSHOT_KEY_PATTERN });
}

export function createS3BackupStore(settings: S3Settings): BackupStore {
  return createS3ObjectStore(settings, { pattern: SNAPSHOT_KEY_PATTERN });
}

/** The environment's store: BACKUP_DIR, or the S3_BACKUP_BUCKET of the S3 server. */
export function backupStoreFromEnv() {
  return env.BACKUP_STORE === "s3"
    ? { store: createS3BackupStore(s3SettingsFromEnv(env.S3_BACKUP_BUCKET)), place: `bucket ${env.S3_BACKUP_BUCKET}` }
    : { store: createFileBackupStore(env.BACKUP_DIR), place: `folder ${env.BACKUP_DIR}` };
}

/** The store's snapshots (of one engine, when given), newest first; other objects are ignored (never deleted). */
export async function listSnapshots(store: BackupStore, engine?: SnapshotEngine): Promise<Snapshot[]> {
  const objects = await store.list("vitrine-");
  return objects
    .flatMap(({ key, size }) => {
      const takenAt = snapshotTime(key);
      const keyEngine = snapshotEngine(key);
      return takenAt && keyEngine && (!engine || engine === keyEngine)
        ? [{ key, takenAt, size, engine: keyEngine }]
        : [];
    })
    .sort((a, b) => b.takenAt.getTime() - a.takenAt.getTime());
}

/**
 * Takes a snapshot of the database now and stores it: VACUUM INTO a temporary file (a
 * consistent copy of what was committed when it began, while the server goes on writing),
 * checked (integrity, migrations) before it counts, then gzip-compressed into the store.
 * On PostgreSQL (docs/decisions/050): pg_dump into a temporary file, read whole by
 * pg_restore (and its migrations found) before it counts, then stored as it is (its rows
 * are compressed already). `databaseUrl`: a session of its own (DATABASE_DIRECT_URL).
 */
export async function takeSnapshot(store: BackupStore, databaseUrl: string): Promise<Snapshot> {
  const takenAt = new Date();
  const engine = engineOf(databaseUrl);
  // Named after this process: removed at shutdown, or by a later run if the process dies.
  const work = scratchPath(tmpdir(), WORK_PREFIX);
  await fs.mkdir(work);
  try {
    const key = snapshotKey(takenAt, engine);
    if (engine === "postgresql") {
      const dump = path.join(work, "snapshot.pgdump");
      await dumpDatabase(databaseUrl, dump);
      const problem = await checkDump(dump);
      if (problem) throw new Error(`The snapshot failed its check: ${problem}`);
      await store.put(key, createReadStream(dump), { contentType: "application/octet-stream" });
    } else {
      const copy = path.join(work, "snapshot.db");
      await vacuumInto(databaseFile(databaseUrl), copy);
      const problem = await checkDatabaseFile(copy);
      if (problem) throw new Error(`The snapshot failed its check: ${problem}`);
      // pipeline() ties both ends: a read error fails the store's write, which keeps nothing.
      await store.put(
        key,
        pipeline(createReadStream(copy), createGzip(), () => undefined),
        { contentType: "application/gzip" },
      );
    }
    return { key, takenAt, size: (await store.stat(key))?.size ?? 0, engine };
  } finally {
    await removeScratch(work);
  }
}

/** The temporary folder of a snapshot's uncompressed copy, in the OS's temporary folder. */
const WORK_PREFIX = "vitrine-backup-";

/** What VACUUM INTO copies at most: the database file and its WAL; what pg_dump writes at most: the database's size. */
async function databaseBytes(databaseUrl: string) {
  if (isPostgresUrl(databaseUrl)) return postgresDatabaseBytes(databaseUrl);
  const file = databaseFile(databaseUrl);
  const sizes = await Promise.all(
    [file, `${file}-wal`].map((name) =>
      fs.stat(name).then(
        ({ size }) => size,
        () => 0,
      ),
    ),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

/**
 * Why a snapshot now would eat into the room kept for leads and the database, or null:
 * its copy takes about the database's size in the temporary folder, and its compressed
 * file at most as much where the store writes (the folder, or S3's spool); each disk
 * written to, and the database's, must keep `reserveBytes` free (docs/decisions/043).
 */
export async function backupSpaceShortfall(store: BackupStore, databaseUrl: string, reserveBytes: number) {
  const size = await databaseBytes(databaseUrl);
  const disks = await diskSpace([
    { folder: tmpdir(), bytes: size },
    { folder: store.localFolder, bytes: size },
    // A PostgreSQL database's disk is its server's, not this machine's.
    ...(isPostgresUrl(databaseUrl)
      ? []
      : [{ folder: path.dirname(path.resolve(databaseFile(databaseUrl))), bytes: 0 }]),
  ]);
  const short = disks.find((disk) => disk.leftBytes < reserveBytes);
  if (!short) return null;
  return (
    `a snapshot of the ${formatSize(size)} database (its copy, then its compressed file) would leave ` +
    `${formatSize(Math.max(0, short.leftBytes))} free on the disk of ${short.folder} (${formatSize(short.freeBytes)} now), ` +
    `under the ${formatSize(reserveBytes)} kept for leads and the database (DISK_RESERVE_BYTES)`
  );
}

/** Removes what runs cut off by the end of their process left: copies, spooled or half-stored files. */
async function removeLeftovers(store: BackupStore) {
  const removed = [...(await sweepScratch(tmpdir(), WORK_PREFIX)), ...(await store.removeLeftovers(""))];
  if (removed.length > 0) console.info(`[backup] Removed what a cut-off run left: ${removed.join(", ")}`);
}

/** How long snapshots are kept: all of them `keepHours`, the newest of each UTC day `keepDays`. */
export type Retention = { keepHours: number; keepDays: number };

const HOUR_MS = 3_600_000;

/**
 * The snapshots the retention no longer keeps. Kept: every snapshot younger than
 * `keepHours`, the newest of each day (UTC) younger than `keepDays`, and the newest
 * snapshot whatever its age (a stopped schedule never empties the store). Each engine's
 * snapshots are a series of their own: a store that held SQLite snapshots before the move
 * to PostgreSQL keeps SQLite's newest (docs/decisions/050).
 */
export function expiredSnapshots(snapshots: Snapshot[], now: Date, retention: Retention): Snapshot[] {
  const engines = new Set(snapshots.map(({ engine }) => engine));
  if (engines.size > 1) {
    const expired = new Set(
      [...engines].flatMap((engine) =>
        expiredSnapshots(
          snapshots.filter((snapshot) => snapshot.engine === engine),
          now,
          retention,
        ),
      ),
    );
    return snapshots.filter((snapshot) => expired.has(snapshot));
  }
  const { keepHours, keepDays } = retention;
  const dayOf = (snapshot: Snapshot) => snapshot.takenAt.toISOString().slice(0, 10);
  const newestOfDay = new Map<string, Snapshot>();
  let newest: Snapshot | undefined;
  for (const snapshot of snapshots) {
    const kept = newestOfDay.get(dayOf(snapshot));
    if (!kept || snapshot.takenAt > kept.takenAt) newestOfDay.set(dayOf(snapshot), snapshot);
    if (!newest || snapshot.takenAt > newest.takenAt) newest = snapshot;
  }
  return snapshots.filter((snapshot) => {
    const age = now.getTime() - snapshot.takenAt.getTime();
    const keptHourly = age < keepHours * HOUR_MS;
    const keptDaily = newestOfDay.get(dayOf(snapshot)) === snapshot && age < keepDays * 24 * HOUR_MS;
    return snapshot !== newest && !keptHourly && !keptDaily;
  });
}

/** Deletes the snapshots the retention no longer keeps; returns their keys. */
export async function applyRetention(store: BackupStore, retention: Retention, now = new Date()) {
  const expired = expiredSnapshots(await listSnapshots(store), now, retention);
  for (const { key } of expired) await store.delete(key);
  return expired.map(({ key }) => key);
}

/** 850 KB, 12.3 MB. */
export function formatSize(bytes: number) {
  return bytes < 1e6 ? `${Math.ceil(bytes / 1e3)} KB` : `${(bytes / 1e6).toFixed(1)} MB`;
}

/** 42 s, 17 min, 5 h 3 min, 1 h, 3 d 4 h. */
export function formatAge(ms: number) {
  const both = (big: number, bigUnit: string, small: number, smallUnit: string) =>
    small ? `${big} ${bigUnit} ${small} ${smallUnit}` : `${big} ${bigUnit}`;
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return `${Math.max(0, Math.round(ms / 1000))} s`;
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return both(hours, "h", minutes % 60, "min");
  return both(Math.floor(hours / 24), "d", hours % 24, "h");
}

/**
 * Logs the last good backup's age (every stored snapshot was checked before it was
 * stored), with a warning when there is none or it is older than twice the schedule.
 */
export function reportBackupAge(newest: Snapshot | undefined, intervalMs: number, now = new Date()) {
  if (!newest) {
    console.warn("[backup] There is no good backup yet");
    return;
  }
  const age = now.getTime() - newest.takenAt.getTime();
  const line = `[backup] The last good backup is ${formatAge(age)} old (${newest.key})`;
  if (intervalMs > 0 && age > 2 * intervalMs) {
    console.warn(`${line}: more than twice the schedule (${formatAge(intervalMs)})`);
  } else {
    console.info(line);
  }
}

export type BackupSettings = {
  store: BackupStore;
  databaseUrl: string;
  retention: Retention;
  /** The schedule, for the age warning; 0 when there is none. */
  intervalMs: number;
  /** Free space a run must leave on each disk it writes to (DISK_RESERVE_BYTES by default). */
  reserveBytes?: number;
};

/**
 * One backup: a snapshot, then the retention, then the last good backup's age in the
 * log. Skipped with a warning when it would leave less than the reserve free. Never
 * throws (a failure is logged, and shows in the age); the snapshot or null.
 */
export async function backUp({
  store,
  databaseUrl,
  retention,
  intervalMs,
  reserveBytes = env.DISK_RESERVE_BYTES,
}: BackupSettings) {
  let taken: Snapshot | null = null;
  try {
    await removeLeftovers(store);
    const shortfall = await backupSpaceShortfall(store, databaseUrl, reserveBytes);
    if (shortfall) {
      console.warn(`[backup] Skipped: ${shortfall}`);
    } else {
      const started = Date.now();
      taken = await takeSnapshot(store, databaseUrl);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.info(`[backup] ${taken.key} stored (${formatSize(taken.size)}, ${seconds} s)`);
      const deleted = await applyRetention(store, retention);
      if (deleted.length > 0) console.info(`[backup] Expired snapshots deleted: ${deleted.join(", ")}`);
    }
  } catch (error) {
    console.error("[backup] The backup failed:", error);
  }
  try {
    reportBackupAge((await listSnapshots(store, engineOf(databaseUrl)))[0], intervalMs);
  } catch (error) {
    console.error("[backup] The snapshots could not be listed:", error);
  }
  return taken;
}

/**
 * Backs up every `intervalMs` inside the server. Each run first looks at the newest
 * snapshot: younger than the interval (taken before a restart, or by `npm run db:backup`),
 * it only logs its age and waits for it to come of age; else it backs up. The first run
 * comes `firstRunMs` after the start, so that a machine started by a request serves first.
 * Timers are unref'd; `stop()` ends the schedule (a backup under way finishes or dies with
 * the process: it leaves no partial snapshot).
 */
export function startBackupSchedule(settings: BackupSettings, { firstRunMs = 30_000 } = {}) {
  const { store, intervalMs, databaseUrl } = settings;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runIn = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void run()
        .catch((error: unknown) => {
          console.error("[backup] The scheduled run failed:", error);
          return intervalMs;
        })
        .then(runIn);
    }, delay);
    timer.unref();
  };

  /**
   * One run; resolves with the delay until the next. With several machines
   * (docs/decisions/049) one runs at a time, and the next sees the snapshot just taken:
   * one snapshot per interval whatever their number.
   */
  const run = async () => (await machines.alone("backup", due)) ?? intervalMs;
  const due = async () => {
    const newest = await listSnapshots(store, engineOf(databaseUrl)).then(
      (snapshots) => snapshots[0],
      (error: unknown) => {
        console.error("[backup] The snapshots could not be listed:", error);
        return undefined;
      },
    );
    const age = newest ? Date.now() - newest.takenAt.getTime() : Infinity;
    if (age < intervalMs) {
      reportBackupAge(newest, intervalMs);
      return intervalMs - age;
    }
    await backUp(settings);
    return intervalMs;
  };

  runIn(firstRunMs);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/**
 * Starts the schedule the environment asks for (BACKUP_*), stopped with the server's
 * shutdown tasks; none when BACKUP_INTERVAL_MINUTES is 0.
 */
export function startBackupsFromEnv() {
  if (env.BACKUP_INTERVAL_MINUTES === 0) {
    console.info("[backup] No scheduled backups (BACKUP_INTERVAL_MINUTES=0)");
    return;
  }
  const { store, place } = backupStoreFromEnv();
  console.info(
    `[backup] A snapshot every ${env.BACKUP_INTERVAL_MINUTES} min to the ${place}; all kept ` +
      `${env.BACKUP_KEEP_HOURS} h, the newest of each day ${env.BACKUP_KEEP_DAYS} days`,
  );
  logBackupPlacement();
  const schedule = startBackupSchedule({
    store,
    // pg_dump needs a session of its own, past a pooler (docs/decisions/048); the file with SQLite.
    databaseUrl: env.DATABASE_DIRECT_URL,
    retention: retentionFromEnv(),
    intervalMs: env.BACKUP_INTERVAL_MINUTES * 60_000,
  });
  // No new run once the server stops; one under way is not waited for (it may take longer
  // than the shutdown's limit, and leaves nothing behind if cut off).
  onShutdown(async () => schedule.stop());
}

export function retentionFromEnv(): Retention {
  return { keepHours: env.BACKUP_KEEP_HOURS, keepDays: env.BACKUP_KEEP_DAYS };
}
