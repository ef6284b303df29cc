import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loader as mediaFileLoader } from "~/routes/resources/media-file";
import { createFileMediaStore, type MediaStore } from "~/media/media-store.server";
import { removeMedia, uploadMedia } from "~/media/media.server";
import { prisma } from "~/platform/db.server";
import { createUser, loadContext } from "../../tests/vitest/factories";

const folder = mkdtempSync(path.join(tmpdir(), "vitrine-media-service-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const store = createFileMediaStore(folder);

/** Every object in the store's folder, temporary files included. */
function objectsOf(ownerId: string) {
  try {
    return readdirSync(path.join(folder, ownerId));
  } catch {
    return [];
  }
}

function uploadRequest(files: Array<{ name: string; type: string; content: string | Uint8Array<ArrayBuffer> }>) {
  const body = new FormData();
  for (const file of files) body.append("file", new File([file.content], file.name, { type: file.type }));
  return new Request("http://localhost/resources/media-upload", { method: "POST", body });
}

/** A store whose writes fail, as when the disk or the S3 server is down. */
const brokenStore: MediaStore = {
  ...store,
  put: async () => {
    throw new Error("store down");
  },
  delete: async () => {
    throw new Error("store down");
  },
};

describe("uploadMedia", () => {
  it("stores the first file under <owner>/<uuid>.<ext>, then records it", async () => {
    const user = await createUser();
    const result = await uploadMedia(
      uploadRequest([
        { name: "Logo\u0000 Final.PNG", type: "image/png", content: "png bytes" },
        { name: "second.txt", type: "text/plain", content: "ignored" },
      ]),
      user.id,
      { store },
    );
    expect(result).toMatchObject({ ok: true, file: { originalName: "Logo Final.PNG" } });
    const rows = await prisma.mediaFile.findMany({ where: { ownerId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ originalName: "Logo Final.PNG", mimetype: "image/png", size: 9 });
    expect(rows[0]?.storageKey).toMatch(new RegExp(`^${user.id}/[0-9a-f-]{36}\\.png$`));
    expect(objectsOf(user.id)).toEqual([rows[0]?.storageKey.split("/")[1]]);
  });

  it("refuses a file over the limit, leaving no row and no object (declared or counted)", async () => {
    const user = await createUser();
    const big = new Uint8Array(200 * 1024);
    expect(
      await uploadMedia(uploadRequest([{ name: "big.bin", type: "", content: big }]), user.id, {
        store,
        maxBytes: 1024,
      }),
    ).toEqual({ ok: false, reason: "too_large", status: 413 });
    // No Content-Length (a chunked post): the bytes are counted while streaming.
    const chunked = uploadRequest([{ name: "big.bin", type: "", content: big }]);
    const stream = new Request(chunked.url, {
      method: "POST",
      body: chunked.body,
      headers: { "Content-Type": chunked.headers.get("Content-Type") ?? "" },
      duplex: "half",
    } as RequestInit);
    expect(await uploadMedia(stream, user.id, { store, maxBytes: 150 * 1024 })).toEqual({
      ok: false,
      reason: "too_large",
      status: 413,
    });
    expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect(objectsOf(user.id)).toEqual([]);
  });

  it("with the form's fields wanted (the post editor), drops a file over the limit and keeps the fields", async () => {
    const user = await createUser();
    const body = new FormData();
    body.append("title", "Avant");
    body.append("cover", new File([new Uint8Array(4096)], "big.png", { type: "image/png" }));
    body.append("excerpt", "Après");
    const request = new Request("http://localhost/admin/posts/new", { method: "POST", body });
    const result = await uploadMedia(request, user.id, { store, maxBytes: 1024, field: "cover", maxFieldBytes: 1024 });
    expect(result).toMatchObject({ ok: false, reason: "too_large", status: 413 });
    expect(result.ok ? null : Object.fromEntries(result.fields ?? [])).toEqual({ title: "Avant", excerpt: "Après" });
    expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect(objectsOf(user.id)).toEqual([]);
  });

  it("answers a post without a file or with a down store, recording nothing", async () => {
    const user = await createUser();
    const empty = new FormData();
    empty.append("other", "x");
    const noFile = new Request("http://localhost/", { method: "POST", body: empty });
    expect(await uploadMedia(noFile, user.id, { store })).toMatchObject({ ok: false, reason: "no_file" });
    expect(
      await uploadMedia(uploadRequest([{ name: "a.txt", type: "text/plain", content: "a" }]), user.id, {
        store: brokenStore,
      }),
    ).toMatchObject({ ok: false, reason: "store", status: 503 });
    expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(0);
  });

  it("refuses a body that is not multipart (415) or a broken multipart body (400), storing nothing", async () => {
    const user = await createUser();
    const post = (body: string, type: string) =>
      uploadMedia(
        new Request("http://localhost/", { method: "POST", body, headers: { "Content-Type": type } }),
        user.id,
        { store },
      );
    const notMultipart = { ok: false, reason: "unreadable", status: 415 };
    expect(await post('{"file":"x"}', "application/json")).toEqual(notMultipart);
    expect(await post("file=x", "application/x-www-form-urlencoded")).toEqual(notMultipart);
    const broken = { ok: false, reason: "unreadable", status: 400 };
    expect(await post("--b\r\n\r\n", "multipart/form-data")).toEqual(broken);
    expect(await post("--b\r\nno headers\r\n--b--\r\n", "multipart/form-data; boundary=b")).toEqual(broken);
    // Cut short in the middle of the file: never stored as if complete.
    const cut = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.js"\r\n\r\nalert(1)';
    expect(await post(cut, "multipart/form-data; boundary=b")).toEqual(broken);
    // A whole file, then a part that breaks off: the file is not kept either.
    const file = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n';
    expect(
      await post(
        `${file}--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ncut`,
        "multipart/form-data; boundary=b",
      ),
    ).toEqual(broken);
    expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect(objectsOf(user.id)).toEqual([]);
  });

  it("removes the stored object when the row cannot be written", async () => {
    // No such user: the insert fails on its foreign key, after the object was stored.
    const result = await uploadMedia(uploadRequest([{ name: "a.txt", type: "text/plain", content: "a" }]), "ghost", {
      store,
    });
    expect(result).toMatchObject({ ok: false, reason: "store" });
    expect(objectsOf("ghost")).toEqual([]);
  });
});

describe("removeMedia", () => {
  it("lets owners and staff delete, never another client; a down store keeps the row", async () => {
    const owner = await createUser();
    const other = await createUser();
    const staff = await createUser({ role: "staff" });
    const upload = async () => {
      const result = await uploadMedia(uploadRequest([{ name: "a.txt", type: "text/plain", content: "a" }]), owner.id, {
        store,
      });
      if (!result.ok) throw new Error("upload failed");
      return result.file.id;
    };
    const first = await upload();
    expect(await removeMedia(other, first, { store })).toEqual({ ok: false, reason: "not_found", status: 404 });
    expect(await removeMedia(owner, first, { store: brokenStore })).toMatchObject({ ok: false, reason: "store" });
    expect(objectsOf(owner.id)).toHaveLength(1);
    expect(await removeMedia(owner, first, { store })).toEqual({ ok: true, originalName: "a.txt" });
    const second = await upload();
    expect(await removeMedia(staff, second, { store })).toMatchObject({ ok: true });
    expect(await prisma.mediaFile.count({ where: { ownerId: owner.id } })).toBe(0);
    expect(objectsOf(owner.id)).toEqual([]);
  });
});

describe("public URL", () => {
  it("serves the stored type; other types as downloads that cannot run; unknown keys 404", async () => {
    const user = await createUser();
    // The route reads the app's store (env MEDIA_DIR): upload through it.
    const { mediaStore } = await import("~/media/media-store.server");
    const fetchFile = async (name: string, type: string) => {
      const result = await uploadMedia(uploadRequest([{ name, type, content: `<b>${name}</b>` }]), user.id, {
        store: mediaStore,
      });
      if (!result.ok) throw new Error("upload failed");
      const row = await prisma.mediaFile.findUniqueOrThrow({ where: { id: result.file.id } });
      return (await mediaFileLoader({
        request: new Request(`http://localhost/media-files/${row.storageKey}`),
        params: { "*": row.storageKey },
        context: loadContext(),
      })) as Response;
    };
    const image = await fetchFile("photo.png", "image/png");
    expect(image.status).toBe(200);
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(image.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(image.headers.get("Content-Disposition")).toMatch(/^inline/);
    expect(await image.text()).toBe("<b>photo.png</b>");
    // Script types, and any type a browser could render as a document, are served as an
    // opaque download: never text/javascript or text/html from the site's origin.
    for (const [name, type] of [
      ["page.html", "text/html"],
      ["icon.svg", "image/svg+xml"],
      ["feed.xml", "application/xml"],
      ["app.js", "text/javascript"],
      ["module.mjs", "application/javascript"],
      ["data.json", "application/json"],
      ["page.xhtml", "application/xhtml+xml"],
    ] as const) {
      const response = await fetchFile(name, type);
      expect(response.headers.get("Content-Type")).toBe("application/octet-stream");
      expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename*=UTF-8''${name}`);
    }
    for (const key of [`${user.id}/00000000-0000-0000-0000-000000000000.png`, "../../etc/passwd"]) {
      const response = (await mediaFileLoader({
        request: new Request("http://localhost/"),
        params: { "*": key },
        context: loadContext(),
      })) as Response;
      expect(response.status).toBe(404);
    }
  });
});
