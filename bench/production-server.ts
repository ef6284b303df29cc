// The production build (run `npm run build` first) on a fresh database of its own, for
// the benchmark scripts: migrated, seeded, started, and removed when stopped.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export async function startProductionServer(port: string) {
  const origin = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(path.join(tmpdir(), "vitrine-bench-"));
  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    PORT: port,
    SITE_URL: origin,
    DATABASE_URL: `file:${path.join(work, "bench.db")}`,
    SESSION_SECRET: "bench-session-secret-with-at-least-32-characters",
  };
  execFileSync("npx", ["prisma", "migrate", "deploy"], { env, stdio: "ignore" });
  execFileSync("node", ["server-build/seed.js"], { env, stdio: "ignore" });
  const server = spawn("node", ["server-build/index.js"], { env, stdio: "ignore" });
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${origin}/healthz`).catch(() => null);
    if (response?.ok) break;
    if (attempt === 100) throw new Error("The server did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    /** A scratch folder, removed with the server. */
    work,
    /** Resident memory of the server process in MB: current (VmRSS) or peak (VmHWM). */
    memoryMb(field: "VmRSS" | "VmHWM") {
      const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
      const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return (kb / 1024).toFixed(0);
    },
    stop() {
      server.kill();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
