import type { Role } from "~/generated/prisma/client";
import { prisma } from "~/utils/db.server";

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

/**
 * A new password for an account nobody has confirmed yet (signing up again with the same
 * address): whoever confirms the address then signs in with the latest password, never
 * with one an earlier visitor chose.
 */
export async function setUnconfirmedPassword(userId: string, passwordHash: string) {
  const { count } = await prisma.user.updateMany({
    where: { id: userId, emailVerifiedAt: null },
    data: { passwordHash },
  });
  return count === 1;
}
