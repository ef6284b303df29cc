import { remember } from "@epic-web/remember";
import about from "../../locales/fr/about.json";
import caseStudies from "../../locales/fr/case-studies.json";
import glossary from "../../locales/fr/glossary.json";
import englishCommon from "../../locales/en/common.json";
import frenchCommon from "../../locales/fr/common.json";
import { contentKind, contentKinds, fixedKeys, partId } from "~/content/content-kinds";
import { siteFactsOf } from "~/content/site-facts";
import { shippedSettings, siteSettingsSchema, type SiteSettings } from "~/content/site-settings";
import { prisma } from "~/platform/db.server";
import { publishedTexts } from "~/platform/published-texts.server";
import type { Language } from "~/utils/locale";
import type { SiteFacts } from "~/utils/site-facts";
import { typesetTexts } from "~/utils/french-typography";
import { withFallback, type Texts } from "~/utils/translate";

// The published content, in memory (docs/decisions/051): read in one query when the server
// starts and again whenever public pages change (a publication here, or another machine's
// announcement), so a page never queries its texts. Until the first read (tests of other
// domains) the locale files' texts stand: they are the content's first revision.

/** An entry's document: each part it fills, by part id, with that part's texts. */
export type ContentDocument = Record<string, unknown>;

export type PublishedEntry = { kind: string; key: string; language: string; document: ContentDocument };

function setPath(target: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  const last = keys.pop() as string;
  let node = target;
  for (const key of keys) {
    const next = node[key];
    node = (node[key] = typeof next === "object" && next !== null ? { ...next } : {}) as Record<string, unknown>;
  }
  node[last] = value;
}

/** A namespace's texts with an entry's parts in place of theirs. */
export function withEntryParts(base: Texts, namespace: string, entry: Omit<PublishedEntry, "language">): Texts {
  const texts: Record<string, unknown> = { ...base };
  for (const part of contentKind(entry.kind)?.parts(entry.key) ?? []) {
    const value = entry.document[partId(part)];
    if (part.namespace !== namespace || value === undefined) continue;
    if (part.path === "") Object.assign(texts, value);
    else setPath(texts, part.path, value);
  }
  return texts;
}

/**
 * A namespace's texts with the entries' parts in place of the locale file's: the collections'
 * items are the entries' alone (a term staff deleted stays deleted), in the entries' order.
 */
export function textsWithEntries(base: Texts, namespace: string, entries: readonly PublishedEntry[]): Texts {
  const texts: Record<string, unknown> = { ...base };
  for (const kind of contentKinds) {
    if ("collection" in kind && kind.collection.namespace === namespace) setPath(texts, kind.collection.path, {});
  }
  return entries.reduce<Texts>((result, entry) => withEntryParts(result, namespace, entry), texts);
}

/** The words of the opening hours are interface texts (common.json), as pages show them. */
const commonTexts = { fr: typesetTexts("fr", frenchCommon), en: withFallback(englishCommon, frenchCommon) };

/** The collections' items as the locale files ship them: the content's first revision. */
const shippedKeys: Record<string, readonly string[]> = {
  "case-study": Object.keys(caseStudies.cases),
  "team-member": Object.keys(about.team.members),
  "glossary-term": Object.keys(glossary.terms),
};

class SiteContent {
  private entries: PublishedEntry[] | undefined;
  private reading: Promise<void> | undefined;

  /** Reads every published entry (one query); reads started meanwhile share the next one. */
  load(): Promise<void> {
    const read = (this.reading ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        const rows = await prisma.contentEntry.findMany({
          select: { kind: true, key: true, language: true, published: true },
          orderBy: [{ position: "asc" }, { key: "asc" }],
        });
        const entries = rows.map((row) => ({ ...row, document: JSON.parse(row.published) as ContentDocument }));
        this.entries = entries;
        publishedTexts.overlay = (language, namespace, localeTexts) =>
          textsWithEntries(
            localeTexts,
            namespace,
            entries.filter((entry) => entry.language === language),
          );
        publishedTexts.version += 1;
      });
    this.reading = read;
    return read;
  }

  /** The published entries of a language, or undefined before the first read. */
  published(language: Language): PublishedEntry[] | undefined {
    return this.entries?.filter((entry) => entry.language === language);
  }

  /** The keys of a kind's published entries in a language, in their order (before the first read, the locale files'). */
  keys(kind: string, language: Language): string[] {
    const entries = this.published(language);
    if (!entries) return [...(shippedKeys[kind] ?? fixedKeys[kind] ?? [])];
    return entries
      .filter((entry) => entry.kind === kind && Object.keys(entry.document).length > 0)
      .map((entry) => entry.key);
  }

  settings(): SiteSettings {
    const entry = this.entries?.find((candidate) => candidate.kind === "settings");
    const parsed = entry ? siteSettingsSchema.safeParse(entry.document) : undefined;
    return parsed?.success ? parsed.data : shippedSettings;
  }

  private madeFacts: { from: PublishedEntry[] | undefined; facts: SiteFacts } | undefined;

  /** The published settings as pages use them (site-facts.ts), made once per read. */
  facts(): SiteFacts {
    if (!this.madeFacts || this.madeFacts.from !== this.entries)
      this.madeFacts = { from: this.entries, facts: siteFactsOf(this.settings(), commonTexts) };
    return this.madeFacts.facts;
  }
}

/** The process's one copy: the server (start, other machines' changes) and the app share it. */
export const siteContent = remember("site-content", () => new SiteContent());
