import { remember } from "@epic-web/remember";

// Work the server lets finish before it exits on SIGTERM or SIGINT (server/index.ts, within
// its 10 s limit): an e-mail being handed over, say. "stop" tasks (workers, timers) run
// first, together; "close" tasks (the database) once they are done. The server and the app
// build are bundled apart, so each has its own copy of this module; the lists live on
// globalThis.
type Phase = "stop" | "close";
const tasks = remember("shutdown-tasks", () => ({
  stop: new Set<() => Promise<void>>(),
  close: new Set<() => Promise<void>>(),
}));

export function onShutdown(task: () => Promise<void>, phase: Phase = "stop") {
  tasks[phase].add(task);
}

/** Runs every task, the "stop" ones then the "close" ones; a failing one does not stop the others. */
export async function runShutdownTasks() {
  for (const phase of ["stop", "close"] as const) await Promise.allSettled([...tasks[phase]].map((task) => task()));
}
