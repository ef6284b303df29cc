import type { Role } from "~/generated/prisma/client";
import { prisma } from "~/models/db.server";

/** What signing in needs to know about an account. */
export function findUserByEmail(email: string) {
  return prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, role: true, passwordHash: true, emailVerifiedAt: true },
  });
}

/** A new account; staff accounts are created confirmed (by a command, never by sign-up). */
export function createUser({
  email,
  passwordHash,
  role,
  emailVerifiedAt = null,
}: {
  email: string;
  passwordHash: string;
  role: Role;
  emailVerifiedAt?: Date | null;
}) {
  return prisma.user.create({
    data: { email, passwordHash, role, emailVerifiedAt },
    select: { id: true, email: true, role: true },
  });
}
