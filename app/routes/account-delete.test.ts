import { Readable } from "node:stream";
import { describe, expect, it, test } from "vitest";
import { getFixedT } from "~/i18n.server";
import {
  createFileMediaStore,
  createS3MediaStore,
  mediaStore,
  newMediaKey,
  type MediaStore,
} from "~/media/media-store.server";
import { prisma } from "~/platform/db.server";
import { createEmailConfirmation } from "~/accounts/email-confirmation.server";
import { createPasswordToken } from "~/accounts/password-token.server";
import { deleteAccount } from "~/accounts/account.server";
import { startSession } from "~/accounts/session.server";
import { getToast } from "~/platform/toast.server";
import { env } from "~/env.server";
import {
  actionData,
  cookieHeader,
  createUser,
  getRequest,
  loadContext,
  postForm,
  settle,
  signedInCookie,
} from "../../tests/vitest/factories";
import { s3TestSettings, s3TestsRun } from "../../tests/vitest/s3";
import { action, loader } from "./account-delete";

const fr = getFixedT("fr", "auth");

/** A client with a stored file (object and row), a project, a second session and pending links. */
async function clientWithEverything(store: MediaStore) {
  const user = await createUser({ confirmed: false });
  const storageKey = newMediaKey(user.id, "photo.jpg");
  await store.put(storageKey, Readable.from([Buffer.from("bytes")]), { contentType: "image/jpeg" });
  // An object whose row was never written (an upload cut off): it goes too.
  const orphan = newMediaKey(user.id, "lost.png");
  await store.put(orphan, Readable.from([Buffer.from("lost")]), { contentType: "image/png" });
  await prisma.mediaFile.create({
    data: { ownerId: user.id, storageKey, originalName: "photo.jpg", mimetype: "image/jpeg", size: 5 },
  });
  await prisma.project.create({ data: { ownerId: user.id, name: "Site", status: "in_progress" } });
  await startSession(new Request("http://localhost/"), user.id);
  await createEmailConfirmation(user.id);
  await createPasswordToken(user.id, "reset");
  const cookie = cookieHeader(await startSession(new Request("http://localhost/"), user.id));
  return { user, cookie, keys: [storageKey, orphan] };
}

async function rowsOf(userId: string) {
  const where = { userId };
  return {
    user: await prisma.user.count({ where: { id: userId } }),
    files: await prisma.mediaFile.count({ where: { ownerId: userId } }),
    projects: await prisma.project.count({ where: { ownerId: userId } }),
    sessions: await prisma.session.count({ where }),
    confirmations: await prisma.emailConfirmation.count({ where }),
    passwordTokens: await prisma.passwordToken.count({ where }),
  };
}

const none = { user: 0, files: 0, projects: 0, sessions: 0, confirmations: 0, passwordTokens: 0 };

test("the confirmation step shows what goes; signed out, it goes to the login page", async () => {
  const { user, cookie } = await clientWithEverything(mediaStore);
  const page = actionData<{ email: string; files: number; projects: number; staff: boolean }>(
    await loader({ request: getRequest("/compte/supprimer", cookie), params: {}, context: loadContext() }),
  );
  expect(page.data).toMatchObject({ email: user.email, files: 1, projects: 1, staff: false });
  const signedOut = await settle(() =>
    loader({ request: getRequest("/en/account/delete"), params: {}, context: loadContext() }),
  );
  expect(signedOut instanceof Response && signedOut.headers.get("Location")).toMatch(/^\/en\/login\?/);
});

test("deleting: files gone from the store, every row gone, signed out, home with a toast", async () => {
  const { user, cookie, keys } = await clientWithEverything(mediaStore);
  const other = await clientWithEverything(mediaStore);
  const answer = await settle(() =>
    action({ request: postForm("/en/account/delete", [], { Cookie: cookie }), params: {}, context: loadContext() }),
  );
  if (!(answer instanceof Response)) throw new Error("expected a redirect");
  expect(answer.status).toBe(303);
  expect(answer.headers.get("Location")).toBe("/en");
  const setCookies = answer.headers.getSetCookie();
  // The browser's session cookie is cleared.
  expect(setCookies.some((each) => /^vitrine_session=;.*Expires=Thu, 01 Jan 1970/.test(each))).toBe(true);
  const { toast } = await getToast(
    new Request("http://localhost/", { headers: { Cookie: cookieHeader(...setCookies) } }),
  );
  expect(toast).toMatchObject({ title: getFixedT("en", "auth")("accountDelete.done.title") });

  expect(await rowsOf(user.id)).toEqual(none);
  for (const key of keys) expect(await mediaStore.stat(key)).toBeNull();
  // Someone else's account is untouched.
  expect((await rowsOf(other.user.id)).files).toBe(1);
  for (const key of other.keys) expect(await mediaStore.stat(key)).not.toBeNull();
});

test("a staff account cannot delete itself: refused, and the page says why", async () => {
  const { user, cookie } = await signedInCookie("staff");
  const page = actionData<{ staff: boolean }>(
    await loader({ request: getRequest("/compte/supprimer", cookie), params: {}, context: loadContext() }),
  );
  expect(page.data.staff).toBe(true);
  const answer = actionData<{ toast: { description: string } }>(
    await action({
      request: postForm("/compte/supprimer", [], { Cookie: cookie }),
      params: {},
      context: loadContext(),
    }),
  );
  expect(answer.status).toBe(403);
  expect(answer.data.toast.description).toBe(fr("account.delete.staff"));
  expect(await prisma.user.count({ where: { id: user.id } })).toBe(1);
});

// deleteAccount on each media back end: the filesystem always, S3 on the test server when it runs.
const backEnds: Array<[name: string, create: () => MediaStore]> = [
  ["filesystem", () => createFileMediaStore(env.MEDIA_DIR)],
];
if (s3TestsRun) backEnds.push(["s3", () => createS3MediaStore(s3TestSettings("account-test"))]);

describe.each(backEnds)("deleteAccount on the %s media store", (_name, create) => {
  it("removes the account's objects and rows", async () => {
    const store = create();
    const { user, keys } = await clientWithEverything(store);
    await deleteAccount(user.id, { store });
    for (const key of keys) expect(await store.stat(key)).toBeNull();
    expect(await store.list(`${user.id}/`)).toEqual([]);
    expect(await rowsOf(user.id)).toEqual(none);
  });
});
