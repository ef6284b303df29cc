import { remember } from "@epic-web/remember";

// Work the server lets finish before it exits on SIGTERM or SIGINT (server/index.ts, within
// its 10 s limit): an e-mail being handed over, say. The server and the app build are
// bundled apart, so each has its own copy of this module; the list lives on globalThis.
const tasks = remember("shutdown-tasks", () => new Set<() => Promise<void>>());

export function onShutdown(task: () => Promise<void>) {
  tasks.add(task);
}

/** Runs every task; a failing one does not stop the others. */
export async function runShutdownTasks() {
  await Promise.allSettled([...tasks].map((task) => task()));
}
