import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzip, gunzipSync, gzip } from "node:zlib";
import { remember } from "@epic-web/remember";
import { parse } from "cookie";
import { LRUCache } from "lru-cache";
import { env } from "~/env.server";
import { pageChanges } from "~/platform/page-changes.server";
import { SESSION_COOKIE, TOAST_COOKIE } from "~/utils/cookie-names";
import { languages, localizePath } from "~/utils/locale";
import { isCanonicalPageNumber, PAGINATED_PATHS } from "~/utils/pagination";
import { COOKIE_CONSENT, consentChoiceOf } from "~/utils/preference-cookies";

// The rendered pages of anonymous visitors, kept in memory per URL and served without
// rendering (server/page-cache.ts): docs/decisions/026. A page goes in only when nothing in
// it is personal; each is compressed once, and its Content-Security-Policy allows its own
// inline scripts by hash, since the nonce they were rendered with is not fresh any more.

/**
 * Campaign tags and ad click ids: they say where a visit came from and never change a page,
 * so a page's copy is shared whatever their values (docs/decisions/042). Every `utm_*`, and
 * the click ids of Cloudflare's documented list for its page cache (developers.cloudflare.com,
 * automatic-platform-optimization/reference/query-parameters) with those of the ad networks
 * since: Google (gclid, gclsrc, dclid, gbraid, wbraid), Meta (fbclid), Microsoft (msclkid),
 * Yandex (yclid), TikTok (ttclid), X (twclid), LinkedIn (li_fat_id), Mailchimp (mc_cid, mc_eid).
 * The page still echoes them, each visitor's own (queryTemplate): lead attribution reads them.
 */
export const TRACKING_PARAMETERS = new Set([
  "gclid",
  "gclsrc",
  "dclid",
  "gbraid",
  "wbraid",
  "fbclid",
  "msclkid",
  "yclid",
  "ttclid",
  "twclid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
]);

const isTrackingParameter = (name: string) => name.startsWith("utm_") || TRACKING_PARAMETERS.has(name);

/** Files kept like pages: no query, the same for every visitor; their own Cache-Control is kept. */
const CACHED_DOCUMENTS = new Set(["/sitemap.xml"]);

/** The content types a copy may have: pages, and the documents above. */
const CACHEABLE_TYPES = ["text/html", "application/xml"];

/** Whether a response of this content type may be kept (the key decided the rest). */
export function isCacheableType(contentType: unknown): boolean {
  return typeof contentType === "string" && CACHEABLE_TYPES.some((type) => contentType.startsWith(type));
}

/** The public lists paged by `?page=`, in every language: only these are keyed by page. */
const paginatedPaths = new Set(
  PAGINATED_PATHS.flatMap((path) => languages.map((language) => localizePath(path, language))),
);

/** Above this size, brotli's best quality takes seconds (a 3 MB sitemap: 5.8 s); quality 5 takes 20 ms. */
const LARGE_BODY_BYTES = 256 * 1024;
/** Brotli and gzip levels for bodies made per response (a template filled) or large: about 1 ms for a page. */
const FAST_BROTLI_QUALITY = 5;
const FAST_GZIP_LEVEL = 6;

/** Response headers a cached page does not keep as they were: the cache sets its own, per response. */
const HEADERS_SET_PER_RESPONSE = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "content-security-policy-report-only",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
  "vary",
]);

/** The Content-Security-Policy headers, whose script nonce a cached page replaces by hashes. */
const POLICY_HEADERS = new Set(["content-security-policy", "content-security-policy-report-only"]);

/**
 * When a page is missing or has expired, one request renders it; meanwhile the others wait
 * for that render (missing) or get the expired copy (expired), for at most this long (a
 * render that never comes back).
 */
export const RENDER_WINDOW_MS = 5_000;

/** A render of a page in progress, which requests for the same page may wait for. */
type Render = { since: number; done: Promise<void>; settle: () => void };

/** What to do with a request for a page: send this copy, wait for the render in progress, or render it. */
export type Lookup = { page: CachedPage } | { wait: Promise<void> } | { render: true };

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const gunzipped = promisify(gunzip);

const escapeRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");

export type Encoding = "br" | "gzip" | "identity";

