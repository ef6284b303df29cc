import type { PasswordTokenPurpose, Role } from "~/generated/prisma/enums";
import { prisma } from "~/platform/db.server";
import { EXPIRED_LINKS_KEPT_MS } from "~/accounts/email-confirmation.server";
import { newLinkToken, tokenDigest } from "~/accounts/link-token.server";

/** How long a password link works: an invitation a week, a reset an hour. */
export const PASSWORD_TOKEN_TTL_MS: Record<PasswordTokenPurpose, number> = {
  invitation: 7 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

/**
 * A new password link for the user. It replaces the user's earlier links of the same
 * purpose (only the latest e-mail's link works) and clears long-expired ones.
 */
export async function createPasswordToken(userId: string, purpose: PasswordTokenPurpose, now = new Date()) {
  const { token, tokenHash } = newLinkToken();
  await prisma.$transaction([
    prisma.passwordToken.deleteMany({
      where: { OR: [{ userId, purpose }, { expiresAt: { lt: new Date(now.getTime() - EXPIRED_LINKS_KEPT_MS) } }] },
    }),
    prisma.passwordToken.create({
      data: { userId, purpose, tokenHash, expiresAt: new Date(now.getTime() + PASSWORD_TOKEN_TTL_MS[purpose]) },
    }),
  ]);
  return token;
}

export type PasswordTokenState =
  | { status: "valid"; purpose: PasswordTokenPurpose; email: string }
  | { status: "expired"; purpose: PasswordTokenPurpose }
  | { status: "invalid" };

/** What a link's token is worth, without using it (the page that asks for the password). */
export async function checkPasswordToken(token: string, now = new Date()): Promise<PasswordTokenState> {
  const row = await prisma.passwordToken.findUnique({
    where: { tokenHash: tokenDigest(token) },
    select: { purpose: true, expiresAt: true, user: { select: { email: true } } },
  });
  if (!row) return { status: "invalid" };
  if (row.expiresAt <= now) return { status: "expired", purpose: row.purpose };
  return { status: "valid", purpose: row.purpose, email: row.user.email };
}

export type PasswordTokenRedemption =
  | { status: "used"; userId: string; role: Role; purpose: PasswordTokenPurpose }
  | { status: "expired"; purpose: PasswordTokenPurpose }
  | { status: "invalid" };

/**
 * Sets the user's password with a link's token, once: the token's row is deleted as it is
 * used (two posts racing: one deletes it, the other finds nothing), with the user's other
 * password links and every session (whoever knew the old password is signed out). The
 * address is confirmed: the link came through its mailbox.
 */
export async function redeemPasswordToken(
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<PasswordTokenRedemption> {
  const row = await prisma.passwordToken.findUnique({
    where: { tokenHash: tokenDigest(token) },
    select: { id: true, userId: true, purpose: true, expiresAt: true, user: { select: { role: true } } },
  });
  if (!row) return { status: "invalid" };
  if (row.expiresAt <= now) return { status: "expired", purpose: row.purpose };
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.passwordToken.deleteMany({ where: { id: row.id } });
    if (count === 0) return { status: "invalid" } as const;
    const { userId } = row;
    await tx.passwordToken.deleteMany({ where: { userId } });
    await tx.emailConfirmation.deleteMany({ where: { userId } });
    await tx.session.deleteMany({ where: { userId } });
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await tx.user.updateMany({ where: { id: userId, emailVerifiedAt: null }, data: { emailVerifiedAt: now } });
    return { status: "used", userId, role: row.user.role, purpose: row.purpose } as const;
  });
}

/**
 * Invitations whose link still works, to accounts not confirmed yet: accepting one deletes
 * its token, and an account confirmed another way needs it no more.
 */
export async function countWaitingInvitations(now: Date) {
  return prisma.passwordToken.count({
    where: { purpose: "invitation", expiresAt: { gt: now }, user: { emailVerifiedAt: null } },
  });
}
