// Serving benchmark. Serves the production build (run `npm run build` first) on a fresh
// database and prints, without asserting anything:
//   - requests/s and p99 latency for / and /en under 50 connections (autocannon, 10 s each);
//   - the server's memory (RSS) before, at peak and after the load;
//   - the JavaScript a browser loads for / (each file, raw and gzip bytes), measured in Chromium.
// Usage: npm run bench [-- --duration 10 --connections 50]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/chromium";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: "3200" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const origin = `http://127.0.0.1:${values.port}`;

const work = mkdtempSync(path.join(tmpdir(), "vitrine-bench-"));
const env = {
  ...process.env,
  NODE_ENV: "production" as const,
  PORT: values.port,
  SITE_URL: origin,
  DATABASE_URL: `file:${path.join(work, "bench.db")}`,
  SESSION_SECRET: "bench-session-secret-with-at-least-32-characters",
};
execFileSync("npx", ["prisma", "migrate", "deploy"], { env, stdio: "ignore" });
execFileSync("node", ["server-build/seed.js"], { env, stdio: "ignore" });
const server = spawn("node", ["server-build/index.js"], { env, stdio: "ignore" });

/** Resident memory of the server process in MB: current (VmRSS) or peak (VmHWM). */
function memoryMb(field: "VmRSS" | "VmHWM") {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return (kb / 1024).toFixed(0);
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${origin}/healthz`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The server did not start");
}

async function load(pathname: string) {
  const result = await autocannon({ url: `${origin}${pathname}`, connections, duration });
  const failures = result.errors + result.timeouts + result.non2xx;
  console.info(
    `${pathname.padEnd(4)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p99 ${String(result.latency.p99).padStart(4)} ms` +
      `   (${result.requests.total} requests, ${failures} failed)`,
  );
}

async function javascriptOfHomePage() {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    const scripts: Array<{ url: string; raw: number; gzip: number }> = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.body();
      scripts.push({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
    });
    await page.goto(`${origin}/`, { waitUntil: "networkidle" });
    scripts.sort((a, b) => b.gzip - a.gzip);
    for (const script of scripts) {
      console.info(
        `  ${String(script.gzip).padStart(7)} B gzip  ${String(script.raw).padStart(7)} B raw  ${script.url}`,
      );
    }
    const total = (key: "raw" | "gzip") => scripts.reduce((sum, script) => sum + script[key], 0);
    console.info(`JavaScript loaded by /: ${scripts.length} files, ${total("gzip")} B gzip (${total("raw")} B raw)`);
  } finally {
    await browser.close();
  }
}

try {
  await waitForServer();
  for (let warm = 0; warm < 50; warm++) await fetch(`${origin}/`);
  console.info(`Serving the production build, ${connections} connections, ${duration} s per path`);
  console.info(`RSS before load: ${memoryMb("VmRSS")} MB`);
  await load("/");
  await load("/en");
  console.info(`RSS peak: ${memoryMb("VmHWM")} MB, after load: ${memoryMb("VmRSS")} MB`);
  await javascriptOfHomePage();
} finally {
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
