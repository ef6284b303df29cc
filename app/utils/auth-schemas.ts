import "~/utils/zod-without-eval";
import { z } from "zod/mini";

// The account forms' rules, shared by the browser (conform) and the actions, so both
// judge a submission the same way. Messages are codes; their texts are in auth.json
// under "errors".

export const authFieldErrors = [
  "emailRequired",
  "emailInvalid",
  "passwordRequired",
  "passwordTooShort",
  "passwordTooLong",
  "passwordNeedsUppercase",
  "passwordNeedsNumber",
] as const;
export type AuthFieldError = (typeof authFieldErrors)[number];

/** The password rule the signup hint states: 8+ characters, 1 uppercase, 1 number. */
export const PASSWORD_MIN_LENGTH = 8;
/** Hashing cost does not grow with length, but nobody needs a novel for a password. */
export const PASSWORD_MAX_LENGTH = 128;

const emailSchema = z.pipe(
  z
    .string({ error: "emailRequired" satisfies AuthFieldError })
    .check(z.trim(), z.toLowerCase(), z.maxLength(254, { error: "emailInvalid" satisfies AuthFieldError })),
  z.email({ error: "emailInvalid" satisfies AuthFieldError }),
);

/** A new password (sign-up, staff accounts): the hint's rule, enforced. */
export const newPasswordSchema = z
  .string({ error: "passwordRequired" satisfies AuthFieldError })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: "passwordTooShort" satisfies AuthFieldError }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: "passwordTooLong" satisfies AuthFieldError }),
    z.regex(/\p{Lu}/u, { error: "passwordNeedsUppercase" satisfies AuthFieldError }),
    z.regex(/\p{Nd}/u, { error: "passwordNeedsNumber" satisfies AuthFieldError }),
  );

export const signupSchema = z.object({ email: emailSchema, password: newPasswordSchema });

/** Logging in checks only that both fields are there: the rule says nothing about existing passwords. */
export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: "passwordRequired" satisfies AuthFieldError })
    .check(z.maxLength(PASSWORD_MAX_LENGTH, { error: "passwordTooLong" satisfies AuthFieldError })),
});

/** Asking for a new confirmation link. */
export const resendConfirmationSchema = z.object({ email: emailSchema });
