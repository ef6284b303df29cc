import type { PrismaClient } from "~/generated/prisma/client";

/** Whether the database answers a query. */
export async function isDatabaseReachable(client: PrismaClient): Promise<boolean> {
  try {
    await client.$queryRaw`SELECT 1`;
    return true;
  } catch (error) {
    console.error("Health check: database unreachable", error);
    return false;
  }
}