/** What a strong validator ends with, per encoding (each encoding's bytes differ). */
const ENCODING_TAGS: Record<Encoding, string> = { identity: "", gzip: "-gz", br: "-br" };

export type CachedPage = {
  /** Headers common to every response of this page (security headers included). */
  headers: Record<string, string | string[]>;
  /** The strong validator of each encoding's bytes. */
  etags: Record<Encoding, string>;
  /** Tags a browser's copy of this same content may carry: ours, and the weak one the page was first sent with. */
  validators: Set<string>;
  gzip: Buffer;
  brotli: Buffer;
  /** The HTML itself, inflated and kept once a client without compression asked for it. */
  identity?: Buffer;
  /** sha256 of the HTML: a re-render that changes nothing reuses the compressed bytes. */
  hash: string;
  expiresAt: number;
  /**
   * A template for any campaign tags (queryTemplate): the byte offsets in its HTML (kept as
   * gzip only) where each request's query goes. Such a copy is filled and compressed per
   * response (fillTemplate); its validators are per query (etagOf).
   */
  querySlots?: number[];
};

/** The next date a scheduled post becomes public after `after`, if any. */
export type NextPublication = (after: Date) => Promise<Date | null>;

export type PageCacheOptions = {
  /** The safety net for changes the app does not see (a database edited directly). */
  ttlMs: number;
  /** Bound on the bytes of all pages: brotli, gzip, and identity where a client asked for it. */
  maxBytes: number;
  now?: () => number;
};

/** A rendered page, as the server sent it to an anonymous visitor. */
export type RenderedPage = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  html: Buffer;
  /** The nonce of this render's Content-Security-Policy. */
  nonce: string;
};

/** Where a request's copy is kept, and the query its page echoes. */
export type PageKey = {
  key: string;
  /**
   * The query as the app reads it (`new URL(url).search`, "" for none), which the page echoes
   * in its links and forms (a form posts to its page's URL, query included).
   */
  query: string;
  /**
   * The query holds campaign tags or click ids: the copy is then a template that each
   * request fills with its own query (queryTemplate).
   */
  tagged: boolean;
};

/**
 * The cache's key of an anonymous GET or HEAD of a page, or undefined when the request
 * must be rendered: a session or a pending toast (a personal page), a file or a `.data`
 * request, or a query parameter other than a page number and campaign tags (an unknown one
 * may change the page in ways not foreseen here). Campaign tags and click ids are left out
 * of the key: one copy serves every value (docs/decisions/042). A page number is kept only
 * on a paged list and only as the list writes it (`?page=2`, not `02`, `abc`, `1`): each other
 * spelling would be an entry of its own (the list redirects them). The cookie banner's answer
 * changes the page, so it is part of the key (docs/decisions/046). Documents (the sitemap) take no query at all.
 */
export function pageCacheKey(method: string, url: string, cookieHeader: string | undefined): PageKey | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  if (!pathname.startsWith("/")) return undefined;
  const document = CACHED_DOCUMENTS.has(pathname);
  // Files (with an extension) and Remix's data requests (`/blog.data`) are not pages.
  if (!document && /\.[^/]*$/.test(pathname)) return undefined;
  const params = new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1));
  if (document && params.size > 0) return undefined;
  let page: string | undefined;
  let tagged = false;
  for (const [name, value] of params) {
    if (isTrackingParameter(name)) tagged = true;
    else if (name === "page" && page === undefined && paginatedPaths.has(pathname) && isCanonicalPageNumber(value))
      page = value;
    else return undefined;
  }
  const cookies = cookieHeader ? parse(cookieHeader) : {};
  if (cookies[SESSION_COOKIE] !== undefined || cookies[TOAST_COOKIE] !== undefined) return undefined;
  // Accepted, refused (neither the banner nor what waits for consent) or no answer yet: three pages.
  const choice = consentChoiceOf(cookies[COOKIE_CONSENT]);
  const consent = document ? "document" : choice === "accepted" ? "consented" : (choice ?? "-");
  return {
    key: `${consent} ${pathname}${page ? `?page=${page}` : ""}${tagged ? " +tags" : ""}`,
    query: params.size > 0 ? new URL(url, "http://localhost").search : "",
    tagged,
  };
}

