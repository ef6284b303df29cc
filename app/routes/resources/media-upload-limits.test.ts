import { expect, test, vi } from "vitest";
import { startSession } from "~/accounts/session.server";
import { getToast } from "~/platform/toast.server";
import { prisma } from "~/platform/db.server";
import type { MediaUploadResponse } from "~/media/media";
import { cookieHeader, createUser, loadContext } from "../../../tests/vitest/factories";
import { action } from "./media-upload";

// The upload endpoint's bounds (docs/decisions/043), with small settings of this file's own,
// set before the app reads its environment.
vi.hoisted(() => {
  Object.assign(process.env, { MEDIA_UPLOAD_RATE_LIMIT_PER_HOUR: "3", MEDIA_QUOTA_BYTES: String(1024 * 1024) });
});

async function signedIn(role: "client" | "staff" = "client") {
  const user = await createUser({ role });
  return { user, cookie: cookieHeader(await startSession(new Request("http://localhost/"), user.id)) };
}

function uploadRequest(cookie: string, { lang = "en", size = 10, json = true } = {}) {
  const body = new FormData();
  body.append("file", new File([new Uint8Array(size)], "a.bin", { type: "application/octet-stream" }));
  return new Request(`http://localhost/resources/media-upload?lang=${lang}`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, ...(json ? { Accept: "application/json" } : {}) },
  });
}

async function upload(cookie: string, options: { lang?: string; size?: number; clientIp?: string } = {}) {
  const response = await action({
    request: uploadRequest(cookie, options),
    params: {},
    context: loadContext({ clientIp: options.clientIp ?? "192.0.2.1" }),
  });
  return { status: response.status, headers: response.headers, answer: (await response.json()) as MediaUploadResponse };
}

test("uploads are limited per account and per address: 429 with Retry-After, in the page's language", async () => {
  const client = await signedIn();
  for (const clientIp of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
    expect((await upload(client.cookie, { clientIp })).status).toBe(200);
  }
  // A fourth from yet another address: the account's count says no.
  const refused = await upload(client.cookie, { clientIp: "198.51.100.4" });
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3500);
  expect(refused.answer).toMatchObject({
    ok: false,
    toast: { title: "Upload failed", description: "Too many uploads in a row. Try again in 60 minutes." },
  });
  const french = await upload(client.cookie, { clientIp: "198.51.100.4", lang: "fr" });
  expect(french.answer.toast.description).toBe("Trop de téléversements d'affilée. Réessayez dans 60 minutes.");

  // Three accounts from one address: the fourth account's first upload is refused.
  for (let index = 0; index < 3; index++) {
    expect((await upload((await signedIn()).cookie, { clientIp: "203.0.113.9" })).status).toBe(200);
  }
  expect((await upload((await signedIn()).cookie, { clientIp: "203.0.113.9" })).status).toBe(429);
  // Refusals were not counted: the limit still holds at 3 files for the first account.
  expect(await prisma.mediaFile.count({ where: { ownerId: client.user.id } })).toBe(3);
});

test("a client's upload past the quota is 413 with the usage and quota; staff have no quota", async () => {
  const client = await signedIn();
  expect((await upload(client.cookie, { size: 700 * 1024, clientIp: "192.0.2.10" })).status).toBe(200);
  const refused = await upload(client.cookie, { size: 400 * 1024, clientIp: "192.0.2.10" });
  expect(refused).toMatchObject({
    status: 413,
    answer: {
      ok: false,
      toast: {
        description:
          "This file does not fit in your storage (used: 700 kB of 1 MB). Delete files to make room, or ask the agency.",
      },
    },
  });
  // Without JavaScript: back to the page, the same refusal in its toast.
  const noJs = await action({
    request: uploadRequest(client.cookie, { lang: "fr", size: 400 * 1024, json: false }),
    params: {},
    context: loadContext({ clientIp: "192.0.2.10" }),
  });
  expect(noJs.status).toBe(303);
  expect(noJs.headers.get("Location")).toBe("/media");
  const { toast } = await getToast(
    new Request("http://localhost/media", { headers: { Cookie: cookieHeader(noJs.headers.get("Set-Cookie") ?? "") } }),
  );
  // French typesetting puts no-break spaces before the colon and in the sizes.
  expect(toast?.description?.replace(/\s/g, " ")).toBe(
    "Ce fichier dépasse votre espace de stockage (utilisé : 700 ko sur 1 Mo). Supprimez des fichiers pour faire de la place, ou écrivez à l'agence.",
  );

  const staff = await signedIn("staff");
  expect((await upload(staff.cookie, { size: 700 * 1024, clientIp: "192.0.2.11" })).status).toBe(200);
  expect((await upload(staff.cookie, { size: 700 * 1024, clientIp: "192.0.2.11" })).status).toBe(200);
});
