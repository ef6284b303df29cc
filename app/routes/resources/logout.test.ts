import { expect, test, vi } from "vitest";
import { getToast } from "~/platform/toast.server";
import { startSession } from "~/accounts/session.server";
import { prisma } from "~/platform/db.server";
import { cookieHeader, createUser, loadContext } from "../../../tests/vitest/factories";
import { action, loader } from "./logout";

function post(body: Record<string, string>, cookie?: string) {
  return new Request("http://localhost/logout", {
    method: "POST",
    body: new URLSearchParams(body),
    headers: cookie ? { Cookie: cookie } : {},
  });
}

test("signs out: the session row is revoked, the cookie cleared, back to the given page", async () => {
  const user = await createUser();
  const cookie = cookieHeader(await startSession(new Request("http://localhost/"), user.id));
  const response = await action({
    request: post({ redirectTo: "/en" }, cookie),
    params: {},
    context: loadContext(),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/en");
  expect(response.headers.get("Set-Cookie")).toMatch(/^vitrine_session=;/);
  expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
});

test("when the session cannot be revoked, the visitor stays signed in and gets an error toast", async () => {
  const user = await createUser();
  const cookie = cookieHeader(await startSession(new Request("http://localhost/"), user.id));
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(prisma.session, "deleteMany").mockRejectedValueOnce(new Error("database is locked"));
  const response = await action({
    request: post({ redirectTo: "/en/blog" }, cookie),
    params: {},
    context: loadContext(),
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/en/blog");
  const setCookies = response.headers.getSetCookie();
  expect(setCookies.some((setCookie) => setCookie.startsWith("vitrine_session="))).toBe(false);
  const { toast } = await getToast(
    new Request("http://localhost/en/blog", { headers: { Cookie: cookieHeader(...setCookies) } }),
  );
  expect(toast).toMatchObject({
    title: "Sign-out failed",
    description: "Something went wrong. Please try again.",
    variant: "destructive",
  });
  expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1);
});

test("never redirects to another site", async () => {
  const response = await action({
    request: post({ redirectTo: "https://evil.example" }),
    params: {},
    context: loadContext(),
  });
  expect(response.headers.get("Location")).toBe("/");
});

test("a GET signs no one out", () => {
  expect(loader().headers.get("Set-Cookie")).toBeNull();
});

test("a body that is not a form signs no one out: 415", async () => {
  const user = await createUser();
  const cookie = cookieHeader(await startSession(new Request("http://localhost/"), user.id));
  const refusal = (await action({
    request: new Request("http://localhost/logout", {
      method: "POST",
      body: "{}",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
    }),
    params: {},
    context: loadContext(),
  }).catch((error: unknown) => error)) as Response;
  expect(refusal.status).toBe(415);
  expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1);
});
