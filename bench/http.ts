// Serving benchmark. Serves the production build (run `npm run build` first) on a fresh
// database and prints, without asserting anything:
//   - requests/s and p99 latency for / and /en under 50 connections (autocannon, 10 s each),
//     each beside Node's bare http serving the same bytes in a process of its own, and the ratio;
//   - the server's memory (RSS) before, at peak and after the load;
//   - the JavaScript a browser loads for / (each file, raw and gzip bytes), measured in Chromium.
// Usage: npm run bench [-- --duration 10 --connections 50]
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/chromium";
import { startProductionServer } from "./production-server";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: "3200" },
    "reference-port": { type: "string", default: "3201" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const { origin, work, memoryMb, stop } = await startProductionServer(values.port);

type Figures = { rate: number; p99: number; total: number; failures: number };

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration });
  const failures = result.errors + result.timeouts + result.non2xx;
  return { rate: result.requests.average, p99: result.latency.p99, total: result.requests.total, failures };
}

const referenceOrigin = `http://127.0.0.1:${values["reference-port"]}`;

/** Node's bare http serving `body` from memory, in a process of its own (as the app is). */
async function startReference(body: Uint8Array) {
  const file = path.join(work, "reference.html");
  writeFileSync(file, body);
  const script = `const body = require("fs").readFileSync(process.argv[1]);
require("http").createServer((request, response) => {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  response.end(body);
}).listen(Number(process.argv[2]), "127.0.0.1", () => console.log("ready"));`;
  const reference = spawn("node", ["-e", script, file, values["reference-port"]], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve) => reference.stdout.once("data", resolve));
  return reference;
}

const line = (label: string, figures: Figures) =>
  `${label.padEnd(14)} ${figures.rate.toFixed(0).padStart(6)} req/s   p99 ${String(figures.p99).padStart(4)} ms` +
  `   (${figures.total} requests, ${figures.failures} failed)`;

async function load(pathname: string) {
  const app = await measure(`${origin}${pathname}`);
  const body = new Uint8Array(await (await fetch(`${origin}${pathname}`)).arrayBuffer());
  const reference = await startReference(body);
  try {
    const bare = await measure(`${referenceOrigin}/`);
    console.info(line(pathname, app));
    console.info(line(`  bare Node`, bare));
    console.info(`  ratio          ${((app.rate / bare.rate) * 100).toFixed(2)} % of the reference's rate`);
  } finally {
    reference.kill();
  }
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
  for (let warm = 0; warm < 50; warm++) await fetch(`${origin}/`);
  console.info(`Serving the production build, ${connections} connections, ${duration} s per path`);
  console.info(`RSS before load: ${memoryMb("VmRSS")} MB`);
  await load("/");
  await load("/en");
  console.info(`RSS peak: ${memoryMb("VmHWM")} MB, after load: ${memoryMb("VmRSS")} MB`);
  await javascriptOfHomePage();
} finally {
  stop();
}
