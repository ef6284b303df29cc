import { createHmac } from "node:crypto";
import { env } from "~/env.server";
import { normalizeEmail } from "~/utils/email";

// A person's address as the privacy records keep it: an HMAC-SHA-256 keyed with a session
// secret, never the address (docs/decisions/031, 040). Not reversible by hashing a list of
// likely addresses without the server's secret, yet the same address always matches.

const hashWith = (secret: string, email: string) =>
  createHmac("sha256", secret)
    .update(`privacy-request:${normalizeEmail(email)}`)
    .digest("hex");

/** The keyed hash of an address that a request record keeps (the first session secret is the key). */
export function subjectHashOf(email: string) {
  return hashWith(env.SESSION_SECRET[0] ?? "", email);
}

/**
 * The address's hash under every session secret still listed: a record made before the
 * secret was rotated still matches while the retired secret stays in SESSION_SECRET.
 */
export function subjectHashesOf(email: string, secrets: readonly string[] = env.SESSION_SECRET) {
  return secrets.map((secret) => hashWith(secret, email));
}
