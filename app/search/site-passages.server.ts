import { services } from "~/config/site";
import { siteContent } from "~/content/site-content.server";
import { serverTexts } from "~/i18n.server";
import { cityName } from "~/utils/city-name";
import { localizePath, type Language } from "~/utils/locale";
import { translate, type Texts } from "~/utils/translate";
import type { PassageKind } from "~/search/search-types";

// The site's public texts cut into passages, each with its page (docs/decisions/052): a
// FAQ's question and answer, a glossary term and its definition, a section's title and
// paragraphs. Read from the texts the pages render (the published content over the locale
// files) and from the settings, so an edit is searchable as soon as it is published.

export type Passage = {
  id: string;
  /** The page's address in the passage's language; a glossary term's has its anchor. */
  url: string;
  /** The page's title. */
  title: string;
  /** The passage's own title: a question, a term, a section's title; "" for none. */
  heading: string;
  text: string;
  kind: PassageKind;
  /** A local page's city, as its texts name it. */
  city?: string;
};

/** Keys whose texts are interface or data, not what a visitor looks for. */
const skippedKeys = new Set([
  "meta",
  "form",
  "map",
  "labels",
  "toc",
  "updated",
  "eyebrow",
  "logo",
  "logoAlt",
  "photo",
  "photoAlt",
  "rating",
]);
const headingKeys = ["question", "term", "title", "name", "company"] as const;

/**
 * A text without its markup and its unfilled placeholders; the no-break spaces of French
 * typography (decision 035) stay, so a quoted passage reads as its page does.
 */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>/g, " ")
    .replace(/\{\{[^}]*\}\}/g, "")
    .replace(/[ \t\r\n]+/g, " ")
    .trim();

type Page = { url: string; title: string; kind: PassageKind; city?: string };

/** Every passage under a node of texts: one for each object with texts of its own, depth first. */
function passagesUnder(node: unknown, page: Page, out: Omit<Passage, "id">[]) {
  if (Array.isArray(node)) {
    const strings = node.filter((item): item is string => typeof item === "string");
    if (strings.length > 0) out.push({ ...page, heading: "", text: plain(strings.join(" ")) });
    for (const item of node) if (typeof item === "object" && item !== null) passagesUnder(item, page, out);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const entries = Object.entries(node as Texts).filter(([key]) => !skippedKeys.has(key));
  const headingKey = headingKeys.find((key) => typeof (node as Texts)[key] === "string");
  const heading = headingKey ? plain((node as Texts)[headingKey] as string) : "";
  const body = entries
    .filter(([key, value]) => key !== headingKey && typeof value === "string")
    .map(([, value]) => plain(value as string))
    .filter(Boolean);
  const kind: PassageKind = headingKey === "question" ? "faq" : headingKey === "term" ? "glossary" : page.kind;
  // A title alone ("What you gain") answers nothing: only passages with text of their own.
  if (body.length > 0) out.push({ ...page, kind, heading, text: body.join(" ") });
  for (const [, value] of entries) if (typeof value === "object" && value !== null) passagesUnder(value, page, out);
}

const at = (texts: Texts | undefined, path: string): unknown =>
  path.split(".").reduce<unknown>((node, key) => (node as Texts | undefined)?.[key], texts);

const titleOf = (texts: unknown) => {
  const meta = at(texts as Texts, "meta.title");
  const title = at(texts as Texts, "title");
  return plain(String(typeof title === "string" ? title : (meta ?? "")));
};

/** The site's pages and what they hold, other than the blog's posts. */
const pages: readonly { namespace: string; path: string; url: string; skip?: string[] }[] = [
  { namespace: "home", path: "", url: "/" },
  { namespace: "about", path: "", url: "/a-propos" },
  { namespace: "services", path: "", url: "/services", skip: ["items", "local", "page"] },
  { namespace: "case-studies", path: "", url: "/etudes-de-cas" },
  { namespace: "gallery", path: "", url: "/galerie" },
  { namespace: "glossary", path: "", url: "/glossaire", skip: ["terms", "search"] },
  { namespace: "contact", path: "", url: "/contact" },
  { namespace: "legal", path: "", url: "/mentions-legales" },
];

/** Every passage of the site's pages in a language (not the posts). */
export function sitePassages(language: Language): Passage[] {
  const texts = (namespace: string) => serverTexts.texts(language, namespace) ?? {};
  const out: Omit<Passage, "id">[] = [];
  const add = (node: unknown, page: Page) =>
    passagesUnder(node, { ...page, url: localizePath(page.url, language) }, out);

  for (const { namespace, path, url, skip = [] } of pages) {
    const node = path ? at(texts(namespace), path) : texts(namespace);
    const kept = Object.fromEntries(Object.entries((node ?? {}) as Texts).filter(([key]) => !skip.includes(key)));
    add(kept, { url, title: titleOf(node), kind: "page" });
  }

  const common = texts("common");
  for (const service of services) {
    const url = `/services/${service.slug}`;
    const item = at(texts("services"), `items.${service.key}`);
    const page = { url, title: titleOf(item), kind: "page" as const };
    add(item, page);
    add(at(texts("service-details"), service.key), page);
    // The local pages of the promoted cities: the same texts, with the city's name.
    for (const slug of siteContent.facts().localCities) {
      const names = { service: String(at(common, `services.${service.key}`) ?? ""), city: cityName(slug) };
      const local = translate(texts("services"), language, "local", { ...names, returnObjects: true });
      const title = String(translate(texts("services"), language, "local.title", names));
      add(
        { ...(local as Texts), quote: undefined, serviceLink: undefined },
        { url: `${url}/${slug}`, title, kind: "local", city: names.city },
      );
    }
  }

  const glossary = texts("glossary");
  for (const [key, term] of Object.entries((at(glossary, "terms") ?? {}) as Texts)) {
    add(term, { url: `/glossaire#${key}`, title: titleOf(glossary), kind: "glossary" });
  }

  // The agency's coordinates and hours, as the contact page shows them (the settings).
  const contact = texts("contact");
  const facts = siteContent.facts();
  const contactPage = { url: localizePath("/contact", language), title: titleOf(contact), kind: "contact" as const };
  const label = (key: string) => String(at(contact, `coordinates.${key}`) ?? "");
  out.push(
    {
      ...contactPage,
      heading: label("title"),
      text: [
        `${label("phone")} ${facts.phone.display}`,
        `${label("email")} ${facts.email}`,
        `${label("address")} ${facts.postalAddress}`,
      ].join(" · "),
    },
    {
      ...contactPage,
      heading: String(at(contact, "hours.title") ?? ""),
      text: facts.openingHours.inWords[language].line,
    },
  );
  return out.map((passage, index) => ({ ...passage, id: `${language}:page:${index}` }));
}
