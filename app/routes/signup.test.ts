import { randomUUID } from "node:crypto";
import { beforeEach, expect, test, vi } from "vitest";
import { getFixedT } from "~/i18n.server";
import { verifyPassword } from "~/accounts/password.server";
import { getToast } from "~/platform/toast.server";
import { prisma } from "~/platform/db.server";
import { cookieHeader, createUser, loadContext, redirectOfSignedInVisit } from "../../tests/vitest/factories";
import { linkIn } from "../../tests/mail-server";
import { outboxFor } from "../../tests/vitest/mail";
import { typicalTimes, timeRatio } from "../../tests/vitest/timing";
import { loader as callbackLoader } from "./auth-callback";
import { action as loginAction } from "./login";
import { action, loader } from "./signup";

const fr = getFixedT("fr", "auth");
const en = getFixedT("en", "auth");
const PASSWORD = "Nouveau-compte-2026";

beforeEach(() => {
  // The outbox mailer logs every message; the tests read the outbox instead.
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

let lastHost = 0;

async function signUp(fields: Record<string, string>, path = "/signup") {
  const result = await action({
    request: new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) }),
    params: {},
    context: loadContext({ clientIp: `192.0.2.${++lastHost}` }),
  });
  if (!("data" in result)) return { response: result as Response };
  return { status: result.init?.status, data: result.data };
}

/** Follows a confirmation link; the loader answers by throwing its redirect. */
async function visitCallback(link: string) {
  const thrown: unknown = await callbackLoader({
    request: new Request(link),
    params: {},
    context: loadContext(),
  }).catch((error: unknown) => error);
  if (!(thrown instanceof Response)) throw new Error("expected the callback to redirect");
  return thrown;
}

async function logIn(email: string, password: string) {
  const result = await loginAction({
    request: new Request("http://localhost/login", { method: "POST", body: new URLSearchParams({ email, password }) }),
    params: {},
    context: loadContext({ clientIp: `198.51.100.${++lastHost}` }),
  });
  return "data" in result ? { status: result.init?.status } : { status: (result as Response).status };
}

const newAddress = () => `new-${randomUUID()}@example.com`;

test("creates an unconfirmed client with an argon2id hash, e-mails a French link and goes to /login", async () => {
  const email = newAddress();
  const { response } = await signUp({ email, password: PASSWORD });
  expect(response?.status).toBe(303);
  expect(response?.headers.get("Location")).toBe("/login");
  const toast = await getToast(
    new Request("http://localhost/login", {
      headers: { Cookie: cookieHeader(...(response?.headers.getSetCookie() ?? [])) },
    }),
  );
  expect(toast.toast).toMatchObject({ title: fr("signup.success.title"), variant: "success" });

  const user = await prisma.user.findUniqueOrThrow({ where: { email } });
  expect(user).toMatchObject({ role: "client", emailVerifiedAt: null });
  expect(user.passwordHash).toMatch(/^\$argon2id\$/);
  expect(await verifyPassword(user.passwordHash, PASSWORD)).toBe(true);

  const [message, ...others] = await outboxFor(email);
  expect(others).toEqual([]);
  expect(message?.subject).toBe(fr("mail.confirmation.subject"));
  expect(message?.text).toContain("valable 24 heures");
  expect(linkIn(message?.text ?? "")).toMatch(/^http:\/\/localhost\/auth\/callback\?token=[\w-]{43}$/);
});

test("in English: an English e-mail with the English link, then /en/login", async () => {
  const email = newAddress();
  const { response } = await signUp({ email, password: PASSWORD }, "/en/signup");
  expect(response?.headers.get("Location")).toBe("/en/login");
  const [message] = await outboxFor(email);
  expect(message?.subject).toBe(en("mail.confirmation.subject"));
  expect(linkIn(message?.text ?? "")).toMatch(/^http:\/\/localhost\/en\/auth\/callback\?token=/);
});

