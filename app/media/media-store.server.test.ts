import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, describe, expect, it } from "vitest";
import { createFileMediaStore, createS3MediaStore, newMediaKey, type MediaStore } from "~/media/media-store.server";
import { ObjectExistsError } from "~/platform/object-store.server";
import { s3TestSettings, s3TestsRun } from "../../tests/vitest/s3";

// One contract, both back ends: the filesystem always; S3 against the real server that
// scripts/s3-server.sh starts (tests/vitest/s3.ts).
const folder = mkdtempSync(path.join(tmpdir(), "vitrine-media-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const backEnds: Array<[name: string, create: () => MediaStore]> = [["filesystem", () => createFileMediaStore(folder)]];
if (s3TestsRun) backEnds.push(["s3", () => createS3MediaStore(s3TestSettings("media-test"))]);

describe.each(backEnds)("media store contract: %s", (_name, create) => {
  const store = create();
  const owner = `owner${Math.random().toString(36).slice(2, 10)}`;

  it("puts, stats, lists, reads and deletes an object", async () => {
    const key = newMediaKey(owner, "Photo.JPG");
    expect(key).toMatch(new RegExp(`^${owner}/[0-9a-f-]{36}\\.jpg$`));
    await store.put(key, Readable.from([Buffer.from("hello "), Buffer.from("media")]), { contentType: "image/jpeg" });

    expect(await store.stat(key)).toEqual({ key, size: 11 });
    expect(await store.list(`${owner}/`)).toEqual([{ key, size: 11 }]);
    expect(await store.list("someone-else/")).toEqual([]);
    const body = await store.read(key);
    expect(body && (await text(body))).toBe("hello media");

    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
    expect(await store.read(key)).toBeNull();
    expect(await store.list(`${owner}/`)).toEqual([]);
    await store.delete(key); // a missing object is not an error
  });

  it("refuses to overwrite an object, keeping the first one", async () => {
    const key = newMediaKey(owner, "a.txt");
    await store.put(key, Readable.from(["first"]), { contentType: "text/plain" });
    await expect(store.put(key, Readable.from(["second!"]), { contentType: "text/plain" })).rejects.toBeInstanceOf(
      ObjectExistsError,
    );
    const body = await store.read(key);
    expect(body && (await text(body))).toBe("first");
  });

  it("lets exactly one of 20 racing writes to one key win", async () => {
    const key = newMediaKey(owner, "race.txt");
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        store.put(key, Readable.from([`writer ${index}`]), { contentType: "text/plain" }),
      ),
    );
    const winners = results.flatMap((result, index) => (result.status === "fulfilled" ? [index] : []));
    expect(winners).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(ObjectExistsError);
    }
    const body = await store.read(key);
    expect(body && (await text(body))).toBe(`writer ${winners[0]}`);
  });

  it("leaves no object when the stream fails half-way", async () => {
    const key = newMediaKey(owner, "cut.bin");
    const cut = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error("connection cut"));
      },
    });
    await expect(store.put(key, cut, { contentType: "application/octet-stream" })).rejects.toThrow("connection cut");
    expect(await store.stat(key)).toBeNull();
    expect(await store.list(`${owner}/`)).not.toContainEqual(expect.objectContaining({ key }));
  });

  it("refuses keys that are not <owner>/<uuid>.<ext>", async () => {
    await expect(store.stat("../etc/passwd")).rejects.toThrow("Invalid object key");
    await expect(store.put("a/b/../../c", Readable.from(["x"]), { contentType: "text/plain" })).rejects.toThrow(
      "Invalid object key",
    );
  });
});
