import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Prisma } from "~/generated/prisma/client";
import { mediaUsage, mediaUsageQuery } from "~/media/media-file.server";
import { createFileMediaStore, createS3MediaStore } from "~/media/media-store.server";
import { uploadMedia } from "~/media/media.server";
import { prisma } from "~/platform/db.server";
import { onPostgres } from "../../tests/vitest/engine";
import { createUser } from "../../tests/vitest/factories";
import { s3TestSettings, s3TestsRun } from "../../tests/vitest/s3";

// The bounds of decision 043 on real files: the owner's quota and the disk reserve, checked
// from the declared length before a byte is stored, and again while the bytes stream.
const folder = mkdtempSync(path.join(tmpdir(), "vitrine-media-limits-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const store = createFileMediaStore(folder);

/** Every file in the owner's folder, temporary ones included. */
function filesOf(ownerId: string) {
  try {
    return readdirSync(path.join(folder, ownerId));
  } catch {
    return [];
  }
}

/** A multipart post of one file, with its Content-Length as a browser sends it. */
async function declaredPost(size: number, name = "file.bin") {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(size)], name, { type: "application/octet-stream" }));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request("http://localhost/resources/media-upload", {
    method: "POST",
    body,
    headers: { "Content-Type": encoded.headers.get("Content-Type") ?? "", "Content-Length": String(body.length) },
  });
}

/**
 * The same post with no declared length (chunked, as a client that hides its size sends
 * it), its file's bytes in 256 KB chunks; `midway` runs once that many bytes were sent.
 */
