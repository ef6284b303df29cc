import type { Role } from "~/generated/prisma/client";
import { prisma } from "~/platform/db.server";
import { mediaStore, type MediaStore } from "~/media/media-store.server";

/** What signing in needs to know about an account. */
export function findUserByEmail(email: string) {
  return prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, role: true, passwordHash: true, emailVerifiedAt: true },
  });
}

/** The password hash of an account, to check its current password. */
export function findPasswordHash(userId: string) {
  return prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
}

/** A new password, and every session but `keepSession` signed out, together. */
export async function replacePassword(userId: string, passwordHash: string, { keepSession }: { keepSession: string }) {
  await prisma.$transaction([
    prisma.user.update({ where: { id: userId }, data: { passwordHash }, select: { id: true } }),
    prisma.session.deleteMany({ where: { userId, id: { not: keepSession } } }),
  ]);
}

/** What is stored for an account: files and projects, shown before it is deleted. */
export async function countUserContent(userId: string) {
  const [files, projects] = await Promise.all([
    prisma.mediaFile.count({ where: { ownerId: userId } }),
    prisma.project.count({ where: { ownerId: userId } }),
  ]);
  return { files, projects };
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

/** The storage keys of the user's media files (their objects are removed before the rows). */
export async function listUserMediaKeys(userId: string) {
  const files = await prisma.mediaFile.findMany({ where: { ownerId: userId }, select: { storageKey: true } });
  return files.map((file) => file.storageKey);
}

/**
 * Deletes an account's stored files (its media files' objects, and any object under the
 * owner's prefix that lost its row), from whichever store serves them; its rows stay.
 */
export async function deleteUserFiles(userId: string, { store = mediaStore }: { store?: MediaStore } = {}) {
  const keys = new Set(await listUserMediaKeys(userId));
  for (const object of await store.list(`${userId}/`)) keys.add(object.key);
  for (const key of keys) await store.delete(key);
}

/**
 * Deletes an account and every row that is its own, in one transaction: media files,
 * projects, sessions, links, then the user. (The foreign keys would cascade; naming them
 * keeps what goes visible here.) Staff notes and post edits stay, without their author.
 */
export async function deleteUserRows(userId: string) {
  await prisma.$transaction([
    prisma.mediaFile.deleteMany({ where: { ownerId: userId } }),
    prisma.project.deleteMany({ where: { ownerId: userId } }),
    prisma.session.deleteMany({ where: { userId } }),
    prisma.emailConfirmation.deleteMany({ where: { userId } }),
    prisma.passwordToken.deleteMany({ where: { userId } }),
    prisma.user.deleteMany({ where: { id: userId } }),
  ]);
}
