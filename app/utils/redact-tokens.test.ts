import { expect, test } from "vitest";
import { redactTokens } from "./redact-tokens";

test("a log never writes a link's token, and keeps the rest of the URL", () => {
  expect(redactTokens("/nouveau-mot-de-passe?token=abc-DEF_123")).toBe("/nouveau-mot-de-passe?token=[redacted]");
  expect(redactTokens("/en/auth/callback?lang=en&token=abc&x=1")).toBe(
    "/en/auth/callback?lang=en&token=[redacted]&x=1",
  );
  expect(redactTokens("/blog?page=2")).toBe("/blog?page=2");
});
