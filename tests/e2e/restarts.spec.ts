import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { ownServer } from "./own-server";

// Clean restarts (docs/decisions/024): a deploy stops the server with SIGTERM while visitors post
// leads; a crash kills it (SIGKILL). Either way every lead the server acknowledged (303)
// is in the database after the restart, and SIGTERM ends the server well within
// fly.toml's kill_timeout (15 s), keep-alive connections and all.
const server = ownServer("restarts", Number(process.env.E2E_PORT ?? 3100) + 3);

type Post = { email: string; acknowledged: boolean };

/** A contact lead as the form posts it without JavaScript; refused or cut off: not acknowledged. */
async function postLead(email: string): Promise<Post> {
  const body = new URLSearchParams({ name: "Restart Lead", email, consent: "on" });
  try {
    const response = await fetch(`${server.origin}/en/contact`, { method: "POST", body, redirect: "manual" });
    return { email, acknowledged: response.status === 303 && response.headers.get("Location") === "/en/thank-you" };
  } catch {
    return { email, acknowledged: false };
  }
}

/** Posts a lead every few milliseconds, and sends the signal once some have been answered. */
async function burstWith(signal: NodeJS.Signals, run: string) {
  const posts: Promise<Post>[] = [];
  let answered = 0;
  let stopped: ReturnType<typeof server.stop> | undefined;
  for (let index = 0; index < 60; index++) {
    posts.push(postLead(`${run}-${signal}-${index}@example.com`).finally(() => answered++));
    if (answered >= 10) stopped ??= server.stop(signal);
    await sleep(15);
  }
  const stop = await (stopped ?? server.stop(signal));
  return { posts: await Promise.all(posts), stop };
}

test("every lead acknowledged before a SIGTERM or a SIGKILL is there after the restart", async () => {
  test.setTimeout(180_000);
  const run = crypto.randomUUID().slice(0, 8);

  // A keep-alive connection left open by a client must not hold the shutdown.
  expect((await postLead(`${run}-idle@example.com`)).acknowledged).toBe(true);

  const terminated = await burstWith("SIGTERM", run);
  expect(terminated.stop?.code).toBe(0);
  expect(terminated.stop?.ms).toBeLessThan(5_000);
  // The requests in flight were answered, then the database was closed.
  expect(server.log()).toContain("Database closed; exiting");
  const acknowledgedBeforeTerm = terminated.posts.filter((post) => post.acknowledged).map((post) => post.email);
  expect(acknowledgedBeforeTerm.length).toBeGreaterThan(0);

  await server.start();
  const afterTerm = await server.stored("leads");
  // Addresses are stored in lower case (docs/decisions/040).
  for (const email of acknowledgedBeforeTerm) expect(afterTerm, email).toContain(email.toLowerCase());

  const killed = await burstWith("SIGKILL", run);
  const acknowledgedBeforeKill = killed.posts.filter((post) => post.acknowledged).map((post) => post.email);
  expect(acknowledgedBeforeKill.length).toBeGreaterThan(0);

  await server.start();
  const afterKill = await server.stored("leads");
  for (const email of [...acknowledgedBeforeTerm, ...acknowledgedBeforeKill]) {
    expect(afterKill, email).toContain(email.toLowerCase());
  }
  expect((await postLead(`${run}-restarted@example.com`)).acknowledged).toBe(true);
});
