import { env } from "~/env.server";
import { logSpoolSize } from "~/leads/lead-spool.server";
import { logBackupPlacement } from "~/platform/backup-placement.server";
import { checkDatabase } from "~/platform/health.server";
import { prisma } from "~/platform/db.server";

/**
 * Health route for the container and Fly.io checks: 200 when the database answers and
 * accepts writes, else 503 (the JSON says which: "unreachable" or "notWritable").
 * Leads waiting in the spool are logged.
 */
export async function loader() {
  const database = await checkDatabase(prisma, env.DATABASE_URL);
  // For the log only: the public answer says nothing of the leads.
  await logSpoolSize();
  // Snapshots on the machine in production: a warning, at most hourly (docs/decisions/043).
  logBackupPlacement();
  return Response.json(
    { status: database === "ok" ? "ok" : "error", database },
    { status: database === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
