import "~/utils/zod-without-eval";
import { z } from "zod/mini";

/** Why an address typed on the privacy screen is refused (admin:privacy.errors.*). */
export type PrivacyEmailError = "required" | "email";

const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, { error: "required" }), z.maxLength(254, { error: "email" })),
  z.email({ error: "email" }),
);

/** The address a staff member typed, trimmed, or why it will not do. */
export function parsePrivacyEmail(value: FormDataEntryValue | null) {
  const result = emailSchema.safeParse(typeof value === "string" ? value : "");
  if (result.success) return { ok: true as const, email: result.data };
  const error: PrivacyEmailError = result.error.issues[0]?.message === "required" ? "required" : "email";
  return { ok: false as const, error };
}