/** An attribute value as React writes it. */
function escapeAttribute(text: string) {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#x27;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/**
 * A page's HTML made a template for any campaign tags: wherever the page echoes its query
 * (an attribute holding one of the site's paths followed by that query: a form posting to
 * its page, the language toggle, a notice's return address), the query is cut out and the
 * cut's byte offset noted. Null when a tag still shows elsewhere (the page uses the query in
 * some other way): such a page is rendered for each visitor.
 */
export function queryTemplate(html: string, query: string): { html: string; slots: number[] } | null {
  const echo = escapeAttribute(query);
  const parts = html.split(new RegExp(`(?<="/[^"?#\\s]*)${escapeRegExp(echo)}(?=")`));
  const template = parts.join("");
  for (const pair of query.slice(1).split("&")) {
    const [name = ""] = new URLSearchParams(pair).keys();
    if (isTrackingParameter(name) && template.includes(escapeAttribute(pair))) return null;
  }
  const slots: number[] = [];
  let offset = 0;
  for (const part of parts.slice(0, -1)) {
    offset += Buffer.byteLength(part);
    slots.push(offset);
  }
  return { html: template, slots };
}

/** Whether a rendered response may be shared: a 200 page (or document) that sets no cookie and allows storing. */
export function isShareablePage(status: number, headers: RenderedPage["headers"]): boolean {
  const contentType = headers["content-type"];
  const cacheControl = headers["cache-control"];
  return (
    status === 200 &&
    isCacheableType(contentType) &&
    headers["set-cookie"] === undefined &&
    !(typeof cacheControl === "string" && /no-store/i.test(cacheControl))
  );
}

/** The encoding to send: brotli, else gzip, else none (RFC 9110 12.5.3, q=0 refuses). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = part.split(";").map((token) => token.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (!refused) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return "identity";
}

/** The inline scripts the browser runs (not JSON-LD data blocks), as 'sha256-...' sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes];
}

/** The policy with the script nonce replaced by the hashes of the page's inline scripts. */
export function policyWithScriptHashes(policy: string, nonce: string, hashes: string[]): string {
  return policy.replace(`'nonce-${nonce}'`, hashes.join(" "));
}

export class PageCache {
  hits = 0;
  private readonly pages: LRUCache<string, CachedPage>;
  /** Bumped by every invalidation: a render begun before it is not stored after it. */
  private generation = 0;
  /** Keys being compressed and stored: renders of the same page at once compress it once. */
  private readonly storing = new Set<string>();
  /** Keys being rendered by one request, for the others to wait for. */
  private readonly rendering = new Map<string, Render>();
  private readonly now: () => number;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.pages = new LRUCache<string, CachedPage>({
      maxSize: options.maxBytes,
      // Headers and the key are small beside the bodies; 1 KB accounts for them.
      sizeCalculation: (page) => page.gzip.length + page.brotli.length + (page.identity?.length ?? 0) + 1024,
    });
  }

  /**
   * The copy to send for this key, or, when there is no current one, whether to wait for
   * the render in progress or to render it (`claim`: this request then stores or releases
   * the key; otherwise it renders on its own). A burst of requests for a page not cached
   * yet renders it once, and an expired page is rendered again by one request while the
   * others get the expired copy (the TTL, a scheduled post's time: late by one render).
   */
  lookup(key: string, { claim }: { claim: boolean }): Lookup {
    const page = this.pages.get(key);
    const now = this.now();
    const render = this.rendering.get(key);
    const rendering = render !== undefined && now - render.since < RENDER_WINDOW_MS;
    if (page && (page.expiresAt > now || rendering)) {
      this.hits += 1;
      return { page };
    }
    if (rendering) return { wait: render.done };
    if (!claim) return { render: true };
    render?.settle();
    let settle = () => {};
    const done = new Promise<void>((resolve) => (settle = resolve));
    this.rendering.set(key, { since: now, done, settle });
    return { render: true };
  }

  /** A render of this key ended without being stored: the next request renders it again. */
  release(key: string) {
    if (this.storing.has(key)) return;
    this.rendering.get(key)?.settle();
    this.rendering.delete(key);
  }

  /** The page's bytes in one encoding. */
  body(key: string, page: CachedPage, encoding: Encoding): Buffer {
    if (encoding === "br") return page.brotli;
    if (encoding === "gzip") return page.gzip;
    if (page.identity) return page.identity;
    // Clients without compression are few (some bots, load tests): their HTML is inflated
    // once, then kept and counted in the bound.
    const identity = gunzipSync(page.gzip);
    if (this.pages.peek(key, { allowStale: true }) === page) this.pages.set(key, { ...page, identity });
    return identity;
  }

  /** A token to hand back to `store`: renders begun before an invalidation are not stored. */
  begin(): { generation: number; startedAt: number } {
    return { generation: this.generation, startedAt: this.now() };
  }

  /**
   * Keeps a rendered page if it may be shared. Its copy expires after the TTL, or when the
   * next scheduled post becomes public if that comes first (the page may list it).
   */
  async store(
    { key, query, tagged }: PageKey,
    rendered: RenderedPage,
    begun: { generation: number; startedAt: number },
    nextPublication: NextPublication,
  ) {
    if (this.storing.has(key)) return;
    if (!isShareablePage(rendered.status, rendered.headers)) return this.release(key);
    this.storing.add(key);
    try {
      await this.keep(key, tagged ? query : undefined, rendered, begun, nextPublication);
    } finally {
      this.storing.delete(key);
      this.release(key);
    }
  }

  /** `tagQuery`: the query of a request with campaign tags, whose page becomes a template. */
  private async keep(
    key: string,
    tagQuery: string | undefined,
    rendered: RenderedPage,
    begun: { generation: number; startedAt: number },
    nextPublication: NextPublication,
  ) {
    const rendering = rendered.html.toString("utf8").replaceAll(` nonce="${rendered.nonce}"`, "");
    const template = tagQuery === undefined ? undefined : queryTemplate(rendering, tagQuery);
    if (template === null) return;
    const html = template?.html ?? rendering;
    const hash = createHash("sha256").update(html).digest("base64url").slice(0, 27);
    const previous = this.pages.peek(key, { allowStale: true });
    const filled = template !== undefined && template.slots.length > 0;
    const [publication, compressed] = await Promise.all([
      nextPublication(new Date(begun.startedAt)),
      previous?.hash === hash
        ? { brotli: previous.brotli, gzip: previous.gzip }
        : filled
          ? gzipped(html, { level: zlib.Z_BEST_COMPRESSION }).then((gzip) => ({ brotli: Buffer.alloc(0), gzip }))
          : compress(Buffer.from(html)),
    ]);
    if (begun.generation !== this.generation) return;
    const expiresAt = Math.min(begun.startedAt + this.options.ttlMs, publication?.getTime() ?? Infinity);
    if (expiresAt <= this.now()) return;

    const headers: CachedPage["headers"] = {};
    const policies: [name: string, policy: string][] = [];
    for (const [name, value] of Object.entries(rendered.headers)) {
      if (value === undefined) continue;
      // Development's policy is report-only (server/security.ts): it gets the hashes too.
      if (POLICY_HEADERS.has(name)) policies.push([name, String(value)]);
      if (HEADERS_SET_PER_RESPONSE.has(name)) continue;
      headers[name] = typeof value === "number" ? String(value) : value;
    }
    if (policies.length) {
      // The query is never inside a script (queryTemplate cuts it from attributes only).
      const hashes = inlineScriptHashes(html);
      for (const [name, policy] of policies) headers[name] = policyWithScriptHashes(policy, rendered.nonce, hashes);
    }
    if (String(rendered.headers["content-type"]).startsWith("text/html")) {
      // Only the visitor's browser may keep it, and must ask each time (a signed-in visitor
      // of the same URL gets another page: the session cookie).
      headers["cache-control"] = "private, no-cache";
      headers.vary = "Accept-Encoding, Cookie";
    } else {
      // A document (the sitemap) is the same for everyone: its route's own Cache-Control.
      const cacheControl = rendered.headers["cache-control"];
      if (cacheControl !== undefined) headers["cache-control"] = String(cacheControl);
      headers.vary = "Accept-Encoding";
    }
    const etags = { identity: `"${hash}"`, gzip: `"${hash}${ENCODING_TAGS.gzip}"`, br: `"${hash}${ENCODING_TAGS.br}"` };
    const validators = new Set(filled ? [] : Object.values(etags));
    const firstTag = rendered.headers.etag;
    // The first render's weak tag names its own URL's page, not a template's other fillings.
    if (typeof firstTag === "string" && !filled) validators.add(firstTag);
    const querySlots = filled ? template.slots : undefined;
    this.pages.set(key, { headers, etags, validators, ...compressed, hash, expiresAt, querySlots });
  }

  /**
   * A template's bytes for this request's query, in this encoding: the HTML with the query
   * at each of its slots, compressed now at a fast level (about 1 ms for a page, off the main
   * thread; a render costs several).
   */
  async fillTemplate(page: CachedPage, encoding: Encoding, query: string): Promise<Buffer> {
    const html = await gunzipped(page.gzip);
    const echo = Buffer.from(escapeAttribute(query));
    const pieces: Buffer[] = [];
    let at = 0;
    for (const slot of page.querySlots ?? []) {
      pieces.push(html.subarray(at, slot), echo);
      at = slot;
    }
    pieces.push(html.subarray(at));
    const filled = Buffer.concat(pieces);
    if (encoding === "br") return brotli(filled, brotliOptions(filled.length, FAST_BROTLI_QUALITY));
    if (encoding === "gzip") return gzipped(filled, { level: FAST_GZIP_LEVEL });
    return filled;
  }

  /** How many times the cache was emptied: what a cache derived from public pages (the site search) compares. */
  get changes() {
    return this.generation;
  }

  /** Forgets every page: what changed may show on any of them (lists, the home page, translations). */
  invalidate() {
    this.generation += 1;
    this.pages.clear();
    for (const render of this.rendering.values()) render.settle();
    this.rendering.clear();
  }

  /** Compressed bytes held, for tests and figures. */
  get size() {
    return this.pages.calculatedSize;
  }
}

