import { getFixedT } from "~/i18n.server";
import { CONFIRMATION_TTL_MS, createEmailConfirmation } from "~/models/email-confirmation.server";
import { mediaStore } from "~/media/media-store.server";
import { prisma } from "~/models/db.server";
import { createUser, findUserByEmail } from "~/models/user.server";
import { queueMail } from "~/services/mail-queue.server";
import { textToHtml, type MailMessage } from "~/services/mail.server";
import { hashPassword, verifyDecoyPassword, verifyPassword } from "~/services/password.server";
import { defaultLanguage, languages, localizePath, type Language } from "~/utils/locale";

// Accounts: sign-up with a confirmation e-mail, new confirmation links, and the checks of
// a log-in. Nothing here tells a visitor whether an address has an account, except a
// correct password (the unconfirmed-account message): the answers are the same, and so is
// the work behind them (a request queues one e-mail whatever the address; the mail queue's
// worker decides later what, if anything, to send).

type MailContext = { language: Language; origin: string };

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
  const kind = !existing ? "confirmation" : existing.emailVerifiedAt ? "accountExists" : "signupAgain";
  // A new account and its confirmation e-mail are stored together, or not at all.
  const newAccount = existing ? [] : [createUser({ email, passwordHash, role: "client" })];
  await queueMail({ kind, recipient: email, ...context }, newAccount);
}

/**
 * A new confirmation link. Queued for any address, so that neither the answer nor its
 * time tells whether the address has an account; only an unconfirmed account's address
 * is sent one (composeAccountMail).
 */
export async function resendConfirmation({ email, ...context }: { email: string } & MailContext) {
  await queueMail({ kind: "confirmation", recipient: email, ...context });
}

/**
 * The e-mail a queued account message becomes, composed as it is sent (so no token waits
 * in the database): a confirmation link is made only for an address whose account is
 * still unconfirmed, and replaces the earlier links. Null: nothing to send.
 */
export async function composeAccountMail({
  kind,
  recipient,
  language,
  origin,
}: {
  kind: "confirmation" | "signupAgain" | "accountExists";
  recipient: string;
  language: string;
  origin: string;
}): Promise<MailMessage | null> {
  const lang = languages.find((each) => each === language) ?? defaultLanguage;
  let link = `${origin}${localizePath("/login", lang)}`;
  if (kind !== "accountExists") {
    const user = await findUserByEmail(recipient);
    if (!user || user.emailVerifiedAt) return null;
    const token = await createEmailConfirmation(user.id);
    link = `${origin}${localizePath("/auth/callback", lang)}?token=${token}`;
  }
  const t = getFixedT(lang, "auth");
  const text = t(`mail.${kind}.text`, { link, hours: CONFIRMATION_TTL_MS / 3_600_000 });
  return { to: recipient, subject: t(`mail.${kind}.subject`), text, html: textToHtml(text) };
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

/**
 * Deletes an account: its stored media files first (a file left behind would have no row
 * to find it by), then the user, whose sessions, confirmations, media rows and projects go
 * with it (cascade). A stand-in for branch account's deleteAccount, which replaces it.
 */
export async function deleteAccount(userId: string): Promise<void> {
  const files = await prisma.mediaFile.findMany({ where: { ownerId: userId }, select: { storageKey: true } });
  for (const { storageKey } of files) await mediaStore.delete(storageKey);
  await prisma.user.deleteMany({ where: { id: userId } });
}
