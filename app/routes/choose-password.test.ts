import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { getFixedT } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { createPasswordToken } from "~/accounts/password-token.server";
import { requestPasswordReset } from "~/accounts/account.server";
import { verifyPassword } from "~/accounts/password.server";
import { getSessionUser, startSession } from "~/accounts/session.server";
import { getToast } from "~/platform/toast.server";
import { isShareablePage, pageCacheKey } from "~/platform/page-cache.server";
import { linkIn } from "../../tests/mail-server";
import { actionData, cookieHeader, createUser, loadContext, postForm, settle } from "../../tests/vitest/factories";
import { outboxFor } from "../../tests/vitest/mail";
import { action, headers, loader } from "./choose-password";

const fr = getFixedT("fr", "auth");
const NEW_PASSWORD = "Tout-nouveau-2026";

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

let lastHost = 0;

type LinkState = { status: string; purpose: string | null; email: string | null };

async function open(token: string, path = "/nouveau-mot-de-passe") {
  const result = await loader({
    request: new Request(`http://localhost${path}?token=${encodeURIComponent(token)}`),
    params: {},
    context: loadContext(),
  });
  return actionData<{ link: LinkState; token: string }>(result);
}

async function choose(token: string, password: string, cookie?: string) {
  const path = `/nouveau-mot-de-passe?token=${encodeURIComponent(token)}`;
  return settle(() =>
    action({
      request: postForm(
        path,
        [
          ["token", token],
          ["password", password],
        ],
        cookie ? { Cookie: cookie } : {},
      ),
      params: {},
      context: loadContext({ clientIp: `192.0.2.${++lastHost}` }),
    }),
  );
}

/** A client's forgotten-password e-mail, through the mail queue and the outbox: its token. */
async function resetToken(email: string) {
  await requestPasswordReset({ email, language: "fr", origin: "http://localhost" });
  const mails = await outboxFor(email);
  const link = linkIn(mails.at(-1)?.text ?? "");
  expect(link).toMatch(/^http:\/\/localhost\/nouveau-mot-de-passe\?token=[\w-]{43}$/);
  return new URL(link).searchParams.get("token") ?? "";
}

test("staff who choose a new password from a reset link land on the back office's overview", async () => {
  const staff = await createUser({ role: "staff", password: "Ancien-mot-2025" });
  const answer = await choose(await resetToken(staff.email), NEW_PASSWORD);
  expect(answer instanceof Response && answer.headers.get("Location")).toBe("/admin");
});

test("a valid reset link sets the password, signs out every session, confirms the address and signs this browser in", async () => {
  const user = await createUser({ password: "Ancien-mot-2025", confirmed: false });
  const elsewhere = cookieHeader(await startSession(new Request("http://localhost/"), user.id));
  const token = await resetToken(user.email);
  expect((await open(token)).data.link).toEqual({ status: "valid", purpose: "reset", email: user.email });

  const answer = await choose(token, NEW_PASSWORD);
  if (!(answer instanceof Response)) throw new Error("expected a redirect");
  expect(answer.status).toBe(303);
  expect(answer.headers.get("Location")).toBe("/dashboard");
  const cookie = cookieHeader(...answer.headers.getSetCookie());
  expect(await getSessionUser(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toMatchObject({
    id: user.id,
  });
  expect((await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }))).toast).toMatchObject({
    title: fr("choose.success.title"),
  });
  expect(await getSessionUser(new Request("http://localhost/", { headers: { Cookie: elsewhere } }))).toBeNull();
  expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1);

  const updated = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(await verifyPassword(updated.passwordHash, NEW_PASSWORD)).toBe(true);
  expect(updated.emailVerifiedAt).not.toBeNull();
});

test("a used link works once: the second post changes nothing and the page says the link is not valid", async () => {
  const user = await createUser({ password: "Ancien-mot-2025" });
  const token = await resetToken(user.email);
  expect(await choose(token, NEW_PASSWORD)).toHaveProperty("status", 303);
  const again = await choose(token, "Autre-essai-2026");
  if (!(again instanceof Response)) throw new Error("expected a redirect");
  expect(again.headers.get("Location")).toBe(`/nouveau-mot-de-passe?token=${token}`);
  expect(again.headers.getSetCookie()).toEqual([]);
  const updated = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(await verifyPassword(updated.passwordHash, NEW_PASSWORD)).toBe(true);
  expect((await open(token)).data.link).toEqual({ status: "invalid", purpose: null, email: null });
});

test("a wrong or missing token is not valid, and sets nothing", async () => {
  expect((await open(randomUUID())).data.link.status).toBe("invalid");
  const page = actionData<{ link: LinkState }>(
    await loader({ request: new Request("http://localhost/en/choose-password"), params: {}, context: loadContext() }),
  );
  expect(page.data.link.status).toBe("invalid");
  const answer = await choose("x".repeat(43), NEW_PASSWORD);
  expect(answer instanceof Response && answer.status).toBe(303);
  expect(answer instanceof Response && answer.headers.getSetCookie()).toEqual([]);
});

test("a reset link expires after an hour, an invitation after 7 days; each says so, with its kind", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  const user = await createUser({ password: "Ancien-mot-2025", confirmed: false });
  const reset = await createPasswordToken(user.id, "reset");
  const invitation = await createPasswordToken(user.id, "invitation");
  vi.setSystemTime(Date.now() + 59 * 60_000);
  expect((await open(reset)).data.link.status).toBe("valid");
  vi.setSystemTime(Date.now() + 2 * 60_000);
  expect((await open(reset)).data.link).toEqual({ status: "expired", purpose: "reset", email: null });
  expect((await open(invitation)).data.link.status).toBe("valid");
  const refused = await choose(reset, NEW_PASSWORD);
  expect(refused instanceof Response && refused.headers.getSetCookie()).toEqual([]);
  vi.setSystemTime(Date.now() + 7 * 24 * 3_600_000);
  expect((await open(invitation)).data.link).toEqual({ status: "expired", purpose: "invitation", email: null });
  const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(await verifyPassword(stored.passwordHash, "Ancien-mot-2025")).toBe(true);
  expect(stored.emailVerifiedAt).toBeNull();
});

test("a weak password is refused under the rule, the link still works and no password is sent back", async () => {
  const user = await createUser({ password: "Ancien-mot-2025" });
  const token = await resetToken(user.email);
  const answer = actionData<{ result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } }>(
    await choose(token, "faible"),
  );
  expect(answer.status).toBe(400);
  expect(answer.data.result.error.password).toContain("passwordTooShort");
  expect(JSON.stringify(answer.data.result)).not.toContain("faible");
  expect((await open(token)).data.link.status).toBe("valid");
});

test("the page is never stored nor shared: no-store, no referrer to other sites, and the page cache neither keys nor keeps it", async () => {
  const user = await createUser();
  const token = await createPasswordToken(user.id, "reset");
  const page = await open(token);
  const sent = headers({ loaderHeaders: page.headers, actionHeaders: new Headers() } as Parameters<typeof headers>[0]);
  expect(sent.get("Cache-Control")).toBe("no-store");
  expect(sent.get("Referrer-Policy")).toBe("same-origin");
  expect(pageCacheKey("GET", `/nouveau-mot-de-passe?token=${token}`, undefined)).toBeUndefined();
  expect(pageCacheKey("GET", "/en/choose-password", undefined)).toBeDefined();
  expect(isShareablePage(200, { "content-type": "text/html", "cache-control": sent.get("Cache-Control") ?? "" })).toBe(
    false,
  );
});
