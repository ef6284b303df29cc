import type { Prisma } from "~/generated/prisma/client";
import { prisma } from "~/platform/db.server";
import { caseInsensitive } from "~/platform/sql-dialect.server";

/** Client accounts per page of the staff's clients list. */
export const CLIENT_PAGE_SIZE = 20;

function clientWhere({ q }: { q?: string }): Prisma.UserWhereInput {
  return { role: "client", email: q ? { contains: q, ...caseInsensitive } : undefined };
}

export function countClients(filter: { q?: string }) {
  return prisma.user.count({ where: clientWhere(filter) });
}

/** One page of client accounts, newest first, with how many files and projects each has. */
export function findClientsPage(filter: { q?: string }, page: number) {
  return prisma.user.findMany({
    where: clientWhere(filter),
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * CLIENT_PAGE_SIZE,
    take: CLIENT_PAGE_SIZE,
    select: {
      id: true,
      email: true,
      emailVerifiedAt: true,
      createdAt: true,
      lastSignInAt: true,
      _count: { select: { mediaFiles: true, projects: true } },
    },
  });
}

/** A client account (never a staff one), or null. */
export function findClient(id: string) {
  return prisma.user.findFirst({
    where: { id, role: "client" },
    select: { id: true, email: true, emailVerifiedAt: true, createdAt: true, lastSignInAt: true },
  });
}
