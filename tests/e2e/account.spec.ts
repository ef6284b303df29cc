import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { changePasswordThenDeleteAccount, inviteAndActivate, resetForgottenPassword } from "./account-flows";
import { signIn } from "./fixtures";

// Invitations, forgotten passwords and the account page with JavaScript (conform, enhanced
// posts); account.nojs.spec.ts walks the same flows without it.
test.describe.configure({ timeout: 90_000 });

test("staff invite a client, who chooses a password from the e-mail and lands on the dashboard (English)", async ({
  page,
  context,
}) => {
  await inviteAndActivate({ page, context, language: "en", javaScript: true });
});

test("a client resets a forgotten password from the e-mail link and logs in with it (French)", async ({
  page,
  context,
}) => {
  await resetForgottenPassword({ page, context, language: "fr", javaScript: true });
});

test("a client changes the password, then deletes the account (English)", async ({ page, context }) => {
  await changePasswordThenDeleteAccount({ page, context, language: "en", javaScript: true });
});

test("the page of a password link is never cached nor sent to other sites: no-store, same-origin referrers, never a cache hit", async ({
  page,
  context,
}) => {
  const user = await signIn(context);
  await context.clearCookies();
  const { createPasswordToken } = await import("~/accounts/password-token.server");
  const token = await createPasswordToken(user.id, "reset");
  for (let visit = 1; visit <= 2; visit++) {
    const response = await page.request.get(`/en/choose-password?token=${token}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    // Helmet's site-wide policy comes first; a browser follows the last one it knows.
    expect(response.headers()["referrer-policy"]?.split(/,\s*/).at(-1)).toBe("same-origin");
    expect(response.headers()["x-cache"]).toBeUndefined();
  }
});

test("axe finds no violation on the signed-in account screens and the invite screen", async ({ page, context }) => {
  await signIn(context, { role: "staff" });
  for (const path of ["/compte", "/en/account/delete", "/admin/clients/invite"]) {
    await page.goto(path);
    const axe = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .setLegacyMode()
      .analyze();
    expect(axe.violations.map((violation) => `${path}: ${violation.id}`)).toEqual([]);
  }
});
