import { expect, type Page } from "@playwright/test";
import type { Language } from "~/utils/locale";
import { locale } from "./locales";

/**
 * A password breaking several rules at once: each error is an item of one list, which the
 * field's description points at (aria-describedby), with or without JavaScript.
 */
export async function expectPasswordErrorsListed(page: Page, language: Language) {
  const auth = locale(language, "auth");
  await page.goto(language === "fr" ? "/signup" : "/en/signup");
  const password = page.getByLabel(auth.signup.password, { exact: true });
  await page.getByLabel(auth.signup.email, { exact: true }).fill("someone@example.com");
  await password.fill("short1");
  await page.getByRole("button", { name: auth.signup.submit }).click();
  const errors = page.getByRole("list").filter({ hasText: auth.errors.passwordTooShort });
  await expect(errors.getByRole("listitem")).toHaveText([
    auth.errors.passwordTooShort,
    auth.errors.passwordNeedsUppercase,
  ]);
  const described = (await password.getAttribute("aria-describedby"))?.split(" ") ?? [];
  expect(described).toContain(await errors.getAttribute("id"));
}
