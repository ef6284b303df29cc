import { randomUUID } from "node:crypto";
import { beforeEach, expect, test, vi } from "vitest";
import { getFixedT } from "~/i18n.server";
import { prisma } from "~/platform/db.server";
import { checkPasswordToken } from "~/accounts/password-token.server";
import { linkIn } from "../../../tests/mail-server";
import {
  actionData,
  createUser,
  getRequest,
  loadContext,
  postForm,
  settle,
  signedInCookie,
} from "../../../tests/vitest/factories";
import { outboxFor } from "../../../tests/vitest/mail";
import { action, loader } from "./client-invite";

const fr = getFixedT("fr", "auth");
const en = getFixedT("en", "auth");
const admin = getFixedT("fr", "admin");

beforeEach(() => {
  // The outbox mailer logs every message; the tests read the outbox instead.
  vi.spyOn(console, "info").mockImplementation(() => undefined);
});

async function invite(cookie: string, fields: Record<string, string>, path = "/admin/clients/invite") {
  return settle(() =>
    action({ request: postForm(path, Object.entries(fields), { Cookie: cookie }), params: {}, context: loadContext() }),
  );
}

const tokenOf = (link: string | undefined) => new URL(link ?? "http://x/").searchParams.get("token") ?? "";

test("the invite screen and its action are 404 to visitors and clients", async () => {
  const { cookie: clientCookie } = await signedInCookie("client");
  for (const cookie of [undefined, clientCookie]) {
    const page = await settle(() =>
      loader({ request: getRequest("/admin/clients/invite", cookie), params: {}, context: loadContext() }),
    );
    expect(page instanceof Response && page.status).toBe(404);
    const email = `nobody-${randomUUID()}@example.com`;
    const posted = await invite(cookie ?? "", { email, language: "fr" });
    expect(posted instanceof Response && posted.status).toBe(404);
    expect(await prisma.user.count({ where: { email } })).toBe(0);
  }
});

test("staff invite a new address: an unconfirmed client and a 7-day link in the chosen language", async () => {
  const { cookie } = await signedInCookie("staff");
  const page = actionData<{ language: string }>(
    await loader({ request: getRequest("/en/admin/clients/invite", cookie), params: {}, context: loadContext() }),
  );
  expect(page.data.language).toBe("en");

  const email = `invited-${randomUUID()}@example.com`;
  const answer = await invite(cookie, { email: email.toUpperCase(), language: "en" });
  expect(answer instanceof Response && answer.status).toBe(303);
  expect(answer instanceof Response && answer.headers.get("Location")).toBe("/admin/clients/invite");

  const user = await prisma.user.findUniqueOrThrow({ where: { email } });
  expect(user).toMatchObject({ role: "client", emailVerifiedAt: null });
  const [mail, ...others] = await outboxFor(email);
  expect(others).toEqual([]);
  expect(mail?.subject).toBe(en("mail.invitation.subject"));
  expect(mail?.text).toContain("works for 7 days");
  const link = linkIn(mail?.text ?? "");
  expect(link).toMatch(/^http:\/\/localhost\/en\/choose-password\?token=[\w-]{43}$/);
  expect(await checkPasswordToken(tokenOf(link))).toEqual({ status: "valid", purpose: "invitation", email });
  const row = await prisma.passwordToken.findFirstOrThrow({ where: { userId: user.id } });
  expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeCloseTo(7 * 24 * 3_600_000, -4);
  // Only the digest is stored.
  expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  expect(row.tokenHash).not.toContain(tokenOf(link));
});

test("inviting an unconfirmed address again: still one account, and the new link replaces the old one", async () => {
  const { cookie } = await signedInCookie("staff");
  const existing = await createUser({ confirmed: false });
  await invite(cookie, { email: existing.email, language: "fr" });
  const first = linkIn((await outboxFor(existing.email))[0]?.text ?? "");
  const again = await invite(cookie, { email: existing.email, language: "fr" });
  expect(again instanceof Response && again.status).toBe(303);

  expect(await prisma.user.count({ where: { email: existing.email } })).toBe(1);
  const mails = await outboxFor(existing.email);
  expect(mails.map((mail) => mail.subject)).toEqual([fr("mail.invitation.subject"), fr("mail.invitation.subject")]);
  expect(linkIn(mails[1]?.text ?? "")).toMatch(/^http:\/\/localhost\/nouveau-mot-de-passe\?token=/);
  expect(await checkPasswordToken(tokenOf(first))).toEqual({ status: "invalid" });
  expect((await checkPasswordToken(tokenOf(linkIn(mails[1]?.text ?? "")))).status).toBe("valid");
});

test("inviting a confirmed address: staff are told the account exists, nothing is sent, the address stays typed", async () => {
  const { cookie } = await signedInCookie("staff");
  const existing = await createUser();
  const answer = actionData<{ toast: { title: string; description: string }; result: { initialValue: unknown } }>(
    await invite(cookie, { email: existing.email, language: "en" }),
  );
  expect(answer.status).toBe(409);
  expect(answer.data.toast).toMatchObject({
    title: admin("invite.accountExists.title"),
    description: admin("invite.accountExists.description", { email: existing.email }),
  });
  expect(answer.data.result.initialValue).toMatchObject({ email: existing.email });
  expect(await prisma.user.count({ where: { email: existing.email } })).toBe(1);
  expect(await outboxFor(existing.email)).toEqual([]);
});

test("a malformed address or language comes back as field errors", async () => {
  const { cookie } = await signedInCookie("staff");
  const answer = actionData<{ result: { error: Record<string, string[]> } }>(
    await invite(cookie, { email: "not-an-address", language: "de" }),
  );
  expect(answer.status).toBe(400);
  expect(answer.data.result.error.email).toEqual(["emailInvalid"]);
  expect(answer.data.result.error.language).toBeDefined();
});
