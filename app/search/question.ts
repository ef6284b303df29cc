import "~/utils/zod-without-eval";
import { z } from "zod/mini";
import { hasNoNul } from "~/utils/misc";

// A question to the assistant (docs/decisions/052), checked alike by the chat, which keeps
// the visitor from sending one that will not do, and by the server, which decides.

/** The longest question the assistant takes: a visitor's question, not a document. */
export const QUESTION_MAX_LENGTH = 300;

/** 1 to 300 characters once trimmed, without NUL (which no database column takes). */
export const questionSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(QUESTION_MAX_LENGTH), z.refine(hasNoNul));