test("the password rule is enforced on the server; the address typed is kept, the password is not", async () => {
  const email = newAddress();
  const answer = await signUp({ email, password: "weakpass" });
  expect(answer.status).toBe(400);
  expect(answer.data?.result?.error).toEqual({ password: ["passwordNeedsUppercase", "passwordNeedsNumber"] });
  expect(answer.data?.result?.initialValue).toEqual({ email });
  expect(await prisma.user.count({ where: { email } })).toBe(0);
  expect(await outboxFor(email)).toEqual([]);
});

test("an address with a confirmed account: the same answer, and its owner is told instead", async () => {
  const owner = await createUser({ password: "Owner-password-1" });
  const { response } = await signUp({ email: owner.email, password: PASSWORD });
  expect(response?.headers.get("Location")).toBe("/login");
  const [message] = await outboxFor(owner.email);
  expect(message?.subject).toBe(fr("mail.accountExists.subject"));
  expect(linkIn(message?.text ?? "")).toBe("http://localhost/login");
  const unchanged = await prisma.user.findUniqueOrThrow({ where: { id: owner.id } });
  expect(await verifyPassword(unchanged.passwordHash, "Owner-password-1")).toBe(true);
});

test("signing up again before confirming never changes the password: the first one logs in after confirming", async () => {
  const email = newAddress();
  await signUp({ email, password: PASSWORD });
  await signUp({ email, password: "Deuxieme-essai-9" });
  const [first, again, ...others] = await outboxFor(email);
  expect(others).toEqual([]);
  expect(first?.subject).toBe(fr("mail.confirmation.subject"));
  // The second e-mail tells the owner which password counts, and that they may ignore it.
  expect(again?.subject).toBe(fr("mail.signupAgain.subject"));
  expect(again?.text).toContain("mot de passe choisi lors de la première inscription");

  // Only the latest link works; it confirms the account.
  const callback = await visitCallback(linkIn(again?.text ?? ""));
  expect(callback.headers.get("Location")).toBe("/auth/callback?confirmed=1");

  expect((await logIn(email, "Deuxieme-essai-9")).status).toBe(401);
  expect((await logIn(email, PASSWORD)).status).toBe(303);
});

test("the answer waits only for the mail queue: the e-mail is stored, and the worker sends it", async () => {
  const email = newAddress();
  const { response } = await signUp({ email, password: PASSWORD });
  expect(response?.status).toBe(303);
  // Committed before the answer; nothing has been handed to a mail server yet.
  expect(await prisma.outgoingMail.findMany({ where: { recipient: email } })).toEqual([
    expect.objectContaining({ kind: "confirmation", language: "fr", origin: "http://localhost", state: "queued" }),
  ]);
  expect(await outboxFor(email)).toHaveLength(1);
  expect(await prisma.outgoingMail.count({ where: { recipient: email } })).toBe(0);
});

// About a hundred sign-ups, each hashing a password: longer than the default 5 s.
test(
  "known and unknown addresses do the same work in the same time: a hash and one queued message",
  { timeout: 60_000 },
  async () => {
    const confirmed = await createUser({ password: "Owner-password-1" });
    const unconfirmed = await createUser({ confirmed: false });
    for (const email of [confirmed.email, unconfirmed.email]) {
      await signUp({ email, password: PASSWORD });
      expect(await prisma.outgoingMail.count({ where: { recipient: email } })).toBe(1);
    }
    for (const known of [confirmed.email, unconfirmed.email]) {
      const times = await typicalTimes(
        () => signUp({ email: newAddress(), password: PASSWORD }),
        () => signUp({ email: known, password: PASSWORD }),
      );
      expect(timeRatio(times), `typical times ${times.join(" ms and ")} ms`).toBeLessThan(1.5);
    }
  },
);

test("the sign-up page sends whoever is signed in to their home: staff the overview, clients the dashboard", async () => {
  const visit = (role: "client" | "staff", path: string) => redirectOfSignedInVisit(loader, role, path);
  expect(await visit("staff", "/en/signup")).toBe("/en/admin");
  expect(await visit("client", "/signup")).toBe("/dashboard");
});
