import { setImmediate as yieldToRequests } from "node:timers/promises";
import { remember } from "@epic-web/remember";
import MiniSearch, { type SearchResult as MiniSearchResult } from "minisearch";
import { findPostsForSearch, findPublicPostStamps } from "~/blog/post.server";
import { pageCache } from "~/platform/page-cache.server";
import { languages, localizePath, type Language } from "~/utils/locale";
import { sitePassages, type Passage } from "~/search/site-passages.server";
import { isWord, termsOf, wordsAndGaps } from "~/search/search-terms";
import { matchCount, snippetOf } from "~/search/search-snippet";
import type { PassageKind, SearchAnswer, SearchResult } from "~/search/search-types";

// The site search and the assistant's answers (docs/decisions/052): one MiniSearch index a
// language, in memory, of the pages' passages and the posts. Kept fresh by the page cache's
// count of changes: whatever empties the cache (a post saved, content published, another
// machine's announcement) makes the next search read what changed first. A post is indexed
// by its title, excerpt and section titles, none kept: a result's snippet reads it again.

/** Posts read and indexed at once; the server answers other requests between batches. */
const POST_BATCH = 100;
/** The answer's least share of the question's words found in its passage. */
const ANSWER_COVERAGE = 0.5;
/**
 * The answer's least score (MiniSearch's BM25 with the field boosts): 12 loses no right
 * answer of the evaluation set and drops some from another page than the one asked about
 * (bench/results/052-site-search-log.md).
 */
const ANSWER_SCORE = 12;
/** The index's fields, weighted: a page's title, a passage's question or title, its text. */
const FIELD_BOOST = { title: 3, heading: 2, text: 1 };

type IndexedDocument = { id: string; title: string; heading: string; text: string };
type Entry = {
  url: string;
  title: string;
  kind: PassageKind;
  publishedAt?: number;
  passage?: Passage;
  /** A local page's city, as index terms: the page answers only a query that names it. */
  cityTerms?: string[];
};

/** The terms each language's index holds (kept when a page or post leaves it: a spare term costs nothing). */
const vocabulary: Record<Language, Set<string>> = { fr: new Set(), en: new Set() };

const createIndex = (language: Language) =>
  new MiniSearch<IndexedDocument>({
    fields: ["title", "heading", "text"],
    tokenize: (text) => wordsAndGaps(text).filter(isWord),
    processTerm: (word) => {
      const terms = termsOf(word, language);
      for (const term of terms ?? []) vocabulary[language].add(term);
      return terms;
    },
    searchOptions: { processTerm: (word) => termsOf(word, language) },
  });

/** A text's index terms, as the index reads it. */
const indexTerms = (text: string, language: Language) =>
  wordsAndGaps(text).flatMap((word) => (isWord(word) ? (termsOf(word, language) ?? []) : []));

/** The text of a post's HTML, block by block (its paragraphs, headings and list items). */
const blocksOf = (html: string) =>
  html
    .split(/<\/(?:p|h[1-6]|li|blockquote)>/i)
    .map((block) =>
      block
        .replace(/<[^>]*>/g, " ")
        .replace(/&nbsp;/g, " ")
        .replace(/&amp;/g, "&")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);

/**
 * A post's section titles. A post is indexed by its title, excerpt and these, not its
 * paragraphs: what it is about, as its table of contents says. Its paragraphs, common words
 * repeated thousands of times at 3,000 posts a language, doubled the index's memory and
 * search time and put posts above the pages that answer (bench/results/052-site-search-log.md).
 */
const headingsOf = (html: string) =>
  blocksOf([...html.matchAll(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi)].map((match) => match[0]).join(""));

class SiteSearch {
  private readonly indexes = Object.fromEntries(
    languages.map((language) => [language, createIndex(language)]),
  ) as Record<Language, MiniSearch<IndexedDocument>>;
  private readonly entries = new Map<string, Entry>();
  /** The indexed posts' last saves, by id. */
  private readonly postStamps = new Map<string, number>();
  private readonly pageIds: Record<Language, string[]> = { fr: [], en: [] };
  private indexedChanges = -1;
  private refreshing: Promise<void> | undefined;

