import "~/utils/zod-without-eval";
import { z } from "zod/mini";
import { languages } from "~/utils/locale";

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

/** An existing password: required, never judged by the rule (it says nothing about existing passwords). */
const existingPasswordSchema = z
  .string({ error: "passwordRequired" satisfies AuthFieldError })
  .check(z.maxLength(PASSWORD_MAX_LENGTH, { error: "passwordTooLong" satisfies AuthFieldError }));

/** Logging in checks only that both fields are there. */
export const loginSchema = z.object({ email: emailSchema, password: existingPasswordSchema });

/** Asking for a new confirmation link, or for a link to choose a new password. */
export const emailOnlySchema = z.object({ email: emailSchema });

/** Choosing a password from an e-mailed link (the token travels in a hidden field). */
export const choosePasswordSchema = z.object({ token: z.string(), password: newPasswordSchema });

/** Changing a password while signed in: the current one, and a new one under the rule. */
export const changePasswordSchema = z.object({
  currentPassword: existingPasswordSchema,
  newPassword: newPasswordSchema,
});

/** Staff invite a client: the address, and the language of the invitation. */
export const inviteClientSchema = z.object({ email: emailSchema, language: z.enum(languages) });
