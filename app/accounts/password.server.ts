import { randomUUID } from "node:crypto";

// Argon2id with OWASP's minimum settings (19 MiB, 2 passes, 1 lane), which are also the
// library's defaults; the PHC string it returns records them, so raising them later still
// verifies older hashes. Hashing runs on libuv's thread pool, not the event loop.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

// Loaded at the first sign-in or sign-up, not at start: its native module costs about 10 MB.
const argon2 = () => import("@node-rs/argon2");

export async function hashPassword(password: string) {
  return (await argon2()).hash(password, ARGON2_OPTIONS);
}

/** Whether the password matches the stored hash; a malformed hash matches nothing. */
export async function verifyPassword(passwordHash: string, password: string) {
  const { verify } = await argon2();
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of a real check for an e-mail address that has no account, so that
 * response times do not tell which addresses are registered. Always false.
 */
export async function verifyDecoyPassword(password: string) {
  decoyHash ??= hashPassword(randomUUID());
  await verifyPassword(await decoyHash, password);
  return false;
}
