// Cache-miss render benchmark (docs/decisions/051): the server's CPU time per render of the
// public pages whose texts staff edit, each request with a query parameter of its own so that
// the page cache (docs/decisions/026) renders it every time, beside the same pages rendered by
// a reference build in the same run: by default the release before staff-edited content,
// whose texts came from the locale files alone. Prints, asserting nothing, the median CPU ms
// per render over --rounds rounds (servers alternated), wall p50, and the ratio.
// Usage: npm run build && npm run bench:render [-- --requests 150 --rounds 3 --reference-commit c37f061]
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startProductionServer } from "./production-server";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "150" },
    rounds: { type: "string", default: "3" },
    port: { type: "string", default: "3203" },
    "reference-port": { type: "string", default: "3204" },
    "reference-commit": { type: "string", default: "c37f061" },
    "reference-dir": { type: "string", default: "/tmp/vitrine-render-reference" },
  },
});
const requests = Number(values.requests);
const rounds = Number(values.rounds);
const PAGES = ["/", "/services/seo", "/glossaire", "/etudes-de-cas", "/en/about", "/en/glossary"];

/** The reference checkout, built once and kept for later runs. */
function referenceBuild(commit: string, dir: string) {
  if (existsSync(path.join(dir, "build/server/index.js"))) return dir;
  const run = (command: string, args: string[], cwd = dir) => execFileSync(command, args, { cwd, stdio: "inherit" });
  if (!existsSync(dir)) run("git", ["worktree", "add", "--detach", dir, commit], ".");
  run("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")]);
  run("npx", ["prisma", "generate"]);
  run("npx", ["prisma", "generate", "--schema", "prisma/postgres/schema.prisma"]);
  run("npm", ["run", "build"]);
  return dir;
}

const reference = referenceBuild(values["reference-commit"], values["reference-dir"]);
const servers = {
  current: await startProductionServer(values.port),
  reference: await startProductionServer(values["reference-port"], {}, reference),
};

type Figures = { cpuMs: number; p50: number };

async function renders(server: (typeof servers)["current"], page: string, round: number): Promise<Figures> {
  const times: number[] = [];
  const cpuBefore = server.cpuMs();
  for (let index = 0; index < requests; index += 1) {
    const began = performance.now();
    const response = await fetch(`${server.origin}${page}?render=${round}-${index}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${page}: ${response.status}`);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { cpuMs: (server.cpuMs() - cpuBefore) / requests, p50: times[Math.floor(times.length / 2)] ?? 0 };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)] ?? 0;

try {
  // Warm both: the first renders load modules and compile.
  for (const page of PAGES) {
    await renders(servers.current, page, -1);
    await renders(servers.reference, page, -1);
  }
  for (const page of PAGES) {
    const figures = { current: [] as Figures[], reference: [] as Figures[] };
    for (let round = 0; round < rounds; round += 1) {
      figures.current.push(await renders(servers.current, page, round));
      figures.reference.push(await renders(servers.reference, page, round));
    }
    const cpu = (list: Figures[]) => median(list.map((figure) => figure.cpuMs));
    const p50 = (list: Figures[]) => median(list.map((figure) => figure.p50));
    const ratio = cpu(figures.current) / cpu(figures.reference);
    console.info(
      `${page.padEnd(16)} render CPU ${cpu(figures.current).toFixed(2)} ms (p50 ${p50(figures.current).toFixed(1)} ms)` +
        `  reference ${cpu(figures.reference).toFixed(2)} ms (p50 ${p50(figures.reference).toFixed(1)} ms)` +
        `  ratio ${ratio.toFixed(2)}`,
    );
  }
} finally {
  await servers.current.stop();
  await servers.reference.stop();
}
