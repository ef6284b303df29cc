import { UNSAFE_defineRoutes as defineRoutes } from "@remix-run/dev";
import { matchRoutes } from "@remix-run/react";
import { beforeAll, expect, test } from "vitest";
import { countPublishedPosts } from "~/blog/post.server";
import { languages, localizePath } from "~/utils/locale";
import { pageCount } from "~/utils/pagination";
import { SNIPPET_LIMITS } from "~/utils/snippet";
import { seedPosts } from "../../prisma/seed-posts";
import remixConfig from "../../remix.config.js";
import { loadContext } from "../../tests/vitest/factories";
import { loader as sitemapLoader } from "./resources/sitemap";

// Every public page, as search engines find it (the sitemap, and the blog's later pages),
// with the posts the site ships with: its title and description, as its own loader gives
// them, fit in a search result, in both languages.

const routeModules = import.meta.glob<{ loader?: (args: unknown) => unknown }>(["./**/*.{ts,tsx}", "!./**/*.test.ts"]);

type RouteObject = { id: string; path?: string; index: true } | { id: string; path?: string; children: RouteObject[] };

/** The route table as Remix builds it from remix.config.js: nested route objects, and each one's file. */
async function routeTable() {
  const manifest = Object.values((await remixConfig.routes?.(defineRoutes)) ?? {});
  const childrenOf = (parentId: string): RouteObject[] =>
    manifest
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index }) => (index ? { id, path, index } : { id, path, children: childrenOf(id) }));
  return { routes: childrenOf("root"), files: new Map(manifest.map(({ id, file }) => [id, file])) };
}

/** The loader of the screen that answers a path, and the path's params. */
async function loaderFor({ routes, files }: Awaited<ReturnType<typeof routeTable>>, pathname: string) {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const file = match && files.get(match.route.id);
  const load = file ? routeModules[`./${file.replace(/^routes\//, "")}`] : undefined;
  const loader = (await load?.())?.loader;
  if (!match || !loader) throw new Error(`No loader answers ${pathname}`);
  return { loader, params: match.params };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** A loader's answer's meta: its payload is the answer itself or, through data(), its `data`. */
function metaOf(answer: unknown): { title: unknown; description: unknown } | undefined {
  const payload = isRecord(answer) && answer.type === "DataWithResponseInit" ? answer.data : answer;
  const meta = isRecord(payload) ? payload.meta : undefined;
  return isRecord(meta) ? { title: meta.title, description: meta.description } : undefined;
}

async function publicUrls() {
  const sitemap = await (
    await sitemapLoader({ request: new Request("http://localhost/sitemap.xml"), params: {}, context: loadContext() })
  ).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "").pathname);
  for (const language of languages) {
    const pages = pageCount(await countPublishedPosts(language));
    for (let page = 2; page <= pages; page += 1) urls.push(`${localizePath("/blog", language)}?page=${page}`);
  }
  return urls;
}

beforeAll(seedPosts);

test("every public page's title and description fit a search result, in both languages", async () => {
  const table = await routeTable();
  const urls = await publicUrls();
  // Both languages, the posts of both, every city page and the blog's later pages.
  expect(urls.length).toBeGreaterThan(100);
  const misfits: string[] = [];
  for (const url of urls) {
    const { pathname } = new URL(url, "http://localhost");
    const { loader, params } = await loaderFor(table, pathname);
    const request = new Request(new URL(url, "http://localhost"));
    const meta = metaOf(await loader({ request, params, context: loadContext() }));
    if (typeof meta?.title !== "string" || typeof meta.description !== "string") {
      misfits.push(`${url}: no title or description`);
      continue;
    }
    const { titleMax, descriptionMin, descriptionMax } = SNIPPET_LIMITS;
    if (meta.title.length > titleMax) misfits.push(`${url}: title of ${meta.title.length}: ${meta.title}`);
    const length = meta.description.length;
    if (length < descriptionMin || length > descriptionMax) {
      misfits.push(`${url}: description of ${length}: ${meta.description}`);
    }
    // The rule cuts only as a last resort: the site's own texts fit without it.
    for (const text of [meta.title, meta.description]) if (text.endsWith("…")) misfits.push(`${url}: cut: ${text}`);
  }
  expect(misfits).toEqual([]);
});
