import { createHash, randomBytes } from "node:crypto";

// The secret of an e-mailed link (address confirmation, password link): 256 random bits,
// URL-safe. Only its digest is stored, so someone who reads the database cannot use a link.

/** The stored form of a link's token: SHA-256, hex. */
export function tokenDigest(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** A new token for a link, and the digest to store. */
export function newLinkToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: tokenDigest(token) };
}
