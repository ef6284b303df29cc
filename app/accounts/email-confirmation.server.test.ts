import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { prisma } from "~/platform/db.server";
import { createUser } from "../../tests/vitest/factories";
import { CONFIRMATION_TTL_MS, confirmEmail, createEmailConfirmation } from "./email-confirmation.server";

const isConfirmed = async (userId: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).emailVerifiedAt !== null;

test("a token confirms its user's address once, and only its hash is stored", async () => {
  const user = await createUser({ confirmed: false });
  const token = await createEmailConfirmation(user.id);
  expect(token).toMatch(/^[\w-]{43}$/);
  const [row] = await prisma.emailConfirmation.findMany({ where: { userId: user.id } });
  expect(row?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
  expect(row?.tokenHash).not.toContain(token);

  expect(await confirmEmail(token)).toEqual({ status: "confirmed", email: user.email });
  expect(await isConfirmed(user.id)).toBe(true);
  expect(await confirmEmail(token)).toEqual({ status: "invalid" });
  expect(await prisma.emailConfirmation.count({ where: { userId: user.id } })).toBe(0);
});

test("a token expires after 24 hours and then confirms nothing", async () => {
  const user = await createUser({ confirmed: false });
  const issuedAt = new Date("2026-11-01T12:00:00Z");
  const token = await createEmailConfirmation(user.id, issuedAt);
  expect(CONFIRMATION_TTL_MS).toBe(24 * 60 * 60 * 1000);

  const justAfter = new Date(issuedAt.getTime() + CONFIRMATION_TTL_MS);
  expect(await confirmEmail(token, justAfter)).toEqual({ status: "expired", email: user.email });
  expect(await isConfirmed(user.id)).toBe(false);
  // Still usable one millisecond before the end.
  expect(await confirmEmail(token, new Date(justAfter.getTime() - 1))).toMatchObject({ status: "confirmed" });
});

test("a new link replaces the earlier ones; unknown tokens are invalid", async () => {
  const user = await createUser({ confirmed: false });
  const first = await createEmailConfirmation(user.id);
  const second = await createEmailConfirmation(user.id);
  expect(await confirmEmail(first)).toEqual({ status: "invalid" });
  expect(await confirmEmail("not-a-token")).toEqual({ status: "invalid" });
  expect(await confirmEmail(second)).toMatchObject({ status: "confirmed" });
});

test("two clicks racing on one link confirm once", async () => {
  const user = await createUser({ confirmed: false });
  const token = await createEmailConfirmation(user.id);
  const results = await Promise.all([confirmEmail(token), confirmEmail(token)]);
  expect(results.map((result) => result.status).sort()).toEqual(["confirmed", "invalid"]);
});
