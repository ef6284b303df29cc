// What staff edit, and where each piece shows (docs/decisions/051). A content entry fills
// parts of the locale texts that pages render with: a part is a namespace and a path in it
// ("" for the namespace's root, the keys listed in `omit` excepted: those are interface
// texts, or other entries' parts). Pages keep translating with `t`; the database's texts
// replace the locale files' there. A kind with `collection` has any number of entries,
// keyed by their id under that path (the glossary's terms); the others have fixed keys.

export type ContentPart = { namespace: string; path: string; omit?: readonly string[] };

export type ContentKind = {
  /** The kind's name in URLs (/admin/content/<name>) and in the database. */
  name: string;
  /** The parts an entry of this kind fills, for its key. */
  parts: (key: string) => ContentPart[];
  /** The path under which the entries of a collection kind live, each under its key. */
  collection?: { namespace: string; path: string };
  /** For a collection written through the generic editor: the field a new entry's key is made from. */
  newKeyFrom?: string;
  /** The public page where an entry shows (French path), for the preview and the list. */
  page: (key: string) => string;
  /** The image an entry of this kind may show, in its first part: its address's field and its alt text's. */
  image?: ContentImage;
};

/** An image field of an entry: a media file's address (/media-files/...) and the text that replaces it. */
export type ContentImage = { field: string; alt: string };

/** A page's own texts: its namespace but for what `omit` lists. */
const pageParts: Record<string, ContentPart> = {
  home: { namespace: "home", path: "" },
  about: { namespace: "about", path: "", omit: ["team"] },
  services: { namespace: "services", path: "", omit: ["items"] },
  "case-studies": { namespace: "case-studies", path: "", omit: ["cases", "labels"] },
  gallery: { namespace: "gallery", path: "" },
  glossary: { namespace: "glossary", path: "", omit: ["terms", "search"] },
  contact: { namespace: "contact", path: "", omit: ["form", "map"] },
  legal: { namespace: "legal", path: "" },
};

const pagePaths: Record<string, string> = {
  home: "/",
  about: "/a-propos",
  services: "/services",
  "case-studies": "/etudes-de-cas",
  gallery: "/galerie",
  glossary: "/glossaire",
  contact: "/contact",
  legal: "/mentions-legales",
};

export const serviceKeys = ["websites", "seo", "ads", "content"] as const;
const servicePaths: Record<string, string> = {
  websites: "/services/creation-sites-web",
  seo: "/services/seo",
  ads: "/services/publicite-google-meta",
  content: "/services/creation-de-contenu",
};

export const contentKinds = [
  {
    name: "page",
    parts: (key) => (pageParts[key] ? [pageParts[key]] : []),
    page: (key) => pagePaths[key] ?? "/",
  },
  {
    name: "service",
    parts: (key) => [
      { namespace: "services", path: `items.${key}` },
      { namespace: "service-details", path: key },
    ],
    page: (key) => servicePaths[key] ?? "/services",
  },
  {
    name: "case-study",
    parts: (key) => [{ namespace: "case-studies", path: `cases.${key}` }],
    collection: { namespace: "case-studies", path: "cases" },
    newKeyFrom: "company",
    page: () => "/etudes-de-cas",
    image: { field: "logo", alt: "logoAlt" },
  },
  {
    name: "team-member",
    parts: (key) => [{ namespace: "about", path: `team.members.${key}` }],
    collection: { namespace: "about", path: "team.members" },
    newKeyFrom: "name",
    page: () => "/a-propos",
    image: { field: "photo", alt: "photoAlt" },
  },
  {
    name: "glossary-term",
    parts: (key) => [{ namespace: "glossary", path: `terms.${key}` }],
    collection: { namespace: "glossary", path: "terms" },
    page: () => "/glossaire",
  },
] as const satisfies readonly ContentKind[];

export type ContentKindName = (typeof contentKinds)[number]["name"] | "settings";

/** The pages with texts of their own, in the order the back office lists them. */
export const pageKeys = Object.keys(pageParts);
export const fixedKeys: Record<string, readonly string[]> = { page: pageKeys, service: serviceKeys };

/** The key in the address of a collection's entry not yet written (its key is made at its first save). */
export const NEW_ENTRY_KEY = "new";

/** The collections whose new entries the generic editor writes (a glossary term has a form of its own). */
export const kindsWithNew: ReadonlySet<string> = new Set(
  (contentKinds as readonly ContentKind[]).filter((kind) => kind.newKeyFrom).map((kind) => kind.name),
);

export function contentKind(name: string): ContentKind | undefined {
  return contentKinds.find((kind) => kind.name === name);
}

/** A part's id in an entry's document: "namespace:path". */
export function partId(part: ContentPart) {
  return `${part.namespace}:${part.path}`;
}
