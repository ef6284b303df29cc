// Creates a staff account, confirmed, with the password rule of sign-up (decisions:
// "Accounts": staff come from this command, never from sign-up).
//
//   npm run staff:create -- <email> <password>             (development, via tsx)
//   node server-build/create-staff.js <email> <password>    (the container / Fly: fly ssh console)
import "../server/env-file.js";
import { pathToFileURL } from "node:url";
// Only modules that run outside Vite: no locale files (i18n.server.ts) are needed here.
import { createUser, findUserByEmail } from "~/accounts/user.server";
import { hashPassword } from "~/accounts/password.server";
import { signupSchema } from "~/accounts/auth-schemas";
import { prisma } from "~/platform/db.server";

const USAGE = "Usage: npm run staff:create -- <email> <password>";

/** Problems, in the words of the sign-up form's rule, for the operator. */
const problems: Record<string, string> = {
  emailRequired: "an e-mail address is required",
  emailInvalid: "the e-mail address is not valid",
  passwordRequired: "a password is required",
  passwordTooShort: "the password needs 8 characters or more",
  passwordTooLong: "the password may have 128 characters at most",
  passwordNeedsUppercase: "the password needs an uppercase letter",
  passwordNeedsNumber: "the password needs a number",
};

/** Creates the account named by the command's arguments; throws a message for the operator. */
export async function createStaffFromArguments(args: string[]) {
  const [email, password, ...extra] = args;
  if (!email || !password || extra.length > 0) throw new Error(USAGE);
  const parsed = signupSchema.safeParse({ email, password });
  if (!parsed.success) {
    throw new Error(
      `Cannot create the account: ${parsed.error.issues.map((issue) => problems[issue.message] ?? issue.message).join("; ")}.`,
    );
  }
  const { email: address, password: validPassword } = parsed.data;
  if (await findUserByEmail(address)) throw new Error(`An account already uses ${address}.`);
  const user = await createUser({
    email: address,
    passwordHash: await hashPassword(validPassword),
    role: "staff",
    emailVerifiedAt: new Date(),
  });
  return `Staff account created for ${user.email}.`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    console.info(await createStaffFromArguments(process.argv.slice(2)));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await prisma.$disconnect();
  }
}
