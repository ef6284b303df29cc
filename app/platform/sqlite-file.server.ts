import { Worker } from "node:worker_threads";
import type { ClaimState, SqliteFileTask } from "./sqlite-file.worker.js";

// Beside this module in the sources, and beside the bundled server (scripts/build-server.ts).
const WORKER = new URL("./sqlite-file.worker.js", import.meta.url);

type Answer = { ok: true; result: unknown } | { ok: false; error: string };

/** Runs one task in a thread of its own; settles once the thread (and its connections) ended. */
function inWorker(task: SqliteFileTask) {
  return new Promise<unknown>((resolve, reject) => {
    const worker = new Worker(WORKER, { workerData: task });
    let answer: Answer | undefined;
    worker.once("message", (message: Answer) => (answer = message));
    worker.once("error", reject);
    worker.once("exit", (code) => {
      if (answer?.ok) resolve(answer.result);
      else reject(new Error(answer?.error ?? `The SQLite worker stopped with code ${code}`));
    });
  });
}

/** Writes a consistent copy of the live database file `source` to the new file `target` (VACUUM INTO). */
export async function vacuumInto(source: string, target: string) {
  await inWorker({ task: "snapshot", source, target });
}

/** Why the file is not a sound Vitrine database (integrity check, applied migrations), or null. */
export async function checkDatabaseFile(file: string) {
  return (await inWorker({ task: "check", file })) as string | null;
}

/**
 * Makes sure no other connection has the database open ("inUse" otherwise), and folds its
 * WAL into the file so that the file alone holds every committed write.
 */
export async function claimDatabaseFile(file: string) {
  return (await inWorker({ task: "claim", file })) as ClaimState;
}
