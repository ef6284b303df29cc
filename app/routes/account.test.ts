import { expect, test } from "vitest";
import { getFixedT } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { verifyPassword } from "~/accounts/password.server";
import { getSessionUser, startSession } from "~/accounts/session.server";
import {
  actionData,
  cookieHeader,
  createUser,
  getRequest,
  loadContext,
  postForm,
  settle,
} from "../../tests/vitest/factories";
import { action, loader } from "./account";

const fr = getFixedT("fr", "auth");
const CURRENT = "Mot-actuel-2025";
const NEW = "Mot-nouveau-2026";

let lastHost = 0;

/** A client signed in twice: this browser and another one. */
async function clientWithTwoSessions() {
  const user = await createUser({ password: CURRENT });
  const signIn = async () => cookieHeader(await startSession(new Request("http://localhost/"), user.id));
  return { user, cookie: await signIn(), elsewhere: await signIn() };
}

async function change(cookie: string, fields: Record<string, string>) {
  return settle(() =>
    action({
      request: postForm("/compte", Object.entries(fields), { Cookie: cookie }),
      params: {},
      context: loadContext({ clientIp: `192.0.2.${++lastHost}` }),
    }),
  );
}

const signedIn = async (cookie: string) => getSessionUser(getRequest("/", cookie));

test("signed out, the page and its action go to the login page", async () => {
  const page = await settle(() => loader({ request: getRequest("/en/account"), params: {}, context: loadContext() }));
  expect(page instanceof Response && page.headers.get("Location")).toBe("/en/login?redirectTo=%2Fen%2Faccount");
  const posted = await change("", { currentPassword: CURRENT, newPassword: NEW });
  expect(posted instanceof Response && posted.status).toBe(302);
});

test("the page shows the address, privately", async () => {
  const { user, cookie } = await clientWithTwoSessions();
  const page = actionData<{ email: string; staff: boolean }>(
    await loader({ request: getRequest("/compte", cookie), params: {}, context: loadContext() }),
  );
  expect(page.data).toMatchObject({ email: user.email, staff: false });
  expect(page.headers.get("Cache-Control")).toBe("private, no-store");
});

test("a wrong current password is refused and changes nothing; no password is sent back", async () => {
  const { user, cookie, elsewhere } = await clientWithTwoSessions();
  const answer = actionData<{ toast: { description: string }; result: unknown }>(
    await change(cookie, { currentPassword: "Pas-le-bon-1", newPassword: NEW }),
  );
  expect(answer.status).toBe(400);
  expect(answer.data.toast.description).toBe(fr("account.password.error.wrongCurrent"));
  expect(JSON.stringify(answer.data.result)).not.toMatch(/Pas-le-bon|Mot-nouveau/);
  const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(await verifyPassword(stored.passwordHash, CURRENT)).toBe(true);
  expect(await signedIn(elsewhere)).not.toBeNull();
});

test("a new password that breaks the rule is a field error", async () => {
  const { cookie, elsewhere } = await clientWithTwoSessions();
  const answer = actionData<{ result: { error: Record<string, string[]> } }>(
    await change(cookie, { currentPassword: CURRENT, newPassword: "sansmajuscule1" }),
  );
  expect(answer.status).toBe(400);
  expect(answer.data.result.error.newPassword).toEqual(["passwordNeedsUppercase"]);
  expect(await signedIn(elsewhere)).not.toBeNull();
});

test("the right current password: the new one counts, the other sessions are signed out, this one stays", async () => {
  const { user, cookie, elsewhere } = await clientWithTwoSessions();
  const answer = await change(cookie, { currentPassword: CURRENT, newPassword: NEW });
  expect(answer instanceof Response && answer.status).toBe(303);
  expect(answer instanceof Response && answer.headers.get("Location")).toBe("/compte");
  const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(await verifyPassword(stored.passwordHash, NEW)).toBe(true);
  expect(await signedIn(cookie)).toMatchObject({ id: user.id });
  expect(await signedIn(elsewhere)).toBeNull();
  expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1);
});