function chunkedPost(size: number, midway?: { after: number; run: () => void }) {
  const chunk = 256 * 1024;
  const head = `--b\r\nContent-Disposition: form-data; name="file"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  let sent = 0;
  let ran = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(head));
    },
    pull(controller) {
      if (midway && !ran && sent >= midway.after) {
        ran = true;
        midway.run();
      }
      if (sent >= size) {
        controller.enqueue(new TextEncoder().encode("\r\n--b--\r\n"));
        controller.close();
        return;
      }
      const length = Math.min(chunk, size - sent);
      sent += length;
      controller.enqueue(new Uint8Array(length));
    },
  });
  return new Request("http://localhost/resources/media-upload", {
    method: "POST",
    body,
    headers: { "Content-Type": "multipart/form-data; boundary=b" },
    duplex: "half",
  } as RequestInit);
}

/** Bytes an unprivileged process may still write on the disk of the store's folder. */
function freeBytes() {
  const { bavail, bsize } = statfsSync(folder);
  return bavail * bsize;
}

describe("the quota", () => {
  it("is the sum of the owner's sizes, read from the (owner, size) index alone", async () => {
    const user = await createUser();
    expect(await mediaUsage(user.id)).toBe(0);
    for (const size of [100, 250]) {
      expect(await uploadMedia(await declaredPost(size), user.id, { store, quotaBytes: null })).toMatchObject({
        ok: true,
      });
    }
    expect(await mediaUsage(user.id)).toBe(350);
    if (onPostgres()) return; // SQLite's plan; PostgreSQL's planner chooses by its statistics.
    const plan = await prisma.$queryRaw<Array<{ detail: string }>>(
      Prisma.sql`EXPLAIN QUERY PLAN ${mediaUsageQuery(user.id)}`,
    );
    expect(plan.map(({ detail }) => detail).join("; ")).toMatch(/USING COVERING INDEX media_files_owner_id_size_idx/);
  });

  it("refuses a declared file past it before storing a byte, and lets a file that fits in", async () => {
    const user = await createUser();
    expect(await uploadMedia(await declaredPost(600), user.id, { store, quotaBytes: 200 * 1024 })).toMatchObject({
      ok: true,
    });
    const request = await declaredPost(300 * 1024);
    expect(await uploadMedia(request, user.id, { store, quotaBytes: 200 * 1024 })).toEqual({
      ok: false,
      reason: "quota",
      status: 413,
    });
    // Answered from the Content-Length: the body was never read.
    expect(request.bodyUsed).toBe(false);
    expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(1);
    expect(filesOf(user.id)).toHaveLength(1);
    // What is left (200 KB - 600 bytes) still takes a file of exactly that size.
    expect(
      await uploadMedia(await declaredPost(200 * 1024 - 600), user.id, { store, quotaBytes: 200 * 1024 }),
    ).toMatchObject({ ok: true });
    expect(await mediaUsage(user.id)).toBe(200 * 1024);
  });

  it("stops a file of undeclared length once it passes the quota, leaving no partial file", async () => {
    const user = await createUser();
    expect(await uploadMedia(chunkedPost(3 * 1024 * 1024), user.id, { store, quotaBytes: 1024 * 1024 })).toEqual({
      ok: false,
      reason: "quota",
      status: 413,
    });
    expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect(filesOf(user.id)).toEqual([]);
  });

  it("holds for uploads at once: of two that each fit alone, only one is stored", async () => {
    const user = await createUser();
    const quotaBytes = 300 * 1024;
    const results = await Promise.all(
      [0, 1].map(() => uploadMedia(chunkedPost(200 * 1024), user.id, { store, quotaBytes })),
    );
    expect(results.map((result) => (result.ok ? "ok" : result.reason)).sort()).toEqual(["ok", "quota"]);
    expect(await mediaUsage(user.id)).toBe(200 * 1024);
    expect(filesOf(user.id)).toHaveLength(1);
  });
});

it("an upload removes what an upload cut off by a dead process left in the owner's folder", async () => {
  const user = await createUser();
  const deadPid = Number(execFileSync("sh", ["-c", "sh -c 'echo $$'"], { encoding: "utf8" }).trim());
  mkdirSync(path.join(folder, user.id), { recursive: true });
  const leftover = `.upload-${deadPid}-00000000-0000-4000-8000-000000000000`;
  writeFileSync(path.join(folder, user.id, leftover), new Uint8Array(4096));
  expect(filesOf(user.id)).toEqual([leftover]);
  expect(await uploadMedia(await declaredPost(10), user.id, { store })).toMatchObject({ ok: true });
  expect(filesOf(user.id)).toHaveLength(1);
  expect(filesOf(user.id)).not.toContain(leftover);
});

describe("the disk reserve", () => {
  it("refuses a declared file that would leave less than the reserve free, storing nothing", async () => {
    const user = await createUser();
    const request = await declaredPost(4 * 1024 * 1024);
    // The reserve set so that only 1 MB is left above it.
    const reserveBytes = freeBytes() - 1024 * 1024;
    expect(await uploadMedia(request, user.id, { store, quotaBytes: null, reserveBytes })).toEqual({
      ok: false,
      reason: "disk_full",
      status: 413,
    });
    expect(request.bodyUsed).toBe(false);
    expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect(filesOf(user.id)).toEqual([]);
  });

  it("stops a file midway when another writer takes the room, leaving no partial file", async () => {
    const user = await createUser();
    const filler = path.join(folder, "filler.bin");
    // 24 MB above the reserve when the upload starts: its 8 MB would fit...
    const reserveBytes = freeBytes() - 24 * 1024 * 1024;
    try {
      const result = await uploadMedia(
        // ...but after 2 MB, 32 MB are written beside it.
        chunkedPost(8 * 1024 * 1024, {
          after: 2 * 1024 * 1024,
          run: () => writeFileSync(filler, new Uint8Array(32 * 1024 * 1024)),
        }),
        user.id,
        { store, quotaBytes: null, reserveBytes },
      );
      expect(result).toEqual({ ok: false, reason: "disk_full", status: 413 });
    } finally {
      rmSync(filler, { force: true });
    }
    expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(0);
    expect(filesOf(user.id)).toEqual([]);
  });
});

describe.runIf(s3TestsRun)("on S3 (the bytes are spooled in the temporary folder, then sent)", () => {
  const s3 = createS3MediaStore(s3TestSettings("media-limits"));
  /** This process's S3 spools in the temporary folder. */
  const ownSpools = () => readdirSync(tmpdir()).filter((name) => name.startsWith(`vitrine-s3-${process.pid}-`));

  it(
    "stops a file past the quota or the reserve while it streams: no object, no spool left",
    { timeout: 30_000 },
    async () => {
      const user = await createUser();
      expect(await uploadMedia(chunkedPost(3 * 1024 * 1024), user.id, { store: s3, quotaBytes: 1024 * 1024 })).toEqual({
        ok: false,
        reason: "quota",
        status: 413,
      });
      const reserveBytes = freeBytes() - 24 * 1024 * 1024;
      expect(
        await uploadMedia(
          chunkedPost(8 * 1024 * 1024, {
            after: 2 * 1024 * 1024,
            run: () => writeFileSync(path.join(folder, "filler.bin"), new Uint8Array(32 * 1024 * 1024)),
          }),
          user.id,
          { store: s3, quotaBytes: null, reserveBytes },
        ),
      ).toEqual({ ok: false, reason: "disk_full", status: 413 });
      rmSync(path.join(folder, "filler.bin"), { force: true });
      expect(await s3.list(`${user.id}/`)).toEqual([]);
      expect(ownSpools()).toEqual([]);
      expect(await prisma.mediaFile.count({ where: { ownerId: user.id } })).toBe(0);
      // Within the bounds, the file is stored in the bucket.
      expect(
        await uploadMedia(await declaredPost(1000), user.id, { store: s3, quotaBytes: 1024 * 1024 }),
      ).toMatchObject({
        ok: true,
      });
      expect(await s3.list(`${user.id}/`)).toHaveLength(1);
    },
  );
});
