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

function postConsent(body: BodyInit, headers: Record<string, string> = {}) {
  return action({
    request: new Request("http://localhost/resources/cookie-consent", { method: "POST", body, headers }),
    params: {},
    context: loadContext(),
  });
}

test("a redirect that would leave the site, or could not be a header, goes home", async () => {
  for (const redirectTo of ["/\t/evil.example", "/\u0001x", "/\\evil.example"]) {
    const response = await postConsent(new URLSearchParams({ redirectTo }));
    expect(response.headers.get("Location")).toBe("/");
  }
});

test("a body that is not a form is refused (415), one over the bound too (413): no cookie", async () => {
  const refusal = (await postConsent("{}", { "Content-Type": "application/json" }).catch(
    (error: unknown) => error,
  )) as Response;
  expect(refusal.status).toBe(415);
  expect(refusal.headers.get("Set-Cookie")).toBeNull();
  const large = new URLSearchParams({ redirectTo: "/", padding: "a".repeat(70_000) });
  expect(((await postConsent(large).catch((error: unknown) => error)) as Response).status).toBe(413);
});

test("a withdrawal (choice=withdraw) removes the cookie and returns to the page", async () => {
  const response = await postConsent(new URLSearchParams({ choice: "withdraw", redirectTo: "/contact" }));
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/contact");
  expect(response.headers.get("Set-Cookie")).toMatch(/^cookie_consent=; Path=\/; Max-Age=0; SameSite=Lax/);
});