  /** Brings the index up to date with the published pages and posts, if anything changed. */
  ready(): Promise<void> {
    if (this.indexedChanges === pageCache.changes) return Promise.resolve();
    this.refreshing ??= this.refresh().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async refresh() {
    const changes = pageCache.changes;
    for (const language of languages) this.indexPages(language);
    await this.indexPosts();
    this.indexedChanges = changes;
  }

  private indexPages(language: Language) {
    const index = this.indexes[language];
    for (const id of this.pageIds[language]) {
      index.discard(id);
      this.entries.delete(id);
    }
    const passages = sitePassages(language);
    index.addAll(passages.map(({ id, title, heading, text }) => ({ id, title, heading, text })));
    for (const passage of passages) {
      const cityTerms = passage.city ? indexTerms(passage.city, language) : undefined;
      this.entries.set(passage.id, { url: passage.url, title: passage.title, kind: passage.kind, passage, cityTerms });
    }
    this.pageIds[language] = passages.map((passage) => passage.id);
  }

  private async indexPosts() {
    const stamps = await findPublicPostStamps();
    const current = new Set(stamps.map((stamp) => stamp.id));
    for (const id of this.postStamps.keys()) {
      if (!current.has(id)) this.forgetPost(id);
    }
    const changed = stamps.filter((stamp) => this.postStamps.get(stamp.id) !== stamp.updatedAt.getTime());
    for (let start = 0; start < changed.length; start += POST_BATCH) {
      const batch = changed.slice(start, start + POST_BATCH);
      const posts = await findPostsForSearch(batch.map((stamp) => stamp.id));
      for (const post of posts) {
        const language = post.lang as Language;
        if (!languages.includes(language) || !post.publishedAt) continue;
        this.forgetPost(post.id);
        this.indexes[language].add({
          id: post.id,
          title: post.title,
          heading: post.excerpt,
          text: headingsOf(post.content).join(" "),
        });
        this.entries.set(post.id, {
          url: localizePath(`/blog/${post.slug}`, language),
          title: post.title,
          kind: "post",
          publishedAt: post.publishedAt.getTime(),
        });
      }
      for (const stamp of batch) this.postStamps.set(stamp.id, stamp.updatedAt.getTime());
      if (start + POST_BATCH < changed.length) await yieldToRequests();
    }
  }

  private forgetPost(id: string) {
    const entry = this.entries.get(id);
    if (entry) {
      const language = languages.find((each) => this.indexes[each].has(id));
      if (language) this.indexes[language].discard(id);
      this.entries.delete(id);
    }
    this.postStamps.delete(id);
  }

  /** The passages that match, best first, public now (a scheduled post waits for its time). */
  private matches(query: string, language: Language, asYouType: boolean) {
    const now = Date.now();
    return this.indexes[language].search(query, {
      boost: FIELD_BOOST,
      combineWith: "OR",
      // A typo of one letter in five, in words long enough to have one and that no page has
      // (a word the site uses is no typo: its neighbours would only add noise, and time).
      fuzzy: (term) => (term.length >= 5 && !vocabulary[language].has(term) ? 0.2 : false),
      prefix: (_term, index, terms) => asYouType && index === terms.length - 1,
      filter: (result) => {
        const entry = this.entries.get(String(result.id));
        // A local page is its service's page with a city's name: it answers a query that names
        // the city; any other finds the service's page instead of its copy for every city.
        if (entry?.cityTerms && !entry.cityTerms.every((term) => result.terms.includes(term))) return false;
        return entry?.publishedAt === undefined || entry.publishedAt <= now;
      },
    });
  }

  /** The pages that answer a query, best first: one result a page, with its best passage's snippet. */
  async search(query: string, language: Language, { limit = 10, asYouType = false } = {}): Promise<SearchResult[]> {
    await this.ready();
    const seen = new Set<string>();
    const best: { result: MiniSearchResult; entry: Entry }[] = [];
    for (const result of this.matches(query, language, asYouType)) {
      const entry = this.entries.get(String(result.id));
      const page = entry?.url.split("#")[0];
      if (!entry || !page || seen.has(page)) continue;
      seen.add(page);
      best.push({ result, entry });
      if (best.length === limit) break;
    }
    const asked = askedTerms(query, language);
    const postTexts = await this.postTexts(
      best.filter(({ entry }) => entry.kind === "post").map(({ result }) => String(result.id)),
    );
    return best.map(({ result, entry }) => {
      const matched = new Set(result.terms);
      const text = entry.passage
        ? [entry.passage.heading, entry.passage.text].filter(Boolean).join(" : ")
        : bestBlock(postTexts.get(String(result.id)) ?? [], matched, language);
      return {
        url: entry.url,
        title: entry.title,
        snippet: snippetOf(text, matched, language),
        score: result.score,
        kind: entry.kind,
        answers: isAnswer(result, asked),
      };
    });
  }

  /** The best passage for a question, when it scores high enough to be called an answer. */
  async answer(question: string, language: Language): Promise<SearchAnswer> {
    await this.ready();
    const [best] = this.matches(question, language, false);
    const entry = best && this.entries.get(String(best.id));
    if (!best || !entry || !isAnswer(best, askedTerms(question, language))) return { answered: false };
    const matched = new Set(best.terms);
    const text = entry.passage
      ? entry.passage.text || entry.passage.heading
      : bestBlock((await this.postTexts([String(best.id)])).get(String(best.id)) ?? [], matched, language);
    return { answered: true, text, url: entry.url, title: entry.title, heading: entry.passage?.heading ?? entry.title };
  }

  /** The blocks of these posts' texts, read again (the index keeps none). */
  private async postTexts(ids: string[]) {
    if (ids.length === 0) return new Map<string, string[]>();
    const posts = await findPostsForSearch(ids);
    return new Map(posts.map((post) => [post.id, [post.excerpt, ...blocksOf(post.content)]]));
  }
}

/** The index terms of a question's words. */
const askedTerms = (question: string, language: Language) => new Set(indexTerms(question, language));

/** Whether a passage answers a question: it holds enough of its words, with a score high enough. */
const isAnswer = (result: MiniSearchResult, asked: ReadonlySet<string>) =>
  asked.size > 0 && result.queryTerms.length / asked.size >= ANSWER_COVERAGE && result.score >= ANSWER_SCORE;

/** The block of a post with the most matched words (its excerpt when none has any). */
function bestBlock(blocks: string[], matched: ReadonlySet<string>, language: Language) {
  let best = blocks[0] ?? "";
  let bestCount = 0;
  for (const block of blocks) {
    const count = matchCount(block, matched, language);
    if (count > bestCount) [best, bestCount] = [block, count];
  }
  return best;
}

export const siteSearch = remember("site-search", () => new SiteSearch());

/**
 * Builds the index in the background, so that the first search after a start does not wait
 * for it; a failure is logged, and the next search tries again.
 */
export function warmSiteSearch() {
  siteSearch.ready().catch((error: unknown) => console.error("[search] the index could not be built", error));
}
