import { test } from "@playwright/test";
import { changePasswordThenDeleteAccount, inviteAndActivate, resetForgottenPassword } from "./account-flows";

// The flows of account.spec.ts without JavaScript: every form posts natively, errors and
// toasts come back rendered by the server.
test.describe.configure({ timeout: 90_000 });

test("staff invite a client, who chooses a password from the e-mail and lands on the dashboard (French)", async ({
  page,
  context,
}) => {
  await inviteAndActivate({ page, context, language: "fr", javaScript: false });
});

test("a client resets a forgotten password from the e-mail link and logs in with it (English)", async ({
  page,
  context,
}) => {
  await resetForgottenPassword({ page, context, language: "en", javaScript: false });
});

test("a client changes the password, then deletes the account (French)", async ({ page, context }) => {
  await changePasswordThenDeleteAccount({ page, context, language: "fr", javaScript: false });
});
