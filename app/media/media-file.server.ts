import { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/platform/db.server";

/** How many files the media page lists: the 100 newest. */
export const MEDIA_LIST_LIMIT = 100;

type Viewer = { id: string; role: string };

/** The files a user may see: their own; staff see everyone's, with the owner. */
export function listMediaFiles(viewer: Viewer) {
  return prisma.mediaFile.findMany({
    where: viewer.role === "staff" ? {} : { ownerId: viewer.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: MEDIA_LIST_LIMIT,
    select: {
      id: true,
      storageKey: true,
      originalName: true,
      mimetype: true,
      size: true,
      createdAt: true,
      owner: { select: { email: true } },
    },
  });
}

/** A file the user may delete (their own, or any for staff), or null. */
export function findDeletableMediaFile(viewer: Viewer, id: string) {
  return prisma.mediaFile.findFirst({
    where: viewer.role === "staff" ? { id } : { id, ownerId: viewer.id },
  });
}

/**
 * The bytes a user's files take, in all: the sum over the (owner, size) index alone, never
 * the table's rows (docs/decisions/043).
 */
export async function mediaUsage(ownerId: string) {
  const [row] = await prisma.$queryRaw<Array<{ used: number | bigint | null }>>(mediaUsageQuery(ownerId));
  return Number(row?.used ?? 0);
}

/** The query of `mediaUsage` (its test reads its plan). */
export function mediaUsageQuery(ownerId: string) {
  return Prisma.sql`SELECT SUM(size) AS used FROM media_files WHERE owner_id = ${ownerId}`;
}

export function findMediaFileByKey(storageKey: string) {
  return prisma.mediaFile.findUnique({ where: { storageKey } });
}

export function createMediaFile(data: {
  ownerId: string;
  storageKey: string;
  originalName: string;
  mimetype: string;
  size: number;
}) {
  return prisma.mediaFile.create({ data });
}

export function deleteMediaFile(id: string) {
  return prisma.mediaFile.delete({ where: { id } });
}
