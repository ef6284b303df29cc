import { prisma } from "~/models/db.server";

/** A client's projects for the dashboard, nearest deadline first (projects without one last). */
export function listProjects(ownerId: string) {
  return prisma.project.findMany({
    where: { ownerId },
    orderBy: [{ deadline: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }],
    select: { id: true, name: true, status: true, progress: true, deadline: true },
  });
}
