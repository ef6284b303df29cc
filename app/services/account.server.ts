import { getFixedT } from "~/i18n.server";
import { CONFIRMATION_TTL_MS, createEmailConfirmation } from "~/models/email-confirmation.server";
import { createUser, findUserByEmail } from "~/models/user.server";
import { sendMail, textToHtml } from "~/services/mail.server";
import { hashPassword, verifyDecoyPassword, verifyPassword } from "~/services/password.server";
import { localizePath, type Language } from "~/utils/locale";

// Accounts: sign-up with a confirmation e-mail, new confirmation links, and the checks of
// a log-in. Nothing here tells a visitor whether an address has an account, except a
// correct password (the unconfirmed-account message).

type MailContext = { language: Language; origin: string };

async function sendAccountMail(
  to: string,
  kind: "confirmation" | "signupAgain" | "accountExists",
  link: string,
  { language }: MailContext,
) {
  const t = getFixedT(language, "auth");
  const text = t(`mail.${kind}.text`, { link, hours: CONFIRMATION_TTL_MS / 3_600_000 });
  await sendMail({ to, subject: t(`mail.${kind}.subject`), text, html: textToHtml(text) });
}

async function sendConfirmationLink(
  user: { id: string; email: string },
  context: MailContext,
  kind: "confirmation" | "signupAgain" = "confirmation",
) {
  const token = await createEmailConfirmation(user.id);
  const link = `${context.origin}${localizePath("/auth/callback", context.language)}?token=${token}`;
  await sendAccountMail(user.email, kind, link, context);
}

/**
 * Signs a client up: a new unconfirmed account and a confirmation e-mail in the visitor's
 * language. The answer is the same whether the address is new or not: a confirmed
 * account's owner gets a "you already have an account" e-mail instead. An unconfirmed
 * account keeps its password (a later visitor must never choose the password of the account
 * that the address's owner then confirms): its address gets a new link and is told that
 * the first sign-up's password is the one that counts.
 */
export async function signUp({ email, password, ...context }: { email: string; password: string } & MailContext) {
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(email);
  if (existing?.emailVerifiedAt) {
    await sendAccountMail(
      email,
      "accountExists",
      `${context.origin}${localizePath("/login", context.language)}`,
      context,
    );
    return;
  }
  if (existing) {
    await sendConfirmationLink(existing, context, "signupAgain");
    return;
  }
  await sendConfirmationLink(await createUser({ email, passwordHash, role: "client" }), context);
}

/** A new confirmation link, if an unconfirmed account uses this address; otherwise nothing. */
export async function resendConfirmation({ email, ...context }: { email: string } & MailContext) {
  const user = await findUserByEmail(email);
  if (user && !user.emailVerifiedAt) await sendConfirmationLink(user, context);
}

export type LoginCheck =
  { ok: true; user: { id: string; email: string; role: string } } | { ok: false; reason: "invalid" | "unconfirmed" };

/**
 * Checks an e-mail and password. An unknown address and a wrong password get the same
 * answer, in the same time; only the account's owner (right password) learns that the
 * address still needs confirming.
 */
export async function checkLogin(email: string, password: string): Promise<LoginCheck> {
  const user = await findUserByEmail(email);
  if (!user) {
    await verifyDecoyPassword(password);
    return { ok: false, reason: "invalid" };
  }
  if (!(await verifyPassword(user.passwordHash, password))) return { ok: false, reason: "invalid" };
  if (!user.emailVerifiedAt) return { ok: false, reason: "unconfirmed" };
  return { ok: true, user: { id: user.id, email: user.email, role: user.role } };
}
