// The back office's screens, in the order of its navigation (admin-nav.tsx) and of the
// staff's part of the account menus (app/shell): one list, so both offer the same
// (docs/decisions/034). A new screen adds itself here; its label is `backOffice.<key>` in
// common.json, which every page has, since the account menu is on every page. The
// overview's link is current on /admin itself only (`end`), not on every screen under it.

export const backOfficeScreens = [
  { key: "overview", path: "/admin" },
  { key: "leads", path: "/admin/leads" },
  { key: "posts", path: "/admin/posts" },
  { key: "content", path: "/admin/content" },
  { key: "questions", path: "/admin/questions" },
  { key: "clients", path: "/admin/clients" },
  { key: "privacy", path: "/admin/privacy" },
  { key: "settings", path: "/admin/settings" },
] as const;
