import { expect, test } from "vitest";
import { startSession } from "~/accounts/session.server";
import { prisma } from "~/platform/db.server";
import { actionData, cookieHeader, createUser, loadContext, postForm } from "../../tests/vitest/factories";
import { action, loader } from "./media";

async function signedIn(role: "client" | "staff" = "client") {
  const user = await createUser({ role });
  return { user, cookie: cookieHeader(await startSession(new Request("http://localhost/"), user.id)) };
}

async function addFile(ownerId: string, name: string, createdAt: Date) {
  return prisma.mediaFile.create({
    data: {
      ownerId,
      storageKey: `${ownerId}/${crypto.randomUUID()}.txt`,
      originalName: name,
      mimetype: "text/plain",
      size: 1,
      createdAt,
    },
  });
}

type LoaderData = {
  files: Array<{ id: string; name: string; url: string; owner: string | null }> | null;
  confirm: { id: string } | null;
  staff: boolean;
  usage: { usedBytes: number; quotaBytes: number | null } | null;
};

async function list(cookie: string, search = "") {
  const result = await loader({
    request: new Request(`http://localhost/en/media${search}`, { headers: { Cookie: cookie } }),
    params: {},
    context: loadContext(),
  });
  return actionData<LoaderData>(result).data;
}

test("lists the client's own files, newest first; staff see everyone's with the owner", async () => {
  const client = await signedIn();
  const other = await signedIn();
  const staff = await signedIn("staff");
  const older = await addFile(client.user.id, "older.txt", new Date("2026-01-01"));
  const newer = await addFile(client.user.id, "newer.txt", new Date("2026-02-01"));
  const foreign = await addFile(other.user.id, "foreign.txt", new Date("2026-03-01"));

  const own = await list(client.cookie, `?delete=${foreign.id}`);
  expect(own.files?.map((file) => file.name)).toEqual(["newer.txt", "older.txt"]);
  expect(own.files?.[0]).toMatchObject({ url: `/media-files/${newer.storageKey}`, owner: null });
  // The confirmation step only ever names one of the viewer's files.
  expect(own.confirm).toBeNull();
  expect((await list(client.cookie, `?delete=${older.id}`)).confirm).toMatchObject({ id: older.id });

  const all = await list(staff.cookie);
  expect(all.staff).toBe(true);
  expect(all.files?.find((file) => file.id === foreign.id)?.owner).toBe(other.user.email);
});

test("delete: another client's file is 404 and kept; unknown posts are refused", async () => {
  const client = await signedIn();
  const other = await signedIn();
  const file = await addFile(other.user.id, "theirs.txt", new Date());
  const post = (entries: Array<[string, string]>) =>
    action({
      request: postForm("/en/media", entries, { Cookie: client.cookie }),
      params: {},
      context: loadContext(),
    });
  const forged = actionData<{ toast: { title: string; description: string } }>(
    await post([
      ["intent", "delete"],
      ["id", file.id],
    ]),
  );
  expect(forged.status).toBe(404);
  expect(forged.data.toast).toMatchObject({
    title: "Delete failed",
    description: "This file does not exist or is not yours.",
  });
  expect(await prisma.mediaFile.count({ where: { id: file.id } })).toBe(1);
  expect(actionData(await post([["intent", "other"]])).status).toBe(400);
});

test("shows a client's usage against the quota (sum of their sizes); staff have none", async () => {
  const client = await signedIn();
  const staff = await signedIn("staff");
  for (const size of [1000, 2500]) {
    await prisma.mediaFile.create({
      data: {
        ownerId: client.user.id,
        storageKey: `${client.user.id}/${crypto.randomUUID()}.txt`,
        originalName: "a.txt",
        mimetype: "text/plain",
        size,
      },
    });
  }
  expect((await list(client.cookie)).usage).toEqual({ usedBytes: 3500, quotaBytes: 1024 * 1024 * 1024 });
  expect((await list(staff.cookie)).usage).toEqual({ usedBytes: 0, quotaBytes: null });
});
