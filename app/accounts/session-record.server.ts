import { prisma } from "~/platform/db.server";

/** A signed-in session lasts 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A new session row, and the user's last sign-in with it, in one transaction: every way of
 * signing in starts its session here (through startSession), so none can skip the date.
 */
export async function createSession(userId: string) {
  const now = new Date();
  const [session] = await prisma.$transaction([
    prisma.session.create({
      data: { userId, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) },
      select: { id: true, expiresAt: true },
    }),
    prisma.user.update({ where: { id: userId }, data: { lastSignInAt: now }, select: { id: true } }),
  ]);
  return session;
}

/** The user of a live session, or null when the session is unknown, revoked or expired. */
export async function findSessionUser(sessionId: string) {
  const session = await prisma.session.findUnique({
    where: { id: sessionId },
    select: { expiresAt: true, user: { select: { id: true, email: true, role: true } } },
  });
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  return session.user;
}

export async function deleteSession(sessionId: string) {
  await prisma.session.deleteMany({ where: { id: sessionId } });
}
