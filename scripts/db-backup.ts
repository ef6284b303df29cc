// Database snapshots by hand (docs/decisions/022-backups-and-restore.md; PostgreSQL: 050); the server also
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
import { restorePostgresSnapshot, restoreSnapshot } from "~/platform/restore.server";
import { reapplyErasuresToDatabase, syncErasureJournal } from "~/privacy/erasure-journal.server";
import { databaseFile, isPostgresUrl } from "../prisma/database-url.js";

const USAGE = "Usage: npm run db:backup | npm run db:backups | npm run db:restore -- <snapshot|latest>";

/** Runs the command named by the arguments; its report, or throws a message for the operator. */
export async function runBackupCommand(args: string[]) {
  const [command, snapshot, ...extra] = args;
  const { store, place } = backupStoreFromEnv();
  if (command === "backup" && !snapshot) {
    const intervalMs = env.BACKUP_INTERVAL_MINUTES * 60_000;
    // pg_dump needs a session of its own, past a pooler (docs/decisions/050).
    const databaseUrl = env.DATABASE_DIRECT_URL;
    const taken = await backUp({ store, databaseUrl, retention: retentionFromEnv(), intervalMs });
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
    const postgres = isPostgresUrl(env.DATABASE_URL);
    const target = postgres ? "the database" : databaseFile(env.DATABASE_URL);
    const { restored, setAside } = postgres
      ? await restorePostgresSnapshot({ store, snapshot, databaseUrl: env.DATABASE_DIRECT_URL })
      : await restoreSnapshot({ store, snapshot, databaseFile: target });
    // The erasures recorded since the snapshot was taken are applied to it again, those of
    // the journal beside the database and of its copy in the backup store (docs/decisions/040).
    await syncErasureJournal();
    const reapplied = await reapplyErasuresToDatabase();
    return [
      `${restored.key} (${formatAge(Date.now() - restored.takenAt.getTime())} old) restored to ${target}.`,
      postgres
        ? `The previous data is kept as the schema "${setAside}" (DROP SCHEMA "${setAside}" CASCADE once no longer needed).`
        : setAside
          ? `The previous database is kept as ${setAside}.`
          : "There was no database before.",
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
