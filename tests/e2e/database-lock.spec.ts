import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "@libsql/client";
import { expect, test } from "@playwright/test";
import { ownServer } from "./own-server";

// The lock drill (docs/decisions/020): another process (a backup tool, a migration, sqlite3 in a
// shell) holds the database's write lock for 10 s while visitors post leads and sign up.
// Whatever the server answered during the lock, everything it acknowledged (303) is
// committed, seen from another connection and after a restart (a lead the database
// refused went to the lead spool, and is stored once the lock goes); it recovers by
// itself, and /healthz says 503 while it cannot write. A production server of its own
// (own-server.ts), so that it can be restarted.
const server = ownServer("database-lock", Number(process.env.E2E_PORT ?? 3100) + 2);
const { origin, url, health } = server;
const stored = (table: "leads" | "users") => server.stored(table);
const LOCK_MS = 10_000;

/** A contact lead as the form posts it without JavaScript; the status the server answered. */
async function postLead(email: string) {
  const body = new URLSearchParams({ name: "Drill Lead", email, consent: "on" });
  const response = await fetch(`${origin}/en/contact`, { method: "POST", body, redirect: "manual" });
  const acknowledged = response.status === 303 && response.headers.get("Location") === "/en/thank-you";
  return { email, status: response.status, acknowledged };
}

/** A sign-up as the form posts it without JavaScript. */
async function postSignup(email: string) {
  const body = new URLSearchParams({ email, password: "Correct-horse-42" });
  const response = await fetch(`${origin}/en/signup`, { method: "POST", body, redirect: "manual" });
  return { email, status: response.status, acknowledged: response.status === 303 };
}

type Post = Awaited<ReturnType<typeof postLead>>;

const acknowledged = (posts: Post[]) => posts.filter((post) => post.acknowledged).map((post) => post.email);

test("every lead and account acknowledged during and after a 10 s lock is committed and survives a restart", async () => {
  test.setTimeout(120_000);
  const leads: Post[] = [];
  const signups: Post[] = [];
  const run = crypto.randomUUID().slice(0, 8);
  const leadEmail = (phase: string, index: number) => `lock-${run}-${phase}-${index}@example.com`;

  leads.push(await postLead(leadEmail("before", 0)));
  expect(leads[0]?.acknowledged).toBe(true);

  // The server's own writers (the mail worker sending the first lead's notice) may hold
  // the lock for a moment: wait for it, as a backup tool would.
  const lock = createClient({ url });
  await lock.execute("PRAGMA busy_timeout = 5000");
  await lock.execute("BEGIN EXCLUSIVE");
  const lockedAt = Date.now();
  const lockGone = sleep(LOCK_MS).then(() => lock.execute("ROLLBACK"));
  try {
    // A lead a second and two sign-ups while the lock lasts, each answered when it is.
    const during: Promise<Post>[] = [postSignup(`lock-${run}-signup-during-0@example.com`)];
    for (let index = 0; Date.now() - lockedAt < LOCK_MS - 1_000; index++) {
      during.push(postLead(leadEmail("during", index)));
      if (index === 4) during.push(postSignup(`lock-${run}-signup-during-1@example.com`));
      if (index === 2) {
        // The server goes on answering while its writes wait: the health check says
        // 503 within its own short wait.
        const asked = Date.now();
        expect(await health()).toBe(503);
        expect(Date.now() - asked).toBeLessThan(3_500);
      }
      await sleep(1_000);
    }
    await lockGone;
    for (const post of await Promise.all(during)) (post.email.includes("signup") ? signups : leads).push(post);
  } finally {
    await lockGone.catch(() => undefined);
    lock.close();
  }
  // A lead is either acknowledged or refused as not stored, for the visitor to send again.
  for (const post of leads) expect([303, 503], post.email).toContain(post.status);

  // Once it goes, the server recovers by itself: every post is acknowledged.
  await expect.poll(() => health(), { timeout: 10_000 }).toBe(200);
  for (let index = 0; index < 5; index++) leads.push(await postLead(leadEmail("after", index)));
  signups.push(await postSignup(`lock-${run}-signup-after@example.com`));
  expect(leads.slice(-5).every((post) => post.acknowledged)).toBe(true);
  expect(signups.at(-1)?.acknowledged).toBe(true);

  // Everything acknowledged is committed (another connection sees it; a spooled lead once
  // the spool is replayed), and a lead refused was not stored either (the visitor was told
  // to send it again).
  await expect
    .poll(async () => [...(await stored("leads"))].filter((email) => email.includes(run)).sort(), { timeout: 10_000 })
    .toEqual(acknowledged(leads).sort());
  const users = await stored("users");
  for (const email of acknowledged(signups)) expect(users, email).toContain(email);

  // And it is all there after a restart.
  await server.stop();
  await server.start();
  const leadsAfterRestart = await stored("leads");
  for (const email of acknowledged(leads)) expect(leadsAfterRestart, email).toContain(email);
  const usersAfterRestart = await stored("users");
  for (const email of acknowledged(signups)) expect(usersAfterRestart, email).toContain(email);
  expect((await postLead(leadEmail("restarted", 0))).acknowledged).toBe(true);
});
