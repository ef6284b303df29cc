// Page-speed benchmark: Lighthouse (mobile, the default config) on the production build
// (run `npm run build` first), in Debian's Chromium, for the public pages that issues
// #17 and #24 audit. Prints each page's four category scores and its paint metrics, the
// median of --runs runs; asserts nothing (the machine is shared and noisy).
// Usage: npm run bench:pages [-- --runs 3 --only /,/en/contact --categories seo]
import { spawn } from "node:child_process";
import { parseArgs } from "node:util";
import lighthouse, { type Result } from "lighthouse";
import { chromiumLaunchOptions } from "../tests/chromium";
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
const categories = values.categories.split(",");

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

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? NaN;

const server = await startProductionServer(values.port);
const browser = await startChromium();
try {
  console.info(`Lighthouse ${categories.join(", ")}, mobile, median of ${runs} run(s)`);
  for (const pathname of pages) {
    const reports: Result[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.origin}${pathname}`, {
        port: browser.port,
        logLevel: "error",
        onlyCategories: categories,
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
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
    console.info(`${pathname.padEnd(26)} ${[...scores, ...paints].join("  ")}`);
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
  browser.stop();
  await server.stop();
}
