import type { AppLoadContext } from "@remix-run/node";
import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { env } from "~/env.server";
import { hashPassword } from "~/accounts/password.server";
import { prisma } from "~/platform/db.server";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { LeadAction } from "~/platform/bot-protection";
import { loader as botChallengeLoader } from "~/routes/resources/bot-challenge";

/**
 * A client (or staff) account in the test file's database, confirmed unless told
 * otherwise; with `password`, one that can log in.
 */
export async function createUser({
  role = "client",
  password,
  confirmed = true,
}: { role?: "client" | "staff"; password?: string; confirmed?: boolean } = {}) {
  return prisma.user.create({
    data: {
      email: `user-${randomUUID()}@example.com`,
      passwordHash: password ? await hashPassword(password) : "not-used-by-these-tests",
      role,
      emailVerifiedAt: confirmed ? new Date() : null,
    },
  });
}

/** The Cookie header a browser would send back after receiving these Set-Cookie values. */
export function cookieHeader(...setCookies: string[]) {
  return setCookies.map((setCookie) => setCookie.split(";")[0]).join("; ");
}

/** What the Express server passes to loaders and actions (server/index.ts). */
export function loadContext(overrides: Partial<AppLoadContext> = {}): AppLoadContext {
  return { cspNonce: "", clientIp: "192.0.2.1", keepOutOfPageCache: () => {}, ...overrides };
}

/** A form post as a browser sends it (url-encoded), repeated names kept in order. */
export function postForm(url: string, entries: Array<[string, string]>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams(entries);
  return new Request(new URL(url, "http://localhost"), { method: "POST", body, headers });
}

/** What an action answered with data(): its payload (typed by the caller), status and headers. */
export function actionData<Data>(result: unknown) {
  const { data, init } = result as { data: Data; init?: ResponseInit | null };
  return { data, status: init?.status ?? 200, headers: new Headers(init?.headers) };
}

/**
 * Runs `work` while no lead can be kept: the database refuses it (its table renamed away)
 * and so does the lead spool (a file where its folder goes).
 */
export async function whileLeadsAreRefused<T>(work: () => Promise<T>) {
  await prisma.$executeRawUnsafe("ALTER TABLE leads RENAME TO leads_away");
  await rm(env.LEAD_SPOOL_DIR, { recursive: true, force: true });
  await writeFile(env.LEAD_SPOOL_DIR, "");
  try {
    return await work();
  } finally {
    await rm(env.LEAD_SPOOL_DIR, { force: true });
    await prisma.$executeRawUnsafe("ALTER TABLE leads_away RENAME TO leads");
  }
}

/** A new account of this role signed in: the user and the Cookie header its browser sends. */
export async function signedInCookie(role: "client" | "staff") {
  const { startSession } = await import("~/accounts/session.server");
  const user = await createUser({ role });
  return { user, cookie: cookieHeader(await startSession(new Request("http://localhost/"), user.id)) };
}

/** A GET of this path, with this Cookie header if any. */
export function getRequest(path: string, cookie?: string) {
  return new Request(`http://localhost${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

/** What a loader or action gives back, a thrown Response included. */
export async function settle(run: () => Promise<unknown>) {
  try {
    return await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

type Loader = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => Promise<unknown>;

/** Where `loader` sends a new account of this role that visits `path` signed in; null: nowhere. */
export async function redirectOfSignedInVisit(loader: Loader, role: "client" | "staff", path: string) {
  const { cookie } = await signedInCookie(role);
  const answer = await settle(() => loader({ request: getRequest(path, cookie), params: {}, context: loadContext() }));
  return answer instanceof Response ? answer.headers.get("Location") : null;
}

/**
 * What the browser sends for `action` (docs/decisions/047): a challenge from the
 * bot-challenge route, solved here with altcha-lib's own solver, as a token.
 */
let challengeClients = 0;
export async function solvedBotToken(action: LeadAction) {
  // Each from a client of its own: the challenge route's rate limit is tested on its own.
  const clientIp = `challenge-client-${(challengeClients += 1)}`;
  const response = await botChallengeLoader({
    request: new Request(`http://localhost/resources/bot-challenge?action=${action}`),
    params: {},
    context: loadContext({ clientIp }),
  });
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
