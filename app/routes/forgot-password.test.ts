import { randomUUID } from "node:crypto";
import { beforeEach, expect, test, vi } from "vitest";
import { getFixedT } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { getToast } from "~/platform/toast.server";
import { actionData, cookieHeader, createUser, loadContext, postForm, settle } from "../../tests/vitest/factories";
import { outboxFor } from "../../tests/vitest/mail";
import { action } from "./forgot-password";

const fr = getFixedT("fr", "auth");
const en = getFixedT("en", "auth");

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

let lastHost = 0;

async function ask(email: string, { path = "/mot-de-passe-oublie", ip = `192.0.2.${++lastHost}` } = {}) {
  return settle(() =>
    action({ request: postForm(path, [["email", email]]), params: {}, context: loadContext({ clientIp: ip }) }),
  );
}

/** What a visitor sees of an answer: status, where it goes, the toast it carries. */
async function seen(answer: unknown) {
  if (!(answer instanceof Response)) return { status: actionData(answer).status };
  const cookie = cookieHeader(...answer.headers.getSetCookie());
  const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }));
  return { status: answer.status, location: answer.headers.get("Location"), toast: toast && { ...toast, id: "" } };
}

test("a known and an unknown address get the same answer, and each queues one e-mail; only the account gets a link", async () => {
  const user = await createUser();
  const unknown = `nobody-${randomUUID()}@example.com`;
  const before = await prisma.outgoingMail.count();
  const known = await seen(await ask(user.email));
  expect(await prisma.outgoingMail.count()).toBe(before + 1);
  const other = await seen(await ask(unknown));
  expect(await prisma.outgoingMail.count()).toBe(before + 2);
  expect(other).toEqual(known);
  expect(known).toMatchObject({
    status: 303,
    location: "/login",
    toast: { title: fr("forgot.sent.title"), description: fr("forgot.sent.description") },
  });
  expect((await outboxFor(user.email)).map((mail) => mail.subject)).toEqual([fr("mail.passwordReset.subject")]);
  expect(await outboxFor(unknown)).toEqual([]);
});

test("English: the English e-mail and page", async () => {
  const user = await createUser();
  const answer = await seen(await ask(user.email, { path: "/en/forgot-password" }));
  expect(answer).toMatchObject({ status: 303, location: "/en/login", toast: { title: en("forgot.sent.title") } });
  const [mail] = await outboxFor(user.email);
  expect(mail?.subject).toBe(en("mail.passwordReset.subject"));
  expect(mail?.text).toMatch(/http:\/\/localhost\/en\/choose-password\?token=[\w-]{43}/);
  expect(mail?.text).toContain("works for 1 hour");
});

test("limited per address (3 an hour, from any IP, known or not) and per IP; the address stays typed", async () => {
  for (const email of [(await createUser()).email, `nobody-${randomUUID()}@example.com`]) {
    for (let attempt = 1; attempt <= 3; attempt++) expect((await seen(await ask(email))).status).toBe(303);
    const refused = actionData<{ toast: { description: string }; result: { initialValue: unknown } }>(await ask(email));
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(refused.data.toast.description).toBe(fr("forgot.error.addressThrottled", { count: 60 }));
    expect(refused.data.result.initialValue).toMatchObject({ email });
  }
  const ip = "198.51.100.77";
  for (let attempt = 1; attempt <= 10; attempt++) {
    expect((await seen(await ask(`n${attempt}-${randomUUID()}@example.com`, { ip }))).status).toBe(303);
  }
  expect((await seen(await ask(`late-${randomUUID()}@example.com`, { ip }))).status).toBe(429);
});

test("a malformed address is a field error, kept as typed", async () => {
  const answer = actionData<{ result: { error: Record<string, string[]>; initialValue: unknown } }>(
    await ask("pas-une-adresse"),
  );
  expect(answer.status).toBe(400);
  expect(answer.data.result.error.email).toEqual(["emailInvalid"]);
  expect(answer.data.result.initialValue).toEqual({ email: "pas-une-adresse" });
});
