import { expect, test, vi } from "vitest";
import { getFixedT } from "~/i18n.server";
import { getSessionUser } from "~/accounts/session.server";
import { getToast } from "~/platform/toast.server";
import { prisma } from "~/platform/db.server";
import { cookieHeader, createUser, loadContext, redirectOfSignedInVisit } from "../../tests/vitest/factories";
import { action, loader } from "./login";

const PASSWORD = "Correct-horse-1";
const fr = getFixedT("fr", "auth");
const en = getFixedT("en", "auth");

// Each post comes from its own address unless told, so the rate limit only counts where meant to.
let lastHost = 0;
const nextIp = () => `192.0.2.${++lastHost}`;

function post(fields: Record<string, string>, { path = "/login", ip = nextIp() } = {}) {
  return {
    request: new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) }),
    params: {},
    context: loadContext({ clientIp: ip }),
  };
}

/** The action's answer: a redirect (Response) or data with its status. */
async function login(fields: Record<string, string>, options?: { path?: string; ip?: string }) {
  const result = await action(post(fields, options));
  if (!("data" in result)) return { response: result as Response };
  return { status: result.init?.status, data: result.data };
}

test("right e-mail and password: a new session, a success toast, the dashboard", async () => {
  const user = await createUser({ password: PASSWORD });
  const before = Date.now();
  const { response } = await login({ email: user.email.toUpperCase(), password: PASSWORD });
  expect(response?.status).toBe(303);
  // Staff's clients list shows when each account last signed in.
  const { lastSignInAt } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  expect(lastSignInAt?.getTime()).toBeGreaterThanOrEqual(before);
  expect(response?.headers.get("Location")).toBe("/dashboard");
  const setCookies = response?.headers.getSetCookie() ?? [];
  const cookie = cookieHeader(...setCookies);
  const request = new Request("http://localhost/dashboard", { headers: { Cookie: cookie } });
  expect(await getSessionUser(request)).toMatchObject({ id: user.id });
  expect((await getToast(request)).toast).toMatchObject({ title: fr("login.success.title"), variant: "success" });
  expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1);
});

test("goes back to the remembered same-site path, never to another site; English defaults to /en/dashboard", async () => {
  const user = await createUser({ password: PASSWORD });
  const to = async (redirectTo: string, path?: string) =>
    (await login({ email: user.email, password: PASSWORD, redirectTo }, { path })).response?.headers.get("Location");
  expect(await to("/media?tab=recent")).toBe("/media?tab=recent");
  expect(await to("https://elsewhere.example")).toBe("/dashboard");
  expect(await to("//elsewhere.example")).toBe("/dashboard");
  expect(await to("", "/en/login")).toBe("/en/dashboard");
});

test("staff land on the back office's overview in the page's language, clients on their dashboard; a remembered path wins", async () => {
  const staff = await createUser({ role: "staff", password: PASSWORD });
  const client = await createUser({ password: PASSWORD });
  const to = async (email: string, path?: string, redirectTo = "") =>
    (await login({ email, password: PASSWORD, redirectTo }, { path })).response?.headers.get("Location");
  expect(await to(staff.email)).toBe("/admin");
  expect(await to(staff.email, "/en/login")).toBe("/en/admin");
  expect(await to(staff.email, "/login", "/admin/posts?status=draft")).toBe("/admin/posts?status=draft");
  expect(await to(client.email)).toBe("/dashboard");
  expect(await to(client.email, "/en/login")).toBe("/en/dashboard");
});

test("the login page sends whoever is signed in on: staff to the overview, clients to the dashboard", async () => {
  const visit = (role: "client" | "staff", path: string) => redirectOfSignedInVisit(loader, role, path);
  expect(await visit("staff", "/login")).toBe("/admin");
  expect(await visit("staff", "/en/login")).toBe("/en/admin");
  expect(await visit("staff", "/login?redirectTo=%2Fadmin%2Fleads")).toBe("/admin/leads");
  expect(await visit("client", "/en/login")).toBe("/en/dashboard");
});

test("an unknown e-mail and a wrong password get the same answer; the password is never sent back", async () => {
  const user = await createUser({ password: PASSWORD });
  const unknown = await login({ email: "nobody@example.com", password: PASSWORD });
  const wrong = await login({ email: user.email, password: "Wrong-password-1" });
  for (const answer of [unknown, wrong]) {
    expect(answer.status).toBe(401);
    expect(answer.data?.toast).toEqual({
      title: "Erreur de connexion",
      description: fr("login.error.invalid"),
      variant: "destructive",
    });
    expect(answer.data?.unconfirmedEmail).toBeUndefined();
    expect(JSON.stringify(answer.data?.result)).not.toContain("password-1");
  }
  expect(wrong.data?.result?.initialValue).toMatchObject({ email: user.email });
  expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
});

