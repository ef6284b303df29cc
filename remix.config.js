// Remix options, passed to the Vite plugin by vite.config.ts (the plugin never reads
// this file by itself).
//
// Routes are declared here rather than by file names because every screen exists twice:
// French at the spec's path and English under /en, with English words (docs/decisions/003
// and 025). The table is app/config/routes.ts, which the app also reads to translate
// paths. Each module in app/routes is one screen; an unknown language prefix such as
// /xx/contact matches no route and falls to the not-found page.

import { adminLayoutRoute, developmentRoutes, localizedRoutes, resourceRoutes } from "./app/config/routes.ts";

/** @type {import('@remix-run/dev').AppConfig} */
const config = {
  appDirectory: "app",
  ignoredRouteFiles: ["**/*"],
  serverModuleFormat: "esm",
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
  routes(defineRoutes) {
    const [adminPath, adminLayout] = adminLayoutRoute;
    const adminPrefix = `${adminPath}/`;
    return defineRoutes((route) => {
      for (const language of ["fr", "en"]) {
        const suffix = language === "fr" ? "" : `.${language}`;
        const idOf = (/** @type {string} */ file) => `${file.replace(/\.tsx?$/, "")}${suffix}`;
        const pathOf = (/** @type {string} */ path) =>
          language === "fr" ? path : [language, path].filter(Boolean).join("/");
        for (const [fr, en, file] of localizedRoutes) {
          const path = language === "fr" ? fr : en;
          if (path === adminPath || path.startsWith(adminPrefix)) continue;
          if (path === "" && language === "fr") route(undefined, file, { id: idOf(file), index: true });
          else route(pathOf(path), file, { id: idOf(file) });
        }
        route(pathOf(adminPath), adminLayout, { id: idOf(adminLayout) }, () => {
          for (const [fr, en, file] of localizedRoutes) {
            const path = language === "fr" ? fr : en;
            // The prefix itself is the back office's overview (docs/decisions/034).
            if (path === adminPath) route(undefined, file, { id: idOf(file), index: true });
            else if (path.startsWith(adminPrefix)) route(path.slice(adminPrefix.length), file, { id: idOf(file) });
          }
        });
      }
      for (const [path, file] of resourceRoutes) route(path, file);
    });
  },
};

export default config;

/**
 * The development server's options (vite.config.ts, when Vite serves): the build's, and
 * the developer tools' routes, in both languages. A build never has them, so their modules
 * and what they import never reach production (docs/decisions/033).
 * @type {import('@remix-run/dev').AppConfig}
 */
export const developmentConfig = {
  ...config,
  async routes(defineRoutes) {
    return {
      ...(await config.routes?.(defineRoutes)),
      ...defineRoutes((route) => {
        for (const [fr, en, file] of developmentRoutes) {
          route(fr, file, { id: file.replace(/\.tsx?$/, "") });
          route(`en/${en}`, file, { id: `${file.replace(/\.tsx?$/, "")}.en` });
        }
      }),
    };
  },
};
