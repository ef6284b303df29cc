import { gzipSync } from "node:zlib";
import type { Page } from "playwright-core";

export type LoadedScript = { url: string; raw: number; gzip: number };

/**
 * Opens `url` and returns every script the page fetched until it is hydrated (root.tsx
 * marks <html>) and the network is idle, with each one's size raw and gzipped (zlib level
 * 9), so that sizes do not depend on how the server compresses. With `then`, what the page
 * fetches for that interaction too (a lead form's rules, loaded when the visitor enters the
 * form). Used by the JavaScript budget test and the benchmarks.
 */
export async function firstLoadJavaScript(page: Page, url: string, then?: (page: Page) => Promise<void>) {
  const pending: Array<Promise<LoadedScript>> = [];
  let requested = 0;
  page.on("request", (request) => {
    if (request.resourceType() === "script") requested += 1;
  });
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  if (then) {
    await then(page);
    // The page was idle already: wait until every script asked for has come, and no new one for 500 ms.
    let seen = -1;
    while (seen !== requested || pending.length < requested) {
      seen = requested;
      await page.waitForTimeout(500);
    }
  }
  const scripts = (await Promise.all(pending)).sort((a, b) => b.gzip - a.gzip);
  const total = (key: "raw" | "gzip") => scripts.reduce((sum, script) => sum + script[key], 0);
  return { scripts, raw: total("raw"), gzip: total("gzip") };
}
