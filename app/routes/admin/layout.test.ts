import { UNSAFE_defineRoutes as defineRoutes } from "@remix-run/dev";
import { expect, test } from "vitest";
import { startSession } from "~/accounts/session.server";
import { adminLayoutRoute, localizedRoutes } from "~/config/routes";
import remixConfig from "../../../remix.config.js";
import { cookieHeader, createUser, loadContext } from "../../../tests/vitest/factories";
import { loader } from "./layout";

async function layoutAnswer(role?: "client" | "staff") {
  const cookie = role
    ? cookieHeader(await startSession(new Request("http://localhost/"), (await createUser({ role })).id))
    : undefined;
  const request = new Request("http://localhost/en/admin/leads", { headers: cookie ? { Cookie: cookie } : {} });
  try {
    return await loader({ request, params: {}, context: loadContext() });
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

test("the back office's layout lets staff in and answers 404 to visitors and clients", async () => {
  for (const role of [undefined, "client"] as const) {
    const answer = await layoutAnswer(role);
    expect(answer instanceof Response && answer.status).toBe(404);
  }
  expect(await layoutAnswer("staff")).not.toBeInstanceOf(Response);
});

/** The route table as Remix builds it from remix.config.js. */
async function declaredRoutes() {
  const manifest = await remixConfig.routes?.(defineRoutes);
  return Object.values(manifest ?? {});
}

test("every back-office screen is nested in the layout, in both languages; /admin itself is the overview", async () => {
  const routes = await declaredRoutes();
  const [adminPath, layoutFile] = adminLayoutRoute;
  const layouts = routes.filter((route) => route.file === layoutFile);
  expect(layouts.map(({ path }) => path)).toEqual([adminPath, `en/${adminPath}`]);
  const [overview, ...adminScreens] = localizedRoutes.filter(
    ([path]) => path === adminPath || path.startsWith(`${adminPath}/`),
  );
  expect(overview).toEqual([adminPath, adminPath, "routes/admin/overview.tsx"]);
  // The back office's paths are the same in both languages.
  expect(adminScreens.filter(([french, english]) => french !== english)).toEqual([]);
  expect(adminScreens.length).toBeGreaterThan(0);
  for (const layout of layouts) {
    const children = routes.filter((route) => route.parentId === layout.id);
    expect(children.filter((route) => !route.index).map(({ path, file }) => [`${adminPath}/${path}`, file])).toEqual(
      adminScreens.map(([path, , file]) => [path, file]),
    );
    expect(children.filter((route) => route.index).map(({ file }) => file)).toEqual([overview?.[2]]);
  }
  // Nothing of the back office outside the layout.
  expect(routes.filter((route) => route.path?.includes(`${adminPath}/`))).toEqual([]);
  expect(
    routes.filter((route) => route.file === overview?.[2] && !layouts.some(({ id }) => id === route.parentId)),
  ).toEqual([]);
});
