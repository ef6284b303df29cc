/**
 * The locale namespaces whose texts staff edit (app/content/content-kinds.ts, docs/decisions/051):
 * the server replaces their content with the published entries', and the browser loads them
 * from the server rather than from their chunk, which holds the first revision.
 */
export const contentNamespaces: ReadonlySet<string> = new Set([
  "home",
  "about",
  "services",
  "service-details",
  "case-studies",
  "gallery",
  "glossary",
  "contact",
  "legal",
]);
