// The back office's screens, in the order of its navigation (admin-nav.tsx) and of the
// staff's part of the account menus (components/shell): one list, so both offer the same
// (docs/decisions/034). A new screen adds itself here; its label is in common.json
// (backOffice), which every page has, since the account menu is on every page.

export const backOfficeScreens = [
  // `end`: the overview is /admin itself, not every path under it.
  { path: "/admin", label: "backOffice.overview", end: true },
  { path: "/admin/leads", label: "backOffice.leads", end: false },
  { path: "/admin/posts", label: "backOffice.posts", end: false },
  { path: "/admin/clients", label: "backOffice.clients", end: false },
  { path: "/admin/privacy", label: "backOffice.privacy", end: false },
] as const;
