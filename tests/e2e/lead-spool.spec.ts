import { existsSync } from "node:fs";
import { createClient } from "@libsql/client";
import { expect, test } from "@playwright/test";
import { ownServer } from "./own-server";

// The lead spool drill (docs/decisions/024): another process holds the database's write lock longer
// than the server waits for it (shortened to 300 ms here), so lead posts go to the spool
// and are acknowledged; the server is killed (SIGKILL) before the lock goes; once it goes,
// the restarted server replays the spool: every acknowledged lead is stored, once.
const server = ownServer("lead-spool", Number(process.env.E2E_PORT ?? 3100) + 4, { DATABASE_LOCK_WAIT_MS: "300" });

async function postLead(email: string) {
  const body = new URLSearchParams({ name: "Spool Drill", email, consent: "on" });
  const response = await fetch(`${server.origin}/en/contact`, { method: "POST", body, redirect: "manual" });
  return response.status === 303 && response.headers.get("Location") === "/en/thank-you";
}

async function storedCount(email: string) {
  const reader = createClient({ url: server.url });
  try {
    const { rows } = await reader.execute({ sql: "SELECT COUNT(*) AS n FROM leads WHERE email = ?", args: [email] });
    return Number(rows[0]?.n);
  } finally {
    reader.close();
  }
}

test("leads the locked database refused are acknowledged, survive a crash in the spool, and are stored once after the restart", async () => {
  test.setTimeout(120_000);
  const run = crypto.randomUUID().slice(0, 8);
  const emails = Array.from({ length: 8 }, (_, index) => `spool-${run}-${index}@example.com`);

  // The server's own brief writes at start (the retention job, the mail worker) may hold
  // the lock for a moment: wait for them, as a backup tool would.
  const lock = createClient({ url: server.url });
  await lock.execute("PRAGMA busy_timeout = 5000");
  await lock.execute("BEGIN EXCLUSIVE");
  try {
    for (const email of emails) expect(await postLead(email), email).toBe(true);
    for (const email of emails) expect(await storedCount(email), email).toBe(0);
    expect(server.log()).toContain("spooled, to be stored when the database accepts writes");
    await server.stop("SIGKILL");
  } finally {
    await lock.execute("ROLLBACK");
    lock.close();
  }

  await server.start();
  for (const email of emails) await expect.poll(() => storedCount(email), { timeout: 10_000 }).toBe(1);
  // The replay removes its file once the rows are committed: a moment after they show.
  expect(existsSync(`${server.spoolDir}/leads.jsonl`)).toBe(false);
  await expect.poll(() => existsSync(`${server.spoolDir}/leads.jsonl.replaying`), { timeout: 5_000 }).toBe(false);
  // A later replay stores nothing twice.
  expect(await postLead(`spool-${run}-after@example.com`)).toBe(true);
  for (const email of emails) expect(await storedCount(email), email).toBe(1);
});
