import { Prisma, type ProjectStatus } from "~/generated/prisma/client";
import { prisma } from "~/platform/db.server";

/** A project as staff write it; the deadline is a day's midnight UTC (app/clients/project-schemas.ts). */
export type ProjectData = { name: string; status: ProjectStatus; progress: number; deadline: Date | null };

const projectSelect = { id: true, name: true, status: true, progress: true, deadline: true } as const;

/** A client's projects, nearest deadline first (projects without one last). */
export function listProjects(ownerId: string) {
  return prisma.project.findMany({
    where: { ownerId },
    orderBy: [{ deadline: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }],
    select: projectSelect,
  });
}

// Every query below names the owner with the project: a project id of another client
// finds nothing and changes nothing.

export function findClientProject(ownerId: string, id: string) {
  return prisma.project.findFirst({ where: { id, ownerId }, select: projectSelect });
}

/**
 * A new project of the client. `createKey` is the new-project form's one-time key: the same
 * form sent again (a double click, even at the same moment) makes none; the first stands.
 */
export async function createProject(ownerId: string, project: ProjectData, createKey: string | null) {
  try {
    await prisma.project.create({ data: { ownerId, ...project, createKey }, select: { id: true } });
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") throw error;
  }
}

/** Whether the client's project was there to update. */
export async function updateClientProject(ownerId: string, id: string, project: ProjectData) {
  const { count } = await prisma.project.updateMany({ where: { id, ownerId }, data: project });
  return count === 1;
}

export async function deleteClientProject(ownerId: string, id: string) {
  await prisma.project.deleteMany({ where: { id, ownerId } });
}