/** Brotli at its best quality and gzip at its best level: once per page, off the main thread. */
async function compress(html: Buffer): Promise<{ brotli: Buffer; gzip: Buffer }> {
  const large = html.length > LARGE_BODY_BYTES;
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(html, brotliOptions(html.length, large ? FAST_BROTLI_QUALITY : zlib.BROTLI_MAX_QUALITY)),
    gzipped(html, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { brotli: brotliBytes, gzip: gzipBytes };
}

function brotliOptions(size: number, quality: number) {
  return {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** The strong validator of a copy's bytes in this encoding; a template's, for this query's filling. */
export function etagOf(page: CachedPage, encoding: Encoding, query: string): string {
  if (!page.querySlots) return page.etags[encoding];
  const filling = createHash("sha256").update(query).digest("base64url").slice(0, 16);
  return `"${page.hash}-${filling}${ENCODING_TAGS[encoding]}"`;
}

/** Whether the browser's copy (If-None-Match) is this page (a template: filled with this query). */
export function matchesCopy(page: CachedPage, ifNoneMatch: string, query = ""): boolean {
  const tags = ifNoneMatch.split(",").map((tag) => tag.trim());
  if (!page.querySlots) return tags.some((tag) => page.validators.has(tag));
  const current = new Set((["identity", "gzip", "br"] as const).map((encoding) => etagOf(page, encoding, query)));
  return tags.some((tag) => current.has(tag));
}

/**
 * The process's page cache, shared by the server (which serves and fills it) and the app's
 * models (which invalidate it): one instance even though they are bundled apart.
 */
export const pageCache = remember(
  "page-cache",
  () =>
    new PageCache({
      ttlMs: env.PAGE_CACHE_TTL_SECONDS * 1000,
      maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
    }),
);

/**
 * Call after a write that public pages show (a post published, edited or deleted), once it
 * has committed: this machine's cache is emptied, and the others' (docs/decisions/049). An
 * announcement that fails is logged: the write stands, and the others' copies expire with
 * the TTL.
 */
export async function invalidatePageCache() {
  pageCache.invalidate();
  await pageChanges.announce().catch((error: unknown) => {
    console.error("[page-cache] the other machines could not be told of a page change (their TTL will)", error);
  });
}
