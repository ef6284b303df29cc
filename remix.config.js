// Remix options, passed to the Vite plugin by vite.config.ts (the plugin never reads
// this file by itself).
//
// Routes are declared here rather than by file names because every screen exists twice:
// French at the spec's path and English under /en (docs/decisions/003). Each module in
// app/routes is one screen; an unknown language prefix such as /xx/contact matches no
// route and falls to the not-found page.

/**
 * Screens, by French path ("" is the home page).
 * @type {Array<[path: string, file: string]>}
 */
export const localizedRoutes = [
  ["", "routes/home.tsx"],
  ["services", "routes/services.tsx"],
  ["services/:serviceSlug", "routes/service.tsx"],
  ["services/:serviceSlug/:citySlug", "routes/local-service.tsx"],
  ["etudes-de-cas", "routes/case-studies.tsx"],
  ["a-propos", "routes/about.tsx"],
  ["blog", "routes/blog.tsx"],
  ["blog/:slug", "routes/blog-post.tsx"],
  // The feed of each language; a literal segment outranks :slug.
  ["blog/rss.xml", "routes/resources/blog-rss.ts"],
  ["contact", "routes/contact.tsx"],
  ["galerie", "routes/gallery.tsx"],
  ["mentions-legales", "routes/legal.tsx"],
  ["audit-gratuit", "routes/free-audit.tsx"],
  ["glossaire", "routes/glossary.tsx"],
  ["rendez-vous", "routes/appointment.tsx"],
  ["login", "routes/login.tsx"],
  ["signup", "routes/signup.tsx"],
  ["dashboard", "routes/dashboard.tsx"],
  ["media", "routes/media.tsx"],
  ["thank-you", "routes/thank-you.tsx"],
  ["auth/callback", "routes/auth-callback.tsx"],
  // The staff back office (everyone else gets 404): nested in its layout route, below.
  // The literal export.csv outranks :leadId.
  ["admin/leads", "routes/admin/leads.tsx"],
  ["admin/leads/export.csv", "routes/admin/leads-export.ts"],
  ["admin/leads/:leadId", "routes/admin/lead.tsx"],
  ["*", "routes/not-found.tsx"],
];

/**
 * The back office's layout route: the screens under its path (above) are its children,
 * so they share its staff guard and navigation.
 * @type {[path: string, file: string]}
 */
export const adminLayoutRoute = ["admin", "routes/admin/layout.tsx"];

/**
 * Endpoints without a page: no language prefix.
 * @type {Array<[path: string, file: string]>}
 */
export const resourceRoutes = [
  ["healthz", "routes/resources/healthz.ts"],
  ["logout", "routes/resources/logout.ts"],
  ["resources/notice", "routes/resources/notice.ts"],
  ["resources/cookie-consent", "routes/resources/cookie-consent.ts"],
  ["resources/chatbot-lead", "routes/resources/chatbot-lead.ts"],
  ["resources/media-upload", "routes/resources/media-upload.ts"],
  // Public URLs of media files: <owner>/<uuid>.<ext>.
  ["media-files/*", "routes/resources/media-file.ts"],
  ["sitemap.xml", "routes/resources/sitemap.ts"],
  ["robots.txt", "routes/resources/robots.ts"],
];

/** @type {import('@remix-run/dev').AppConfig} */
export default {
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
        for (const [path, file] of localizedRoutes) {
          if (path.startsWith(adminPrefix)) continue;
          if (path === "" && language === "fr") route(undefined, file, { id: idOf(file), index: true });
          else route(pathOf(path), file, { id: idOf(file) });
        }
        route(pathOf(adminPath), adminLayout, { id: idOf(adminLayout) }, () => {
          // The bare prefix is no screen: not found, as any unknown path.
          route(undefined, "routes/not-found.tsx", { id: idOf("routes/admin/not-found"), index: true });
          for (const [path, file] of localizedRoutes) {
            if (path.startsWith(adminPrefix)) route(path.slice(adminPrefix.length), file, { id: idOf(file) });
          }
        });
      }
      for (const [path, file] of resourceRoutes) route(path, file);
    });
  },
};
