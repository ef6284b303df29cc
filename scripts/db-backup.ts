// Database snapshots by hand (docs/decisions/022-backups-and-restore.md); the server also
// takes them on its own schedule (BACKUP_INTERVAL_MINUTES).
//
//   npm run db:backup                          takes a snapshot now, then applies the retention
//   npm run db:backups                         lists the snapshots, newest first
//   npm run db:restore -- <snapshot|latest>    restores one; stop the server first
//   node server-build/db-backup.js <backup | list | restore <snapshot|latest>>   (the container / Fly)
import "../server/env-file.js";
import { pathToFileURL } from "node:url";
import { env } from "~/env.server";
import {
  backUp,
  backupStoreFromEnv,
  formatAge,
  formatSize,
  listSnapshots,
  retentionFromEnv,
} from "~/platform/backup.server";
import { restoreSnapshot } from "~/platform/restore.server";
import { reapplyErasuresToDatabase, syncErasureJournal } from "~/privacy/erasure-journal.server";
import { databaseFile } from "../prisma/database-url.js";

const USAGE = "Usage: npm run db:backup | npm run db:backups | npm run db:restore -- <snapshot|latest>";

/** Runs the command named by the arguments; its report, or throws a message for the operator. */
export async function runBackupCommand(args: string[]) {
  const [command, snapshot, ...extra] = args;
  const { store, place } = backupStoreFromEnv();
  if (command === "backup" && !snapshot) {
    const intervalMs = env.BACKUP_INTERVAL_MINUTES * 60_000;
    const taken = await backUp({ store, databaseUrl: env.DATABASE_URL, retention: retentionFromEnv(), intervalMs });
    if (!taken) throw new Error("The backup failed (see above).");
    return `${taken.key} is in the ${place}.`;
  }
  if (command === "list" && !snapshot) {
    const snapshots = await listSnapshots(store);
    if (snapshots.length === 0) return `No snapshot in the ${place}.`;
    const now = Date.now();
    return [
      `Snapshots in the ${place}, newest first:`,
      ...snapshots.map(
        ({ key, size, takenAt }) => `  ${key}  ${formatSize(size)}  ${formatAge(now - takenAt.getTime())} old`,
      ),
    ].join("\n");
  }
  if (command === "restore" && snapshot && extra.length === 0) {
    const file = databaseFile(env.DATABASE_URL);
    const { restored, setAside } = await restoreSnapshot({ store, snapshot, databaseFile: file });
    // The erasures recorded since the snapshot was taken are applied to it again, those of
    // the journal beside the database and of its copy in the backup store (docs/decisions/040).
    await syncErasureJournal();
    const reapplied = await reapplyErasuresToDatabase();
    return [
      `${restored.key} (${formatAge(Date.now() - restored.takenAt.getTime())} old) restored to ${file}.`,
      setAside ? `The previous database is kept as ${setAside}.` : "There was no database before.",
      `Erasures recorded since the snapshot and applied again: ${reapplied.erasures}.`,
      "Start the server (it applies pending migrations first).",
    ].join("\n");
  }
  throw new Error(USAGE);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.info(await runBackupCommand(process.argv.slice(2)));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  }
}
