// Page-speed benchmark: Lighthouse (mobile, the default config) on the production build
// (run `npm run build` first), in Debian's Chromium, for the public pages that issues
// #17 and #24 audit. Prints each page's four category scores and its paint metrics, the
// median of --runs runs, and the JavaScript its first load fetches (files, gzip level 9);
// asserts nothing (the machine is shared and noisy). `--categories ""` skips Lighthouse.
// Usage: npm run bench:pages [-- --runs 3 --only /,/en/contact --categories seo]
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import lighthouse, { type Result } from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/chromium";
import { firstLoadJavaScript } from "../tests/first-load-javascript";
import { startProductionServer } from "./production-server";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    port: { type: "string", default: "3202" },
    "debugging-port": { type: "string", default: "9333" },
    only: { type: "string" },
    categories: { type: "string", default: "performance,accessibility,best-practices,seo" },
  },
});
const runs = Number(values.runs);
const categories = values.categories.split(",").filter(Boolean);

const auditedPages = [
  "/",
  "/services/seo",
  "/blog",
  "/blog/guide-seo-local-pme",
  "/contact",
  "/audit-gratuit",
  "/galerie",
  "/en",
  "/en/contact",
];
const pages = values.only?.split(",") ?? auditedPages;

const metrics = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
] as const;

/** Debian's Chromium, headless, open to Lighthouse on a debugging port. */
async function startChromium() {
  const port = values["debugging-port"];
  const browser = spawn(
    chromiumLaunchOptions.executablePath,
    ["--headless=new", `--remote-debugging-port=${port}`, ...chromiumLaunchOptions.args, "about:blank"],
    { stdio: "ignore" },
  );
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => null);
    if (response?.ok) break;
    if (attempt === 100) throw new Error("Chromium did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port: Number(port), stop: () => browser.kill() };
}

/** The median of the runs that measured it (a run Lighthouse could not finish has no score). */
function median(numbers: number[]) {
  const measured = numbers.filter(Number.isFinite).sort((a, b) => a - b);
  return measured[Math.floor(measured.length / 2)] ?? NaN;
}

/** The scripts a first visit loads, in a fresh context of its own: "13 JS files 124.0 KB gzip". */
async function javascriptOf(url: string) {
  const context = await scriptBrowser.newContext();
  try {
    const { scripts, gzip } = await firstLoadJavaScript(await context.newPage(), url);
    return `JS ${scripts.length} files ${(gzip / 1000).toFixed(1)} KB gzip`;
  } finally {
    await context.close();
  }
}

const server = await startProductionServer(values.port);
const browser = await startChromium();
const scriptBrowser = await chromium.launch(chromiumLaunchOptions);
try {
  if (categories.length > 0) console.info(`Lighthouse ${categories.join(", ")}, mobile, median of ${runs} run(s)`);
  for (const pathname of pages) {
    const javascript = await javascriptOf(`${server.origin}${pathname}`);
    const reports: Result[] = [];
    for (let run = 0; categories.length > 0 && run < runs; run++) {
      const result = await lighthouse(`${server.origin}${pathname}`, {
        port: browser.port,
        logLevel: "error",
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
      // Lighthouse sometimes fails a run (a trace without its navigation): it is left out.
      if (result.lhr.runtimeError) console.info(`  run ${run + 1} failed: ${result.lhr.runtimeError.code}`);
      reports.push(result.lhr);
    }
    const scores = categories.map((id) => {
      const score = median(reports.map((report) => (report.categories[id]?.score ?? NaN) * 100));
      return `${id} ${score.toFixed(0)}`;
    });
    const paints = categories.includes("performance")
      ? metrics.map(([label, id]) => {
          const value = median(reports.map((report) => report.audits[id]?.numericValue ?? NaN));
          return id === "cumulative-layout-shift" ? `${label} ${value.toFixed(3)}` : `${label} ${value.toFixed(0)} ms`;
        })
      : [];
    console.info(`${pathname.padEnd(26)} ${[javascript, ...scores, ...paints].join("  ")}`);
    for (const report of reports) {
      for (const id of categories) {
        const failed = (report.categories[id]?.auditRefs ?? [])
          .map((ref) => report.audits[ref.id])
          .filter(
            (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative",
          )
          .map((audit) => audit?.id);
        if (failed.length > 0 && id !== "performance") console.info(`  ${id} below 100: ${failed.join(", ")}`);
      }
    }
  }
} finally {
  await scriptBrowser.close();
  browser.stop();
  await server.stop();
}
