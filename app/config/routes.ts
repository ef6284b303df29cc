// The bilingual route table: every screen once, with its path in French (the spec's) and
// in English (under /en), and its module. remix.config.js declares the routes from it;
// app/utils/locale.ts translates paths between the languages with it (docs/decisions/003
// and 025). Path parameters whose values are words (a service's slug) are translated by
// locale.ts; a city slug and a post slug are not (a post's English slug is its own row).

/** A screen: its French path ("" is the home page), its English path (without /en), its module. */
export type LocalizedRoute = readonly [fr: string, en: string, file: string];

export const localizedRoutes: readonly LocalizedRoute[] = [
  ["", "", "routes/home.tsx"],
  ["services", "services", "routes/services.tsx"],
  ["services/:serviceSlug", "services/:serviceSlug", "routes/service.tsx"],
  ["services/:serviceSlug/:citySlug", "services/:serviceSlug/:citySlug", "routes/local-service.tsx"],
  ["etudes-de-cas", "case-studies", "routes/case-studies.tsx"],
  ["a-propos", "about", "routes/about.tsx"],
  ["blog", "blog", "routes/blog.tsx"],
  ["blog/:slug", "blog/:slug", "routes/blog-post.tsx"],
  // The feed of each language; a literal segment outranks :slug.
  ["blog/rss.xml", "blog/rss.xml", "routes/resources/blog-rss.ts"],
  ["contact", "contact", "routes/contact.tsx"],
  ["galerie", "gallery", "routes/gallery.tsx"],
  ["mentions-legales", "legal", "routes/legal.tsx"],
  ["audit-gratuit", "free-audit", "routes/free-audit.tsx"],
  ["glossaire", "glossary", "routes/glossary.tsx"],
  ["recherche", "search", "routes/search.tsx"],
  ["rendez-vous", "appointment", "routes/appointment.tsx"],
  ["login", "login", "routes/login.tsx"],
  ["signup", "signup", "routes/signup.tsx"],
  ["mot-de-passe-oublie", "forgot-password", "routes/forgot-password.tsx"],
  ["nouveau-mot-de-passe", "choose-password", "routes/choose-password.tsx"],
  ["compte", "account", "routes/account.tsx"],
  ["compte/supprimer", "account/delete", "routes/account-delete.tsx"],
  ["dashboard", "dashboard", "routes/dashboard.tsx"],
  ["media", "media", "routes/media.tsx"],
  ["thank-you", "thank-you", "routes/thank-you.tsx"],
  ["auth/callback", "auth/callback", "routes/auth-callback.tsx"],
  // The staff back office (everyone else gets 404): nested in its layout route, below;
  // /admin itself is its overview (the layout's index). The literal export.csv outranks :leadId.
  ["admin", "admin", "routes/admin/overview.tsx"],
  ["admin/leads", "admin/leads", "routes/admin/leads.tsx"],
  ["admin/leads/export.csv", "admin/leads/export.csv", "routes/admin/leads-export.ts"],
  ["admin/leads/:leadId", "admin/leads/:leadId", "routes/admin/lead.tsx"],
  ["admin/clients/invite", "admin/clients/invite", "routes/admin/client-invite.tsx"],
  // The literal new outranks :postId.
  ["admin/posts", "admin/posts", "routes/admin/posts.tsx"],
  ["admin/posts/new", "admin/posts/new", "routes/admin/post-new.tsx"],
  ["admin/posts/:postId", "admin/posts/:postId", "routes/admin/post.tsx"],
  ["admin/posts/:postId/delete", "admin/posts/:postId/delete", "routes/admin/post-delete.tsx"],
  ["admin/posts/:postId/preview", "admin/posts/:postId/preview", "routes/admin/post-preview.tsx"],
  // A client's projects are under the client: the address names whose project it is.
  ["admin/clients", "admin/clients", "routes/admin/clients.tsx"],
  ["admin/clients/:clientId", "admin/clients/:clientId", "routes/admin/client.tsx"],
  [
    "admin/clients/:clientId/projects/:projectId",
    "admin/clients/:clientId/projects/:projectId",
    "routes/admin/client-project.tsx",
  ],
  [
    "admin/clients/:clientId/projects/:projectId/delete",
    "admin/clients/:clientId/projects/:projectId/delete",
    "routes/admin/client-project-delete.tsx",
  ],
  // The site's content (docs/decisions/051): every kind's entries, one entry's editor in
  // one language (?lang=), and the glossary's new term.
  ["admin/content", "admin/content", "routes/admin/content.tsx"],
  ["admin/content/:kind/:key", "admin/content/:kind/:key", "routes/admin/content-entry.tsx"],
  ["admin/glossary/new", "admin/glossary/new", "routes/admin/glossary-new.tsx"],
  // The questions visitors asked that the site could not answer (docs/decisions/053).
  ["admin/questions", "admin/questions", "routes/admin/questions.tsx"],
  // A person's data (Law 25): search, export (the literal export.json), erasure.
  ["admin/privacy", "admin/privacy", "routes/admin/privacy.tsx"],
  ["admin/privacy/export.json", "admin/privacy/export.json", "routes/admin/privacy-export.ts"],
  // The agency's coordinates the site shows (docs/decisions/051).
  ["admin/settings", "admin/settings", "routes/admin/settings.tsx"],
  ["*", "*", "routes/not-found.tsx"],
];

/**
 * The back office's layout route: its path's screen (the overview, its index) and the
 * screens under its path (above) are its children, so they share its staff guard and navigation.
 */
export const adminLayoutRoute = ["admin", "routes/admin/layout.tsx"] as const;

/**
 * Developer tools: on the development server only, never in a build (remix.config.js's
 * developmentConfig; docs/decisions/033). The mail outbox, like a local mail catcher.
 */
export const developmentRoutes: readonly LocalizedRoute[] = [["dev/outbox", "dev/outbox", "routes/dev/outbox.tsx"]];

/** The outbox's page (French; English under /en), which the development server's start-up log names. */
export const DEV_OUTBOX_PATH = "/dev/outbox";

/** Endpoints without a page: no language prefix. */
export const resourceRoutes: ReadonlyArray<readonly [path: string, file: string]> = [
  ["healthz", "routes/resources/healthz.ts"],
  ["logout", "routes/resources/logout.ts"],
  ["resources/notice", "routes/resources/notice.ts"],
  ["resources/cookie-consent", "routes/resources/cookie-consent.ts"],
  ["resources/chatbot-lead", "routes/resources/chatbot-lead.ts"],
  ["resources/assistant-answer", "routes/resources/assistant-answer.ts"],
  ["resources/bot-challenge", "routes/resources/bot-challenge.ts"],
  ["resources/media-upload", "routes/resources/media-upload.ts"],
  ["resources/texts/:language/:namespace", "routes/resources/texts.ts"],
  // Public URLs of media files: <owner>/<uuid>.<ext>.
  ["media-files/*", "routes/resources/media-file.ts"],
  ["sitemap.xml", "routes/resources/sitemap.ts"],
  ["robots.txt", "routes/resources/robots.ts"],
];

/** The site's own pictures: a media file (above) or one it ships with; a post's cover and content images must be. */
export const OWN_IMAGE_URL = /^\/(?:media-files|images)\/[\w./-]+$/;
