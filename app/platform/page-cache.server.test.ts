import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, test } from "vitest";
import { SESSION_COOKIE, TOAST_COOKIE } from "~/utils/cookie-names";
import {
  isShareablePage,
  matchesCopy,
  PageCache,
  pageCacheKey,
  preferredEncoding,
  queryTemplate,
  type RenderedPage,
} from "./page-cache.server";
import { trackingParameters } from "~/leads/attribution";

const NONCE = "AbC+/dEf==";
const POLICY = `default-src 'self';script-src 'self' 'nonce-${NONCE}' https://assets.calendly.com;object-src 'none'`;

/** A rendered page as the server sends it: inline scripts with the nonce, JSON-LD, a module script. */
function rendered(body = "<p>Bonjour</p>", headers: RenderedPage["headers"] = {}): RenderedPage {
  const html = [
    "<!DOCTYPE html><html lang=fr><head>",
    '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>',
    `</head><body>${body}`,
    `<script nonce="${NONCE}">window.__remixContext = {"url":"/"};</script>`,
    `<script nonce="${NONCE}" type="module" async="">import "/assets/entry.js";</script>`,
    `<script src="/assets/other.js" nonce="${NONCE}"></script>`,
    "</body></html>",
  ].join("");
  return {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": POLICY,
      "x-frame-options": "DENY",
      vary: "Accept-Encoding",
      ...headers,
    },
    html: Buffer.from(html),
    nonce: NONCE,
  };
}

