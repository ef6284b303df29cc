// `npm run routes`: where each URL is handled. One line per route of the route table
// (app/config/routes.ts, which remix.config.js declares to Remix): its French path, its
// English path, the module under app/routes that answers it, and whether that module has a
// loader (GET) and an action (POST). Read from the sources; nothing of the app is run.

import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { adminLayoutRoute, developmentRoutes, localizedRoutes, resourceRoutes } from "../app/config/routes.ts";

const appDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "app");

/** Which table a route comes from. */
export type RouteKind = "page" | "back office" | "resource" | "development";

export type MappedRoute = {
  kind: RouteKind;
  /** The French path (the spec's), e.g. `/a-propos`; a resource's only path. */
  fr: string;
  /** The English path, e.g. `/en/about`; null for a resource (no language prefix). */
  en: string | null;
  /** The module, relative to app/, as the route table names it: `routes/contact.tsx`. */
  file: string;
  loader: boolean;
  action: boolean;
};

/** Which of `loader` and `action` a route module exports, read from its source. */
export function exportsOf(source: string) {
  const exported = (name: string) =>
    new RegExp(`^export\\s+(?:(?:async\\s+)?function\\s*\\*?|const|let)\\s+${name}\\b`, "m").test(source) ||
    new RegExp(`^export\\s*\\{[^}]*\\b${name}\\b\\s*(?:,[^}]*)?\\}`, "m").test(source);
  return { loader: exported("loader"), action: exported("action") };
}

const frenchPath = (path: string) => `/${path}`;
const englishPath = (path: string) => (path ? `/en/${path}` : "/en");

function mapped(kind: RouteKind, fr: string, en: string | null, file: string): MappedRoute {
  return { kind, fr, en, file, ...exportsOf(readFileSync(path.join(appDirectory, file), "utf8")) };
}

/** Every route of the table, in its order: pages, the back office (its layout first), resources, developer tools. */
export function routeMap(): MappedRoute[] {
  const [adminPath, layoutFile] = adminLayoutRoute;
  const isAdmin = (path: string) => path === adminPath || path.startsWith(`${adminPath}/`);
  const pages = localizedRoutes.filter(([fr]) => !isAdmin(fr));
  const admin = localizedRoutes.filter(([fr]) => isAdmin(fr));
  return [
    ...pages.map(([fr, en, file]) => mapped("page", frenchPath(fr), englishPath(en), file)),
    mapped("back office", frenchPath(`${adminPath}/*`), englishPath(`${adminPath}/*`), layoutFile),
    ...admin.map(([fr, en, file]) => mapped("back office", frenchPath(fr), englishPath(en), file)),
    ...resourceRoutes.map(([path, file]) => mapped("resource", frenchPath(path), null, file)),
    ...developmentRoutes.map(([fr, en, file]) => mapped("development", frenchPath(fr), englishPath(en), file)),
  ];
}

const headings: Record<RouteKind, string> = {
  page: "Pages (French path, English path under /en)",
  "back office": "Back office: staff only, 404 to everyone else; every screen is nested in the layout (first line)",
  resource: "Endpoints without a page: one path, no language prefix",
  development: "Developer tools: `npm run dev` only, never in a build",
};

/** The map as text: a heading per kind, then one line per route, aligned within its kind. */
export function formatRouteMap(routes: readonly MappedRoute[]) {
  const cellsOf = (route: MappedRoute) => [
    route.fr,
    route.en ?? "-",
    `app/${route.file}`,
    [route.loader && "loader", route.action && "action"].filter(Boolean).join(", "),
  ];
  const kinds = [...new Set(routes.map(({ kind }) => kind))];
  const sections = kinds.map((kind) => {
    const rows = routes.filter((route) => route.kind === kind).map(cellsOf);
    const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
    const lines = rows.map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    );
    return [`# ${headings[kind]}`, ...lines].join("\n");
  });
  return [
    ...sections,
    "Remix ranks the patterns: a literal segment outranks a parameter. Every request takes the same steps\n" +
      "before Remix (server/pipeline.ts, docs/decisions/037): a current page copy, files in public/\n" +
      "(build/client), and 301s from the first English paths in French words (server/renamed-paths.ts).",
  ].join("\n\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.info(formatRouteMap(routeMap()));
}
