import { handler } from "altcha-lib/workers/shared";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

// The Web Worker that solves ALTCHA challenges (altcha-solver.ts): altcha-lib's own
// message handler with the browser's SHA-256 (its packaged worker uses Node's crypto).
handler({ deriveKey });
