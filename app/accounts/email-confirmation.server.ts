import { prisma } from "~/platform/db.server";
import { newLinkToken, tokenDigest } from "~/accounts/link-token.server";

/** A confirmation link works once, for 24 hours. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Expired links are kept this long, so that following one says "expired" rather than "invalid". */
export const EXPIRED_LINKS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A new confirmation token for the user (256 random bits, URL-safe). It replaces the
 * user's earlier ones: only the latest e-mail's link works.
 */
export async function createEmailConfirmation(userId: string, now = new Date()) {
  const { token, tokenHash } = newLinkToken();
  await prisma.$transaction([
    prisma.emailConfirmation.deleteMany({
      where: { OR: [{ userId }, { expiresAt: { lt: new Date(now.getTime() - EXPIRED_LINKS_KEPT_MS) } }] },
    }),
    prisma.emailConfirmation.create({
      data: { userId, tokenHash, expiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS) },
    }),
  ]);
  return token;
}

export type ConfirmationResult =
  { status: "confirmed"; email: string } | { status: "expired"; email: string } | { status: "invalid" };

/**
 * Confirms the e-mail address a token was sent to, once: the token's row is deleted as it
 * is used (two clicks racing each other: one deletes it, the other finds nothing).
 */
export async function confirmEmail(token: string, now = new Date()): Promise<ConfirmationResult> {
  const confirmation = await prisma.emailConfirmation.findUnique({
    where: { tokenHash: tokenDigest(token) },
    select: { id: true, userId: true, expiresAt: true, user: { select: { email: true } } },
  });
  if (!confirmation) return { status: "invalid" };
  if (confirmation.expiresAt <= now) return { status: "expired", email: confirmation.user.email };
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.emailConfirmation.deleteMany({ where: { id: confirmation.id } });
    if (count === 0) return { status: "invalid" } as const;
    await tx.emailConfirmation.deleteMany({ where: { userId: confirmation.userId } });
    await tx.user.updateMany({
      where: { id: confirmation.userId, emailVerifiedAt: null },
      data: { emailVerifiedAt: now },
    });
    return { status: "confirmed", email: confirmation.user.email } as const;
  });
}
