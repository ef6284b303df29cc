import { beforeEach, expect, test, vi } from "vitest";
import { getFixedT } from "~/i18n.server";
import { createEmailConfirmation } from "~/accounts/email-confirmation.server";
import { getToast } from "~/platform/toast.server";
import { prisma } from "~/platform/db.server";
import { cookieHeader, createUser, loadContext } from "../../tests/vitest/factories";
import { linkIn } from "../../tests/mail-server";
import { outboxFor } from "../../tests/vitest/mail";
import { typicalTimes, timeRatio } from "../../tests/vitest/timing";
import { action, loader } from "./auth-callback";

const fr = getFixedT("fr", "auth");
const en = getFixedT("en", "auth");

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

async function visit(url: string) {
  try {
    return { data: await loader({ request: new Request(url), params: {}, context: loadContext() }) };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown };
    throw thrown;
  }
}

test("a valid link confirms the account, then shows the confirmed page with the spec's French toast", async () => {
  const user = await createUser({ confirmed: false });
  const token = await createEmailConfirmation(user.id);
  const { response } = await visit(`http://localhost/auth/callback?token=${token}`);
  expect(response?.status).toBe(303);
  // The token leaves the address bar; the toast travels in the flash cookie.
  expect(response?.headers.get("Location")).toBe("/auth/callback?confirmed=1");
  const cookie = cookieHeader(...(response?.headers.getSetCookie() ?? []));
  const { toast } = await getToast(
    new Request("http://localhost/auth/callback?confirmed=1", { headers: { Cookie: cookie } }),
  );
  expect(toast).toMatchObject({ title: "Vérification réussie!", description: fr("callback.toast.description") });
  expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();

  expect((await visit("http://localhost/auth/callback?confirmed=1")).data?.state).toBe("confirmed");
  // The same link again: invalid.
  expect((await visit(`http://localhost/auth/callback?token=${token}`)).data).toMatchObject({ state: "invalid" });
});

test("an expired link says so and offers a new e-mail to the address it was for", async () => {
  const user = await createUser({ confirmed: false });
  const token = await createEmailConfirmation(user.id, new Date(Date.now() - 25 * 60 * 60 * 1000));
  const { data } = await visit(`http://localhost/en/auth/callback?token=${token}`);
  expect(data).toMatchObject({ state: "expired", email: user.email, hours: 24 });
  expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).toBeNull();
  expect((await visit("http://localhost/auth/callback")).data?.state).toBe("invalid");
});

let lastHost = 0;

async function resend(email: string, path = "/auth/callback") {
  return action({
    request: new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams({ email }) }),
    params: {},
    // Each from its own IP: the per-IP limit is tested with the log-in.
    context: loadContext({ clientIp: `203.0.113.${++lastHost % 250}` }),
  });
}

test("a new link is sent to an unconfirmed account, in the page's language; the answer is the same for any address", async () => {
  const user = await createUser({ confirmed: false });
  const confirmed = await createUser();
  for (const email of [user.email, confirmed.email, "nobody@example.com"]) {
    const response = await resend(email, "/en/auth/callback");
    if ("data" in response) throw new Error("expected a redirect");
    expect(response.headers.get("Location")).toBe("/en/login");
    const cookie = cookieHeader(...response.headers.getSetCookie());
    expect(
      (await getToast(new Request("http://localhost/en/login", { headers: { Cookie: cookie } }))).toast,
    ).toMatchObject({
      title: en("resend.sent.title"),
    });
  }
  const [message] = await outboxFor(user.email);
  expect(message?.subject).toBe(en("mail.confirmation.subject"));
  const link = new URL(linkIn(message?.text ?? ""));
  expect(link.pathname).toBe("/en/auth/callback");
  expect(await outboxFor(confirmed.email)).toEqual([]);
  expect((await visit(link.href)).response?.headers.get("Location")).toBe("/en/auth/callback?confirmed=1");
});

test("a malformed address comes back as a field error", async () => {
  const answer = await resend("not an address");
  if (!("data" in answer)) throw new Error("expected field errors, got a redirect");
  expect(answer.init?.status).toBe(400);
  expect(answer.data.result?.error).toEqual({ email: ["emailInvalid"] });
});

test("a new link asked for any address does the same work in the same time: one queued message, sent or not later", async () => {
  const unconfirmed = await createUser({ confirmed: false });
  const confirmed = await createUser();
  const unknown = () => `nobody-${crypto.randomUUID()}@example.com`;
  for (const email of [unconfirmed.email, confirmed.email, unknown()]) {
    await resend(email);
    expect(await prisma.outgoingMail.count({ where: { recipient: email } })).toBe(1);
  }
  const times = await typicalTimes(
    () => resend(unconfirmed.email),
    () => resend(unknown()),
  );
  expect(timeRatio(times), `typical times ${times.join(" ms and ")} ms`).toBeLessThan(1.5);
  // The worker sends only the unconfirmed account's links.
  expect(await outboxFor(confirmed.email)).toEqual([]);
});
