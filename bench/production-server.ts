// The production build (run `npm run build` first) on a fresh database of its own, for
// the benchmark scripts: started as production starts it (scripts/start.sh: migrations,
// seed, server), and removed when stopped.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Polls `url` every 5 ms until it answers 200; the milliseconds since `since`. */
export async function waitForOk(url: string, since: number, process: ChildProcess, timeoutMs = 30_000) {
  for (;;) {
    const response = await fetch(url).catch(() => null);
    await response?.arrayBuffer();
    if (response?.ok) return performance.now() - since;
    if (hasExited(process)) throw new Error(`${url}: the server exited (${process.exitCode ?? process.signalCode})`);
    if (performance.now() - since > timeoutMs) throw new Error(`${url}: no 200 after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Sends SIGTERM and waits for the process to exit. */
export function stopProcess(child: ChildProcess) {
  if (hasExited(child)) return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  return exited;
}

/** The bench server's session secret: a script that signs a visitor in with the app's models uses it too. */
export const BENCH_SESSION_SECRET = "bench-session-secret-with-at-least-32-characters";

/** `root`: the checkout whose build runs (another one's for a reference build). */
export async function startProductionServer(port: string, extraEnv: Record<string, string> = {}, root = ".") {
  const origin = `http://127.0.0.1:${port}`;
  const work = mkdtempSync(path.join(tmpdir(), "vitrine-bench-"));
  const databaseFile = path.join(work, "bench.db");
  const env = {
    ...process.env,
    NODE_ENV: "production" as const,
    PORT: port,
    SITE_URL: origin,
    DATABASE_URL: `file:${databaseFile}`,
    // The server's own files (spool, outbox, the fs stores) in the scratch folder, whatever the engine.
    DATA_DIR: work,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    ALTCHA_HMAC_KEY: "bench-altcha-key-with-at-least-32-characters",
    ...extraEnv,
  };
  let server: ChildProcess;

  /** Starts the server; the milliseconds from the start command to the first 200 on `/`. */
  async function start() {
    const began = performance.now();
    // start.sh ends with `exec node`: the pid is the server's.
    // The server's errors show (a crash mid-bench would otherwise be a bare ECONNREFUSED).
    server = spawn("sh", ["scripts/start.sh"], { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
    return waitForOk(`${origin}/`, began, server);
  }

  const firstStartMs = await start();
  return {
    origin,
    databaseFile,
    /** A scratch folder, removed with the server. */
    work,
    /** From the start command to the first 200 of the first start (migrations to apply). */
    firstStartMs,
    /** Resident memory of the server process in MB: current (VmRSS) or peak (VmHWM). */
    memoryMb(field: "VmRSS" | "VmHWM") {
      const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
      const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    /**
     * CPU time the server process has used, user and system, in ms (Linux, 10 ms ticks):
     * unlike elapsed time, barely changed by other work on a shared machine.
     */
    cpuMs() {
      // After the command's closing parenthesis: state is field 3, utime and stime 14 and 15.
      const fields = readFileSync(`/proc/${server.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    /** Whether the server process is running (false once it has died or been stopped). */
    alive() {
      return !hasExited(server);
    },
    /**
     * Sets the peak RSS (VmHWM) back to the current RSS (Linux: clear_refs 5), so that a
     * later read is the peak since then; false where the kernel refuses.
     */
    resetPeakMemory() {
      try {
        writeFileSync(`/proc/${server.pid}/clear_refs`, "5");
        return true;
      } catch {
        return false;
      }
    },
    /**
     * Stops the server (SIGTERM, as a deploy does; nothing if it has died), runs `whileStopped`
     * (e.g. filling its database), and starts it again: the start's milliseconds to the first 200.
     */
    async restart(whileStopped?: () => Promise<unknown>) {
      await stopProcess(server);
      await whileStopped?.();
      return start();
    },
    async stop() {
      await stopProcess(server);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