test("an unconfirmed account with the right password is told why, in the page's language", async () => {
  const user = await createUser({ password: PASSWORD, confirmed: false });
  const answer = await login({ email: user.email, password: PASSWORD }, { path: "/en/login" });
  expect(answer.status).toBe(401);
  expect(answer.data?.toast).toMatchObject({
    title: en("login.error.title"),
    description: en("login.error.unconfirmed"),
  });
  expect(answer.data?.unconfirmedEmail).toBe(user.email);
  // A wrong password does not reveal that the account is unconfirmed.
  const wrong = await login({ email: user.email, password: "Wrong-password-1" });
  expect(wrong.data?.toast?.description).toBe(fr("login.error.invalid"));
});

test("missing fields come back as field errors", async () => {
  const answer = await login({ email: "", password: "" });
  expect(answer.status).toBe(400);
  expect(answer.data?.result?.error).toEqual({ email: ["emailRequired"], password: ["passwordRequired"] });
  expect(answer.data?.toast).toBeNull();
});

test("log-in posts are limited per IP (AUTH_RATE_LIMIT_PER_MINUTE, 10 by default)", async () => {
  for (let attempt = 1; attempt <= 10; attempt++) expect((await login({}, { ip: "198.51.100.7" })).status).toBe(400);
  const refused = await action(post({}, { ip: "198.51.100.7" }));
  if (!("data" in refused)) throw new Error("expected a refusal, got a redirect");
  expect(refused.init?.status).toBe(429);
  expect(new Headers(refused.init?.headers).get("Retry-After")).toMatch(/^\d+$/);
  expect(refused.data.toast?.description).toMatch(/^Trop de tentatives/);
  // Another address is not affected.
  expect((await login({}, { ip: "198.51.100.8" })).status).toBe(400);
});

test("after 5 failed log-ins for one account in 15 minutes, that address is refused from any IP until the window ends", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  try {
    const user = await createUser({ password: PASSWORD });
    const other = await createUser({ password: PASSWORD });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login({ email: user.email, password: `Wrong-password-${attempt}` })).status).toBe(401);
    }
    // Even the right password, from yet another IP: refused, with when to come back.
    const refused = await action(post({ email: user.email, password: PASSWORD }));
    if (!("data" in refused)) throw new Error("expected a refusal, got a redirect");
    expect(refused.init?.status).toBe(429);
    expect(new Headers(refused.init?.headers).get("Retry-After")).toBe("900");
    expect(refused.data.toast).toEqual({
      title: fr("login.error.title"),
      description: fr("login.error.accountThrottled", { count: 15 }),
      variant: "destructive",
    });
    expect(refused.data.result?.initialValue).toMatchObject({ email: user.email });
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    // An unknown address is treated the same (nothing tells which addresses have accounts).
    for (let attempt = 1; attempt <= 5; attempt++) await login({ email: "nobody@example.com", password: "X" });
    expect((await login({ email: "nobody@example.com", password: "X" })).status).toBe(429);
    // Other accounts are not affected.
    expect((await login({ email: other.email, password: PASSWORD })).response?.status).toBe(303);

    // A slowdown, not a lock: once the window is over the owner logs in.
    vi.advanceTimersByTime(10 * 60_000);
    expect((await login({ email: user.email, password: PASSWORD })).status).toBe(429);
    vi.advanceTimersByTime(5 * 60_000);
    expect((await login({ email: user.email, password: PASSWORD })).response?.status).toBe(303);
  } finally {
    vi.useRealTimers();
  }
});

test("a signed-in visitor is sent on from the login page", async () => {
  const user = await createUser({ password: PASSWORD });
  const { response } = await login({ email: user.email, password: PASSWORD });
  const cookie = cookieHeader(...(response?.headers.getSetCookie() ?? []));
  const thrown = await loader({
    request: new Request("http://localhost/en/login?redirectTo=/en/media", { headers: { Cookie: cookie } }),
    params: {},
    context: loadContext(),
  }).catch((error: unknown) => error);
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).headers.get("Location")).toBe("/en/media");
});

test("an unexpected failure is a generic error toast, not a crash", async () => {
  const user = await createUser({ password: PASSWORD });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(prisma.user, "findUnique").mockRejectedValueOnce(new Error("database is locked"));
  const answer = await login({ email: user.email, password: PASSWORD });
  expect(answer.status).toBe(500);
  expect(answer.data?.toast?.description).toBe(fr("errors.generic"));
});
