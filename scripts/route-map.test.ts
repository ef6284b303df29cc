import { existsSync } from "node:fs";
import { UNSAFE_defineRoutes as defineRoutes } from "@remix-run/dev";
import { expect, test } from "vitest";
import { adminLayoutRoute } from "~/config/routes";
import { developmentConfig } from "../remix.config.js";
import { exportsOf, formatRouteMap, routeMap } from "./route-map";

test("the map names the module of a known page in both languages, and of a resource", () => {
  const routes = routeMap();
  expect(routes.find(({ fr }) => fr === "/contact")).toEqual({
    kind: "page",
    fr: "/contact",
    en: "/en/contact",
    file: "routes/contact.tsx",
    loader: true,
    action: true,
  });
  expect(routes.find(({ fr }) => fr === "/a-propos")).toMatchObject({ en: "/en/about", file: "routes/about.tsx" });
  expect(routes.find(({ fr }) => fr === "/")).toMatchObject({ en: "/en", file: "routes/home.tsx", action: false });
  expect(routes.find(({ fr }) => fr === "/healthz")).toMatchObject({ en: null, file: "routes/resources/healthz.ts" });

  const text = formatRouteMap(routes);
  expect(text).toMatch(/^\/contact +\/en\/contact +app\/routes\/contact\.tsx +loader, action$/m);
  expect(text).toMatch(/^\/admin\/leads +\/en\/admin\/leads +app\/routes\/admin\/leads\.tsx +loader, action$/m);
});

test("every file the map lists exists", () => {
  const routes = routeMap();
  expect(routes.length).toBeGreaterThan(40);
  for (const { file } of routes) expect(existsSync(`app/${file}`), file).toBe(true);
});

test("the map lists exactly the routes Remix is given (the development server's table, a superset of the build's)", async () => {
  const manifest = Object.values((await developmentConfig.routes?.(defineRoutes)) ?? {});
  const byId = new Map(manifest.map((route) => [route.id, route]));
  const fullPath = (id: string | undefined): string => {
    const route = id ? byId.get(id) : undefined;
    if (!route) return "";
    return [fullPath(route.parentId), route.path].filter(Boolean).join("/");
  };
  const declared = manifest.map((route) => `/${fullPath(route.id)} ${route.file}`).sort();

  // The layout's line reads /admin/*, for the screens it holds; Remix knows it as /admin.
  const [adminPath, layoutFile] = adminLayoutRoute;
  const mappedPairs = routeMap()
    .flatMap(({ fr, en, file }) => [fr, en].filter((path) => path !== null).map((path) => ({ path, file })))
    .map(({ path, file }) => `${file === layoutFile ? path.replace(/\/\*$/, "") : path} ${file}`)
    .sort();
  expect(mappedPairs).toContain(`/${adminPath} ${layoutFile}`);
  expect(mappedPairs).toEqual(declared);
});

test("loader and action are read from the module's exports, not from names that contain them", () => {
  expect(exportsOf("export async function loader() {}\nexport const action = withLimit(run);")).toEqual({
    loader: true,
    action: true,
  });
  expect(exportsOf("export function loader() {}")).toMatchObject({ loader: true, action: false });
  expect(exportsOf("export const clientLoader = () => null;\nfunction action() {}")).toMatchObject({
    loader: false,
    action: false,
  });
  expect(exportsOf("export { loader, action as action } from './other';")).toMatchObject({
    loader: true,
    action: true,
  });
});
