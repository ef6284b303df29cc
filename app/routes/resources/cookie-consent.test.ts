import { expect, test } from "vitest";
import { action } from "./cookie-consent";
import { loadContext } from "../../../tests/vitest/factories";

test("stores the consent in the cookie_consent cookie and returns to the page", async () => {
  const response = await action({
    request: new Request("http://localhost/resources/cookie-consent", {
      method: "POST",
      body: new URLSearchParams({ redirectTo: "/en/blog" }),
    }),
    params: {},
    context: loadContext(),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/en/blog");
  expect(response.headers.get("Set-Cookie")).toMatch(/^cookie_consent=true; Path=\/; Max-Age=31536000; SameSite=Lax/);
});
