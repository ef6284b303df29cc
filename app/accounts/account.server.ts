import { randomUUID } from "node:crypto";
import type { MailKind } from "~/generated/prisma/enums";
import { getFixedT } from "~/i18n.server";
import { mediaStore, type MediaStore } from "~/media/media-store.server";
import { CONFIRMATION_TTL_MS, createEmailConfirmation } from "~/accounts/email-confirmation.server";
import { createPasswordToken, PASSWORD_TOKEN_TTL_MS } from "~/accounts/password-token.server";
import {
  createUser,
  deleteUserFiles,
  deleteUserRows,
  findPasswordHash,
  findUserByEmail,
  replacePassword,
} from "~/accounts/user.server";
import { queueMail } from "~/mail/mail-queue.server";
import { textToHtml, type MailMessage } from "~/mail/mail.server";
import { hashPassword, verifyDecoyPassword, verifyPassword } from "~/accounts/password.server";
import { languageOrDefault, localizePath, type Language } from "~/utils/locale";

// Accounts: sign-up with a confirmation e-mail, new confirmation links, and the checks of
// a log-in. Nothing here tells a visitor whether an address has an account, except a
// correct password (the unconfirmed-account message): the answers are the same, and so is
// the work behind them (a request queues one e-mail whatever the address; the mail queue's
// worker decides later what, if anything, to send).

type MailContext = { language: Language; origin: string };

/** The messages of accounts (the other kinds are the leads'). */
export type AccountMailKind = Extract<
  MailKind,
  "confirmation" | "signupAgain" | "accountExists" | "invitation" | "passwordReset"
>;

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

export type InvitationOutcome = "invited" | "invitedAgain" | "accountExists";

/**
 * Staff invite a client: a new unconfirmed client account, with no password anyone knows,
 * stored together with its invitation e-mail (a 7-day link to choose a password). An
 * address never gets a second account: an unconfirmed one is invited again (the new link
 * replaces the earlier ones), a confirmed one is left alone and nothing is sent.
 */
export async function inviteClient({ email, ...context }: { email: string } & MailContext): Promise<InvitationOutcome> {
  const existing = await findUserByEmail(email);
  if (existing?.emailVerifiedAt) return "accountExists";
  const newAccount = existing
    ? []
    : [createUser({ email, passwordHash: await hashPassword(randomUUID()), role: "client" })];
  await queueMail({ kind: "invitation", recipient: email, ...context }, newAccount);
  return existing ? "invitedAgain" : "invited";
}

/**
 * A forgotten password: a reset e-mail is queued for any address, so that neither the
 * answer nor its time tells whether the address has an account; only an account's
 * address is sent a link (composeAccountMail).
 */
export async function requestPasswordReset({ email, ...context }: { email: string } & MailContext) {
  await queueMail({ kind: "passwordReset", recipient: email, ...context });
}

/** The page a password link opens (French path: localizePath translates it). */
export const CHOOSE_PASSWORD_PATH = "/nouveau-mot-de-passe";

/**
 * The link of a queued account message, made as it is sent, or null when there is nothing
 * to send: a confirmation or invitation only to an unconfirmed account, a reset only to
 * an existing one. A new link replaces the earlier ones of its kind.
 */
async function accountMailLink(kind: AccountMailKind, recipient: string, lang: Language) {
  if (kind === "accountExists") return localizePath("/login", lang);
  const user = await findUserByEmail(recipient);
  if (!user) return null;
  if (kind === "passwordReset")
    return `${localizePath(CHOOSE_PASSWORD_PATH, lang)}?token=${await createPasswordToken(user.id, "reset")}`;
  if (user.emailVerifiedAt) return null;
  if (kind === "invitation") {
    return `${localizePath(CHOOSE_PASSWORD_PATH, lang)}?token=${await createPasswordToken(user.id, "invitation")}`;
  }
  return `${localizePath("/auth/callback", lang)}?token=${await createEmailConfirmation(user.id)}`;
}

/**
 * The e-mail a queued account message becomes, composed as it is sent (so no token waits
 * in the database, and a link's time runs from its sending). Null: nothing to send.
 */
export async function composeAccountMail({
  kind,
  recipient,
  language,
  origin,
}: {
  kind: AccountMailKind;
  recipient: string;
  language: string;
  origin: string;
}): Promise<MailMessage | null> {
  const lang = languageOrDefault(language);
  const path = await accountMailLink(kind, recipient, lang);
  if (path === null) return null;
  const t = getFixedT(lang, "auth");
  const validity =
    kind === "accountExists"
      ? ""
      : kind === "invitation"
        ? t("mail.validity.days", { count: PASSWORD_TOKEN_TTL_MS.invitation / 86_400_000 })
        : t("mail.validity.hours", {
            count: (kind === "passwordReset" ? PASSWORD_TOKEN_TTL_MS.reset : CONFIRMATION_TTL_MS) / 3_600_000,
          });
  const text = t(`mail.${kind}.text`, { link: `${origin}${path}`, validity });
  return { to: recipient, subject: t(`mail.${kind}.subject`), text, html: textToHtml(text) };
}

/**
 * A signed-in user's new password, if the current one is right. The other sessions are
 * signed out (whoever knew the old password); `keepSession`, this browser's, stays.
 */
export async function changePassword({
  userId,
  currentPassword,
  newPassword,
  keepSession,
}: {
  userId: string;
  currentPassword: string;
  newPassword: string;
  keepSession: string;
}): Promise<"changed" | "wrongPassword"> {
  const account = await findPasswordHash(userId);
  if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) return "wrongPassword";
  await replacePassword(userId, await hashPassword(newPassword), { keepSession });
  return "changed";
}

/**
 * Deletes an account for good: the objects of its media files first (from whichever store
 * serves them; a failure leaves every row, so the deletion can be tried again), with any
 * object under the owner's prefix that lost its row, then its rows and the user.
 */
export async function deleteAccount(userId: string, { store = mediaStore }: { store?: MediaStore } = {}) {
  await deleteUserFiles(userId, { store });
  await deleteUserRows(userId);
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
