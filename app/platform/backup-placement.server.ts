import { env } from "~/env.server";

// Where the server's snapshots live, said in the log (docs/decisions/043). Apart from
// backup.server.ts so that the health route does not load the snapshot code.

const HOUR_MS = 3_600_000;

type PlacementSettings = Pick<typeof env, "NODE_ENV" | "BACKUP_STORE" | "BACKUP_DIR" | "BACKUP_INTERVAL_MINUTES">;

/**
 * Why the server's snapshots would not outlive the machine, or null: in production, a
 * folder store keeps them on the database's volume (or another disk of the machine),
 * where they take the room leads need and are lost with it (docs/decisions/043).
 */
export function backupPlacementProblem(settings: PlacementSettings = env) {
  if (settings.NODE_ENV !== "production" || settings.BACKUP_STORE !== "fs" || settings.BACKUP_INTERVAL_MINUTES === 0)
    return null;
  return (
    `snapshots are kept on this machine (folder ${settings.BACKUP_DIR}): they take the disk space ` +
    `of the database's volume and are lost with it. Set S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY ` +
    `(or BACKUP_STORE=s3) to keep them in a bucket`
  );
}

let placementLoggedAt = -Infinity;

/**
 * Warns of the snapshots' placement in the log: at start, and from the health check at
 * most once an hour (Fly checks every 15 s).
 */
export function logBackupPlacement({
  settings = env,
  now = Date.now(),
}: { settings?: PlacementSettings; now?: number } = {}) {
  const problem = backupPlacementProblem(settings);
  if (!problem || now - placementLoggedAt < HOUR_MS) return;
  placementLoggedAt = now;
  console.warn(`[backup] WARNING: ${problem}`);
}
