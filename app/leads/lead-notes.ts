// Internal notes staff add to a lead: what the back office accepts.

/** Longest internal note. */
export const NOTE_MAX_LENGTH = 5000;

export type NoteError = "noteRequired" | "noteTooLong" | "noteInvalidCharacter";

/** Why a note (already trimmed) is refused, or null. */
export function noteErrorOf(text: string): NoteError | null {
  if (!text) return "noteRequired";
  if (text.length > NOTE_MAX_LENGTH) return "noteTooLong";
  // The database keeps only what comes before a NUL: refused, never cut.
  if (text.includes("\u0000")) return "noteInvalidCharacter";
  return null;
}
