import { expect, test } from "vitest";
import { startSession } from "~/accounts/session.server";
import { prisma } from "~/platform/db.server";
import { cookieHeader, createUser, loadContext } from "../../tests/vitest/factories";
import { loader as dashboardLoader } from "./dashboard";
import { loader as mediaLoader } from "./media";

async function load(loader: typeof dashboardLoader | typeof mediaLoader, url: string, cookie?: string) {
  try {
    return await loader({
      request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }),
      params: {},
      context: loadContext(),
    });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

test.each([
  [dashboardLoader, "/dashboard", "/login?redirectTo=%2Fdashboard"],
  [dashboardLoader, "/en/dashboard?view=all", "/en/login?redirectTo=%2Fen%2Fdashboard%3Fview%3Dall"],
  [mediaLoader, "/media", "/login?redirectTo=%2Fmedia"],
  [mediaLoader, "/en/media", "/en/login?redirectTo=%2Fen%2Fmedia"],
])("signed out, %#: %s sends to the login page of its language, remembering it", async (loader, path, login) => {
  const response = await load(loader, `http://localhost${path}`);
  expect(response).toBeInstanceOf(Response);
  expect((response as Response).status).toBe(302);
  expect((response as Response).headers.get("Location")).toBe(login);
});

test("signed in: the welcome name, the user's own projects, never cached", async () => {
  const user = await createUser();
  const other = await createUser();
  await prisma.project.createMany({
    data: [
      { ownerId: user.id, name: "Site vitrine", status: "in_progress", progress: 40, deadline: new Date("2027-01-15") },
      { ownerId: user.id, name: "Audit SEO", status: "completed", progress: 100 },
      { ownerId: other.id, name: "Not mine", status: "pending", progress: 0 },
    ],
  });
  const cookie = cookieHeader(await startSession(new Request("http://localhost/"), user.id));
  const result = await dashboardLoader({
    request: new Request("http://localhost/dashboard", { headers: { Cookie: cookie } }),
    params: {},
    context: loadContext(),
  });
  expect(new Headers(result.init?.headers).get("Cache-Control")).toBe("private, no-store");
  expect(result.data.name).toBe(user.email.split("@")[0]);
  expect(result.data.projects).toEqual([
    {
      id: expect.any(String),
      name: "Site vitrine",
      status: "in_progress",
      progress: 40,
      deadline: "2027-01-15T00:00:00.000Z",
    },
    { id: expect.any(String), name: "Audit SEO", status: "completed", progress: 100, deadline: null },
  ]);
});
