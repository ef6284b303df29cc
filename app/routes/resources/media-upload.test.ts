import { expect, test } from "vitest";
import { startSession } from "~/accounts/session.server";
import { prisma } from "~/platform/db.server";
import { cookieHeader, createUser, loadContext } from "../../../tests/vitest/factories";
import type { MediaUploadResponse } from "~/media/media";
import { action } from "./media-upload";

async function upload(body: BodyInit, headers: Record<string, string>) {
  const response = await action({
    request: new Request("http://localhost/resources/media-upload?lang=en", {
      method: "POST",
      body,
      headers: { Accept: "application/json", ...headers },
    }),
    params: {},
    context: loadContext(),
  });
  return {
    status: response.status,
    answer: (await response.json()) as MediaUploadResponse,
  };
}

test("a refused upload answers its 4xx status with the JSON toast, never 200", async () => {
  const file = new FormData();
  file.append("file", new File(["x".repeat(10)], "a.txt", { type: "text/plain" }));
  expect(await upload(file, {})).toMatchObject({ status: 401, answer: { ok: false } });

  const user = await createUser();
  const Cookie = cookieHeader(await startSession(new Request("http://localhost/"), user.id));
  expect(await upload("{}", { Cookie, "Content-Type": "application/json" })).toMatchObject({
    status: 415,
    answer: { ok: false, toast: { description: "The upload could not be read. Choose the file again and retry." } },
  });
  expect(await upload("--b\r\n\r\n", { Cookie, "Content-Type": "multipart/form-data" })).toMatchObject({
    status: 400,
    answer: { ok: false },
  });
  const empty = new FormData();
  empty.append("other", "x");
  expect(await upload(empty, { Cookie })).toMatchObject({ status: 400, answer: { ok: false } });
  const stored = await upload(file, { Cookie });
  expect(stored).toMatchObject({ status: 200, answer: { ok: true } });
  const row = await prisma.mediaFile.findFirstOrThrow({ where: { ownerId: user.id } });
  // Its address, for the post editor to insert in the content.
  expect(stored.answer.url).toBe(`/media-files/${row.storageKey}`);
  expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(1);
});
