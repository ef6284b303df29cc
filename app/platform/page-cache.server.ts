import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzipSync, gzip } from "node:zlib";
import { remember } from "@epic-web/remember";
import { parse } from "cookie";
import { LRUCache } from "lru-cache";
import { env } from "~/env.server";
import { SESSION_COOKIE, TOAST_COOKIE } from "~/utils/cookie-names";
import { COOKIE_CONSENT } from "~/utils/preference-cookies";

// The rendered pages of anonymous visitors, kept in memory per URL and served without
// rendering (server/page-cache.ts): docs/decisions/026. A page goes in only when nothing in
// it is personal; each is compressed once, and its Content-Security-Policy allows its own
// inline scripts by hash, since the nonce they were rendered with is not fresh any more.

/** Query parameters a cached page may have: pagination and campaign tags, shared by many visitors. */
const CACHEABLE_QUERY_PARAMETERS = new Set([
  "page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
]);

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

export type Encoding = "br" | "gzip" | "identity";

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

/**
 * The cache's key of an anonymous GET or HEAD of a page, or undefined when the request
 * must be rendered: a session or a pending toast (a personal page), a file or a `.data`
 * request, or a query parameter other than pagination and campaign tags (each value
 * would be an entry, and an unknown one may change the page in ways not foreseen here).
 * The cookie banner's state changes the page, so it is part of the key.
 */
export function pageCacheKey(method: string, url: string, cookieHeader: string | undefined): string | undefined {
  if (method !== "GET" && method !== "HEAD") return undefined;
  const queryStart = url.indexOf("?");
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  // Files (with an extension) and Remix's data requests (`/blog.data`) are not pages.
  if (!pathname.startsWith("/") || /\.[^/]*$/.test(pathname)) return undefined;
  if (queryStart !== -1) {
    for (const name of new URLSearchParams(url.slice(queryStart + 1)).keys()) {
      if (!CACHEABLE_QUERY_PARAMETERS.has(name)) return undefined;
    }
  }
  const cookies = cookieHeader ? parse(cookieHeader) : {};
  if (cookies[SESSION_COOKIE] !== undefined || cookies[TOAST_COOKIE] !== undefined) return undefined;
  return `${cookies[COOKIE_CONSENT] === "true" ? "consented" : "-"} ${url}`;
}

/** Whether a rendered response may be shared: a 200 HTML page that sets no cookie and allows storing. */
export function isShareablePage(status: number, headers: RenderedPage["headers"]): boolean {
  const contentType = headers["content-type"];
  const cacheControl = headers["cache-control"];
  return (
    status === 200 &&
    typeof contentType === "string" &&
    contentType.startsWith("text/html") &&
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
    key: string,
    rendered: RenderedPage,
    begun: { generation: number; startedAt: number },
    nextPublication: NextPublication,
  ) {
    if (this.storing.has(key)) return;
    if (!isShareablePage(rendered.status, rendered.headers)) return this.release(key);
    this.storing.add(key);
    try {
      await this.keep(key, rendered, begun, nextPublication);
    } finally {
      this.storing.delete(key);
      this.release(key);
    }
  }

  private async keep(
    key: string,
    rendered: RenderedPage,
    begun: { generation: number; startedAt: number },
    nextPublication: NextPublication,
  ) {
    const html = rendered.html.toString("utf8").replaceAll(` nonce="${rendered.nonce}"`, "");
    const hash = createHash("sha256").update(html).digest("base64url").slice(0, 27);
    const previous = this.pages.peek(key, { allowStale: true });
    const [publication, compressed] = await Promise.all([
      nextPublication(new Date(begun.startedAt)),
      previous?.hash === hash ? { brotli: previous.brotli, gzip: previous.gzip } : compress(Buffer.from(html)),
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
      const hashes = inlineScriptHashes(html);
      for (const [name, policy] of policies) headers[name] = policyWithScriptHashes(policy, rendered.nonce, hashes);
    }
    // Only the visitor's browser may keep it, and must ask each time (a signed-in visitor
    // of the same URL gets another page: the session cookie).
    headers["cache-control"] = "private, no-cache";
    headers.vary = "Accept-Encoding, Cookie";
    const etags = { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` };
    const validators = new Set(Object.values(etags));
    const firstTag = rendered.headers.etag;
    if (typeof firstTag === "string") validators.add(firstTag);
    this.pages.set(key, { headers, etags, validators, ...compressed, hash, expiresAt });
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
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(html, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzipped(html, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { brotli: brotliBytes, gzip: gzipBytes };
}

/** Whether the browser's copy (If-None-Match) is this page. */
export function matchesCopy(page: CachedPage, ifNoneMatch: string): boolean {
  return ifNoneMatch.split(",").some((tag) => page.validators.has(tag.trim()));
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

/** Call after a write that public pages show (a post published, edited or deleted). */
export function invalidatePageCache() {
  pageCache.invalidate();
}
