import { expect, test } from "vitest";
import { action } from "./cookie-consent";
import { loadContext } from "../../../tests/vitest/factories";

function postConsent(body: BodyInit, headers: Record<string, string> = {}) {
  return action({
    request: new Request("http://localhost/resources/cookie-consent", { method: "POST", body, headers }),
    params: {},
    context: loadContext(),
  });
}

test("an acceptance stores cookie_consent=true and returns to the page", async () => {
  const response = await postConsent(new URLSearchParams({ choice: "accept", redirectTo: "/en/blog" }));
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/en/blog");
  expect(response.headers.get("Set-Cookie")).toMatch(/^cookie_consent=true; Path=\/; Max-Age=31536000; SameSite=Lax/);
});

test("a refusal is stored too (cookie_consent=false, a year) and returns to the page", async () => {
  const response = await postConsent(new URLSearchParams({ choice: "refuse", redirectTo: "/contact" }));
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/contact");
  expect(response.headers.get("Set-Cookie")).toMatch(/^cookie_consent=false; Path=\/; Max-Age=31536000; SameSite=Lax/);
});

test("an answer given on a page opened with ?cookie-settings comes back to it without that parameter", async () => {
  for (const [redirectTo, location] of [
    ["/contact?cookie-settings", "/contact"],
    ["/blog?page=2&cookie-settings", "/blog?page=2"],
    ["/en/blog?page=2", "/en/blog?page=2"],
  ] as const) {
    const response = await postConsent(new URLSearchParams({ choice: "refuse", redirectTo }));
    expect(response.headers.get("Location")).toBe(location);
  }
});

test("the withdrawal of pages rendered before the refusal existed is a refusal", async () => {
  const response = await postConsent(new URLSearchParams({ choice: "withdraw", redirectTo: "/contact" }));
  expect(response.headers.get("Set-Cookie")).toMatch(/^cookie_consent=false;/);
});

test("no answer, or another one, is never taken for an acceptance: 400, no cookie", async () => {
  for (const body of [
    new URLSearchParams({ redirectTo: "/" }),
    new URLSearchParams({ choice: "yes", redirectTo: "/" }),
  ]) {
    const response = await postConsent(body);
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBeNull();
  }
});

test("a redirect that would leave the site, or could not be a header, goes home", async () => {
  for (const redirectTo of ["/\t/evil.example", "/\u0001x", "/\\evil.example"]) {
    const response = await postConsent(new URLSearchParams({ choice: "accept", redirectTo }));
    expect(response.headers.get("Location")).toBe("/");
  }
});

test("a body that is not a form is refused (415), one over the bound too (413): no cookie", async () => {
  const refusal = (await postConsent("{}", { "Content-Type": "application/json" }).catch(
    (error: unknown) => error,
  )) as Response;
  expect(refusal.status).toBe(415);
  expect(refusal.headers.get("Set-Cookie")).toBeNull();
  const large = new URLSearchParams({ choice: "accept", redirectTo: "/", padding: "a".repeat(70_000) });
  expect(((await postConsent(large).catch((error: unknown) => error)) as Response).status).toBe(413);
});
