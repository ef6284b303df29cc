import { expect, test, vi } from "vitest";
import { prisma } from "~/platform/db.server";
import { productionStoreEnv } from "../../tests/vitest/engine";
import { cookieHeader, createUser } from "../../tests/vitest/factories";
import { endSession, getSessionUser, sessionStorage, startSession } from "./session.server";

function requestWith(cookie?: string) {
  return new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });
}

test("a new session identifies its user through an httpOnly, lax, 30-day cookie", async () => {
  const user = await createUser();
  const setCookie = await startSession(requestWith(), user.id);
  expect(setCookie).toMatch(/^vitrine_session=/);
  expect(setCookie).toContain("HttpOnly");
  expect(setCookie).toContain("SameSite=Lax");
  expect(setCookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  expect(await getSessionUser(requestWith(cookieHeader(setCookie)))).toMatchObject({ id: user.id, email: user.email });
});

test("signing in again gives a new session id and revokes the old one", async () => {
  const user = await createUser();
  const first = cookieHeader(await startSession(requestWith(), user.id));
  const second = cookieHeader(await startSession(requestWith(first), user.id));
  const idOf = async (cookie: string) => (await sessionStorage.getSession(cookie)).get("sessionId") as string;
  expect(await idOf(second)).not.toBe(await idOf(first));
  expect(await getSessionUser(requestWith(first))).toBeNull();
  expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1);
});

test("every new session records when its user last signed in", async () => {
  const user = await createUser();
  expect(user.lastSignInAt).toBeNull();
  const before = Date.now();
  await startSession(requestWith(), user.id);
  const { lastSignInAt } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(lastSignInAt?.getTime()).toBeGreaterThanOrEqual(before);
  expect(lastSignInAt?.getTime()).toBeLessThanOrEqual(Date.now());
});

test("ending a session deletes its row and clears the cookie", async () => {
  const user = await createUser();
  const cookie = cookieHeader(await startSession(requestWith(), user.id));
  const cleared = await endSession(requestWith(cookie));
  expect(cleared).toMatch(/^vitrine_session=;/);
  expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
  expect(await getSessionUser(requestWith(cookie))).toBeNull();
});

test("an expired session or a tampered cookie signs no one in", async () => {
  const user = await createUser();
  const cookie = cookieHeader(await startSession(requestWith(), user.id));
  await prisma.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect(await getSessionUser(requestWith(cookie))).toBeNull();

  const forged = cookie.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
  expect(await getSessionUser(requestWith(forged))).toBeNull();
});

test("in production the cookie is Secure too", async () => {
  const user = await createUser();
  vi.resetModules();
  vi.stubEnv("NODE_ENV", "production");
  vi.stubEnv("SESSION_SECRET", "a-production-secret-of-at-least-32-characters");
  vi.stubEnv("ALTCHA_HMAC_KEY", "a-production-altcha-key-of-at-least-32-characters");
  vi.stubEnv("SITE_URL", "https://www.vitrine.example");
  for (const [name, value] of Object.entries(productionStoreEnv())) vi.stubEnv(name, value);
  try {
    const production = await import("./session.server");
    const setCookie = await production.startSession(requestWith(), user.id);
    for (const flag of ["HttpOnly", "SameSite=Lax", "Secure", "Path=/", `Max-Age=${30 * 24 * 60 * 60}`]) {
      expect(setCookie).toContain(flag);
    }
  } finally {
    vi.unstubAllEnvs();
  }
  expect(await startSession(requestWith(), user.id)).not.toContain("Secure");
});
