import { spawn, type ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";

/**
 * `npm run dev` in its own process group with the given environment, ready once /healthz
 * answers; its log is kept for the test to read.
 */
export async function startDevServer(env: NodeJS.ProcessEnv, origin: string) {
  const log: string[] = [];
  const server = spawn("npm", ["run", "dev"], { env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  server.stdout.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  try {
    await expect
      .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 60_000 })
      .toBe(200);
  } catch (error) {
    await stopProcessGroup(server);
    throw new Error(`The development server did not answer:\n${log.join("")}`, { cause: error });
  }
  return {
    stop: () => stopProcessGroup(server),
    /** Everything the server printed so far. */
    log: () => log.join(""),
  };
}

async function stopProcessGroup(server: ChildProcess) {
  if (!server.pid) return;
  const group = -server.pid;
  const groupAlive = () => {
    try {
      process.kill(group, 0);
      return true;
    } catch {
      return false;
    }
  };
  if (!groupAlive()) return;
  // As Ctrl-C in a terminal. npm exits at once: wait for the whole group, the server included.
  process.kill(group, "SIGINT");
  await expect.poll(groupAlive, { timeout: 20_000 }).toBe(false);
}
