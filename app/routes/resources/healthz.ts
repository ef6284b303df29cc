import { isDatabaseReachable } from "~/models/health.server";
import { prisma } from "~/utils/db.server";

/** Health route for the container and Fly.io checks: 200 when the database answers, else 503. */
export async function loader() {
  const database = await isDatabaseReachable(prisma);
  return Response.json(
    { status: database ? "ok" : "error", database: database ? "ok" : "unreachable" },
    { status: database ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
