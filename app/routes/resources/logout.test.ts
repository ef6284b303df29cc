import { expect, test } from "vitest";
import { startSession } from "~/services/session.server";
import { prisma } from "~/utils/db.server";
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