function sha256(text: string) {
  return `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
}

/** A cache on a clock the test moves; scheduled posts as given. */
function cacheAt(start = 1_000_000, options: { ttlMs?: number; maxBytes?: number } = {}) {
  const clock = { now: start };
  const cache = new PageCache({ ttlMs: 60_000, maxBytes: 8 * 1024 * 1024, now: () => clock.now, ...options });
  return { cache, clock };
}

const noScheduledPost = async () => null;

/** The key of a page asked for without campaign tags. */
const untagged = (key: string) => ({ key, query: "", tagged: false });

/** The copy a GET of this key is sent, if any (the lookup claims the render otherwise). */
function copyOf(cache: PageCache, key: string) {
  const found = cache.lookup(key, { claim: true });
  return "page" in found ? found.page : undefined;
}

/** The key of a request, or undefined. */
const keyOf = (method: string, url: string, cookie?: string) => pageCacheKey(method, url, cookie)?.key;

describe("pageCacheKey", () => {
  test("an anonymous GET or HEAD of a page has a key: its path and page number, per language path", () => {
    expect(keyOf("GET", "/")).toBe("- /");
    expect(keyOf("HEAD", "/")).toBe("- /");
    expect(keyOf("GET", "/en")).not.toBe(keyOf("GET", "/"));
    expect(keyOf("GET", "/blog?page=2", "lang=en; other=1")).toBe("- /blog?page=2");
    expect(keyOf("GET", "/en/blog?page=12")).toBe("- /en/blog?page=12");
  });

  test("campaign tags and click ids are left out of the key: one copy, a template, for every value", () => {
    expect(pageCacheKey("GET", "/en/blog?utm_source=newsletter&utm_campaign=fall", undefined)).toEqual({
      key: "- /en/blog +tags",
      query: "?utm_source=newsletter&utm_campaign=fall",
      tagged: true,
    });
    expect(keyOf("GET", "/blog?utm_id=1&page=2&utm_source=x")).toBe("- /blog?page=2 +tags");
    for (const clickId of ["gclid", "gbraid", "wbraid", "dclid", "fbclid", "msclkid", "yclid", "mc_cid", "mc_eid"]) {
      expect(keyOf("GET", `/contact?utm_source=google&${clickId}=Cj0KCQ`)).toBe("- /contact +tags");
    }
    // The query as the app reads it (new URL(...).search), which is what the page echoes.
    expect(pageCacheKey("GET", "/contact?utm_source=a'b", undefined)?.query).toBe("?utm_source=a%27b");
    expect(pageCacheKey("GET", "/contact?", undefined)).toEqual({ key: "- /contact", query: "", tagged: false });
  });

  test("every parameter lead attribution reads is one the page cache leaves out of its key", () => {
    for (const name of Object.keys(trackingParameters)) {
      expect(keyOf("GET", `/contact?${name}=x`)).toBe("- /contact +tags");
    }
  });

  test("a page number is a key only on a paged list, written as the list writes it", () => {
    for (const query of ["page=02", "page=abc", "page=0", "page=1", "page=", "page=-1", "page=2&page=3", "page=1e3"]) {
      expect(keyOf("GET", `/blog?${query}`)).toBeUndefined();
    }
    expect(keyOf("GET", "/contact?page=2")).toBeUndefined();
    expect(keyOf("GET", "/?page=2&utm_source=x")).toBeUndefined();
  });

  test("the cookie banner's answer is part of the key: accepted, refused, or none yet (docs/decisions/046)", () => {
    expect(keyOf("GET", "/", "cookie_consent=true")).toBe("consented /");
    // A refused visitor gets neither the page with the banner nor an accepted one's.
    expect(keyOf("GET", "/contact", "cookie_consent=false")).toBe("refused /contact");
    expect(keyOf("GET", "/contact?utm_source=x", "cookie_consent=false")).toBe("refused /contact +tags");
    expect(keyOf("GET", "/", "cookie_consent=nope")).toBe("- /");
    expect(keyOf("GET", "/", "cookie_consent=")).toBe("- /");
    expect(keyOf("GET", "/sitemap.xml", "cookie_consent=false")).toBe("document /sitemap.xml");
  });

  test("a page asked for with the banner open again (the footer's cookie settings) has no key", () => {
    expect(keyOf("GET", "/contact?cookie-settings", "cookie_consent=false")).toBeUndefined();
    expect(keyOf("GET", "/contact?cookie-settings")).toBeUndefined();
  });

  test("the sitemap has a key, the same for every visitor, without a query", () => {
    expect(keyOf("GET", "/sitemap.xml")).toBe("document /sitemap.xml");
    expect(keyOf("GET", "/sitemap.xml", "cookie_consent=true")).toBe("document /sitemap.xml");
    expect(keyOf("GET", "/sitemap.xml?utm_source=x")).toBeUndefined();
    expect(keyOf("GET", "/blog/rss.xml")).toBeUndefined();
  });

  test("a session, a pending toast, a write, a file, a data request or another query parameter has none", () => {
    expect(keyOf("GET", "/", `${SESSION_COOKIE}=signed`)).toBeUndefined();
    expect(keyOf("GET", "/", `a=1; ${TOAST_COOKIE}=toast`)).toBeUndefined();
    expect(keyOf("GET", "/sitemap.xml", `${SESSION_COOKIE}=signed`)).toBeUndefined();
    expect(keyOf("POST", "/contact")).toBeUndefined();
    expect(keyOf("GET", "/blog.data")).toBeUndefined();
    expect(keyOf("GET", "/_root.data")).toBeUndefined();
    expect(keyOf("GET", "/media/abc.webp")).toBeUndefined();
    expect(keyOf("GET", "/?x=1")).toBeUndefined();
    expect(keyOf("GET", "/?x=1&utm_source=y")).toBeUndefined();
    expect(keyOf("GET", "/blog?page=2&_data=root")).toBeUndefined();
  });
});

describe("queryTemplate", () => {
  const query = "?utm_source=news&gclid=Cj0";
  const page = (echo: string) =>
    `<a href="/en/contact${echo}">EN</a><form action="/contact${echo}"></form><input name="redirectTo" value="/contact${echo}"><a href="/contact">Contact</a><p>é</p>`;

  test("cuts the query out of each attribute echoing it, noting where it goes, in bytes", () => {
    const template = queryTemplate(`<p>é</p>${page("?utm_source=news&amp;gclid=Cj0")}`, query);
    expect(template?.html).toBe(`<p>é</p>${page("")}`);
    const bytes = Buffer.from(template?.html ?? "");
    expect(template?.slots.map((slot) => bytes.subarray(slot - 11, slot).toString())).toEqual([
      "/en/contact",
      'ion="/contact'.slice(-11),
      'ue="/contact'.slice(-11),
    ]);
  });

  test("none when a tag shows anywhere else than an echo (the page uses it some other way)", () => {
    expect(queryTemplate(`${page("?utm_source=news&amp;gclid=Cj0")}<p>Source: utm_source=news</p>`, query)).toBeNull();
    expect(queryTemplate(`<script>const q = "?utm_source=news&gclid=Cj0"</script>`, query)).toBeNull();
    // A page that does not echo its query is its own template, with no slot.
    expect(queryTemplate("<p>Bonjour</p>", query)).toEqual({ html: "<p>Bonjour</p>", slots: [] });
  });
});

describe("isShareablePage", () => {
  const html = { "content-type": "text/html; charset=utf-8" };
  test("only a 200 HTML page (or XML document) that sets no cookie and allows storing", () => {
    expect(isShareablePage(200, html)).toBe(true);
    expect(isShareablePage(200, { ...html, "cache-control": "private, no-cache" })).toBe(true);
    expect(isShareablePage(200, { ...html, "set-cookie": ["vitrine_toast=; Max-Age=0"] })).toBe(false);
    expect(isShareablePage(200, { ...html, "cache-control": "private, no-store" })).toBe(false);
    expect(isShareablePage(404, html)).toBe(false);
    expect(isShareablePage(500, html)).toBe(false);
    expect(isShareablePage(302, { location: "/en" })).toBe(false);
    // The sitemap (the key says which documents are kept).
    expect(isShareablePage(200, { "content-type": "application/xml; charset=utf-8" })).toBe(true);
    expect(isShareablePage(200, { "content-type": "application/json" })).toBe(false);
  });
});

test("preferredEncoding: brotli, else gzip, else identity; q=0 refuses", () => {
  expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
  expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
  expect(preferredEncoding("*")).toBe("gzip");
  expect(preferredEncoding("deflate")).toBe("identity");
  expect(preferredEncoding(undefined)).toBe("identity");
});

describe("PageCache", () => {
  test("keeps a page compressed once each way, its scripts allowed by hash instead of the stale nonce", async () => {
    const { cache } = cacheAt();
    const page = rendered();
    await cache.store(untagged("- /"), page, cache.begin(), noScheduledPost);
    const cached = copyOf(cache, "- /");
    expect(cached).toBeDefined();
    if (!cached) return;

    const html = page.html.toString().replaceAll(` nonce="${NONCE}"`, "");
    expect(brotliDecompressSync(cached.brotli).toString()).toBe(html);
    expect(gunzipSync(cached.gzip).toString()).toBe(html);
    expect(cache.body("- /", cached, "br")).toBe(cached.brotli);
    expect(cache.body("- /", cached, "gzip")).toBe(cached.gzip);
    const sizeCompressed = cache.size;
    expect(cache.body("- /", cached, "identity").toString()).toBe(html);
    // Inflated once, then kept and counted.
    const withIdentity = copyOf(cache, "- /")!;
    expect(withIdentity.identity?.toString()).toBe(html);
    expect(cache.body("- /", withIdentity, "identity")).toBe(withIdentity.identity);
    expect(cache.size).toBe(sizeCompressed + Buffer.byteLength(html));
    expect(html).not.toContain(NONCE);
    expect(cached.gzip.length).toBeLessThanOrEqual(gzipSync(html, { level: 6 }).length * 1.1);

    const policy = String(cached.headers["content-security-policy"]);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(" ");
    expect(scriptSources).toEqual([
      "'self'",
      sha256('window.__remixContext = {"url":"/"};'),
      sha256('import "/assets/entry.js";'),
      "https://assets.calendly.com",
    ]);
    expect(policy).not.toContain("nonce");
    expect(policy).not.toContain("unsafe-inline");
    expect(policy.replace(/script-src [^;]*/, "")).toBe(POLICY.replace(/script-src [^;]*/, ""));
    expect(cached.headers).toMatchObject({
      "x-frame-options": "DENY",
      "cache-control": "private, no-cache",
      vary: "Accept-Encoding, Cookie",
    });
    expect(cached.etags.br).toMatch(/^"[\w-]+-br"$/);
    expect(matchesCopy(cached, `W/"other", ${cached.etags.gzip}`)).toBe(true);
    expect(matchesCopy(cached, 'W/"other"')).toBe(false);
    expect(cache.hits).toBe(2);
  });

  test("the weak validator the page was first sent with names the same copy", async () => {
    const { cache } = cacheAt();
    await cache.store(
      untagged("- /blog"),
      rendered("<p>Blog</p>", { etag: 'W/"first"' }),
      cache.begin(),
      noScheduledPost,
    );
    expect(matchesCopy(copyOf(cache, "- /blog")!, 'W/"first"')).toBe(true);
  });

  test("never keeps a page that sets a cookie, an error page, a redirect or a page not to be stored", async () => {
    const { cache } = cacheAt();
    const refused: Array<[string, RenderedPage]> = [
      ["cookie", rendered("<p>Toast</p>", { "set-cookie": ["vitrine_toast=; Max-Age=0"] })],
      ["error", { ...rendered("<p>Oops</p>"), status: 500 }],
      ["missing", { ...rendered("<p>Not found</p>"), status: 404 }],
      ["redirect", { ...rendered(""), status: 302 }],
      ["no-store", rendered("<p>Log in</p>", { "cache-control": "private, no-store" })],
    ];
    for (const [key, page] of refused) await cache.store(untagged(key), page, cache.begin(), noScheduledPost);
    for (const [key] of refused) expect(copyOf(cache, key)).toBeUndefined();
  });

  test("holds at most its byte bound, dropping the least recently used page first", async () => {
    const { cache } = cacheAt(1_000_000, { maxBytes: 20_000 });
    // Pages that hardly compress (hashes), about 2.5 KB each way.
    const noise = (n: number) =>
      rendered(
        Array.from({ length: 60 }, (_, index) => createHash("sha256").update(`${n}-${index}`).digest("base64")).join(
          "",
        ),
      );
    await cache.store(untagged("first"), rendered(), cache.begin(), noScheduledPost);
    for (let n = 1; n <= 12; n += 1) {
      await cache.store(untagged(`page-${n}`), noise(n), cache.begin(), noScheduledPost);
      // The first page is read between stores: the most recently used stays.
      expect(copyOf(cache, "first")).toBeDefined();
    }
    expect(cache.size).toBeLessThanOrEqual(20_000);
    expect(copyOf(cache, "page-1")).toBeUndefined();
    expect(copyOf(cache, "page-12")).toBeDefined();
  });

  test("an invalidation empties it, and a render begun before it is not stored after it", async () => {
    const { cache } = cacheAt();
    await cache.store(untagged("- /"), rendered(), cache.begin(), noScheduledPost);
    const begunBefore = cache.begin();
    cache.invalidate();
    expect(copyOf(cache, "- /")).toBeUndefined();
    await cache.store(untagged("- /blog"), rendered(), begunBefore, noScheduledPost);
    expect(copyOf(cache, "- /blog")).toBeUndefined();
  });

  test("a page expires after the TTL: one request renders it again, the others get the old copy meanwhile", async () => {
    const { cache, clock } = cacheAt(1_000_000, { ttlMs: 60_000 });
    await cache.store(untagged("- /"), rendered(), cache.begin(), noScheduledPost);
    clock.now += 59_999;
    expect(copyOf(cache, "- /")).toBeDefined();
    clock.now += 1;
    expect(copyOf(cache, "- /")).toBeUndefined();
    expect(copyOf(cache, "- /")?.expiresAt).toBe(1_060_000);
    // The new render is stored: it is served, until its own TTL.
    const begun = cache.begin();
    await cache.store(untagged("- /"), rendered("<p>Nouveau</p>"), begun, noScheduledPost);
    expect(copyOf(cache, "- /")?.expiresAt).toBe(clock.now + 60_000);

    // A render that is not stored (the visitor left, the page may not be kept) lets the next request render.
    clock.now += 60_000;
    expect(copyOf(cache, "- /")).toBeUndefined();
    cache.release("- /");
    expect(copyOf(cache, "- /")).toBeUndefined();
    // A render that never comes back: the others render again after 5 s.
    expect(copyOf(cache, "- /")).toBeDefined();
    clock.now += 5_000;
    expect(copyOf(cache, "- /")).toBeUndefined();
  });

  test("a burst for a page not cached yet renders it once: the others wait for that render", async () => {
    const { cache } = cacheAt();
    expect(cache.lookup("- /", { claim: true })).toEqual({ render: true });
    const waiting = cache.lookup("- /", { claim: true });
    expect("wait" in waiting).toBe(true);
    // A HEAD does not claim the render (its response is not kept).
    expect(cache.lookup("- /", { claim: false })).toEqual({ wait: expect.any(Promise) });
    expect(cache.lookup("- /head-only", { claim: false })).toEqual({ render: true });
    expect(cache.lookup("- /head-only", { claim: true })).toEqual({ render: true });

    await cache.store(untagged("- /"), rendered(), cache.begin(), noScheduledPost);
    if ("wait" in waiting) await waiting.wait;
    expect("page" in cache.lookup("- /", { claim: true })).toBe(true);

    // A render that is not kept wakes the others, who render it in turn.
    expect(cache.lookup("- /contact", { claim: true })).toEqual({ render: true });
    const next = cache.lookup("- /contact", { claim: true });
    cache.release("- /contact");
    if ("wait" in next) await next.wait;
    expect(cache.lookup("- /contact", { claim: true })).toEqual({ render: true });
  });

  test("renders of the same page at once store it once", async () => {
    const { cache } = cacheAt();
    let lookups = 0;
    const counted = async () => {
      lookups += 1;
      return null;
    };
    await Promise.all(
      Array.from({ length: 5 }, () => cache.store(untagged("- /"), rendered(), cache.begin(), counted)),
    );
    expect(lookups).toBe(1);
    expect(copyOf(cache, "- /")).toBeDefined();
  });

  test("a page expires when the next scheduled post becomes public, if that comes before the TTL", async () => {
    const start = Date.parse("2026-06-15T12:00:00Z");
    const { cache, clock } = cacheAt(start, { ttlMs: 60_000 });
    const asked: Date[] = [];
    const publishedIn10s = async (after: Date) => {
      asked.push(after);
      return new Date(start + 10_000);
    };
    await cache.store(untagged("- /blog"), rendered(), cache.begin(), publishedIn10s);
    expect(asked).toEqual([new Date(start)]);
    clock.now = start + 9_999;
    expect(copyOf(cache, "- /blog")).toBeDefined();
    clock.now = start + 10_000;
    expect(copyOf(cache, "- /blog")).toBeUndefined();
    cache.release("- /blog");

    // A render begun before a publication that has passed since is not stored.
    cache.invalidate();
    const begun = cache.begin();
    clock.now += 5;
    await cache.store(untagged("- /blog"), rendered(), begun, async () => new Date(begun.startedAt + 1));
    expect(copyOf(cache, "- /blog")).toBeUndefined();
  });

  test("a re-render that changed nothing keeps the compressed bytes; one that changed replaces them", async () => {
    const { cache, clock } = cacheAt();
    await cache.store(untagged("- /"), rendered(), cache.begin(), noScheduledPost);
    const first = copyOf(cache, "- /")!;
    clock.now += 60_000;
    await cache.store(untagged("- /"), rendered(), cache.begin(), noScheduledPost);
    expect(copyOf(cache, "- /")!.brotli).toBe(first.brotli);
    await cache.store(untagged("- /"), rendered("<p>Nouveau billet</p>"), cache.begin(), noScheduledPost);
    expect(copyOf(cache, "- /")!.hash).not.toBe(first.hash);
  });
});
