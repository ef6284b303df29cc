import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, describe, expect, test } from "vitest";
import {
  contentVersion,
  contentVersionsOf,
  IMMUTABLE_CACHE_CONTROL,
  immutableWhenVersionIsCurrent,
} from "./content-versions";

// A folder of files served as server/index.ts serves public/: an hour, or a year for a URL
// carrying the file's current version.
const folder = mkdtempSync(path.join(tmpdir(), "content-versions-"));
mkdirSync(path.join(folder, "images/home"), { recursive: true });
const hero = path.join(folder, "images/home/hero.avif");
writeFileSync(hero, "first artwork");
writeFileSync(path.join(folder, "images/home/hero.webp"), "first artwork, webp");
writeFileSync(path.join(folder, "images/notes.txt"), "not an image");

const app = express();
app.use(express.static(folder, { maxAge: "1h", setHeaders: immutableWhenVersionIsCurrent() }));
const server = app.listen(0);
const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => {
  server.close();
  rmSync(folder, { recursive: true, force: true });
});

async function cacheControlOf(url: string) {
  const response = await fetch(`${origin()}${url}`);
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get("cache-control") };
}

describe("content versions", () => {
  test("a version is a short hash of the bytes: other bytes, another version", () => {
    expect(contentVersion(Buffer.from("a"))).toMatch(/^[\w-]{10}$/);
    expect(contentVersion(Buffer.from("a"))).toBe(contentVersion(Buffer.from("a")));
    expect(contentVersion(Buffer.from("a"))).not.toBe(contentVersion(Buffer.from("b")));
  });

  test("lists the versions of the files with the given extensions, by URL", async () => {
    expect(await contentVersionsOf(path.join(folder, "images"), "/images", [".avif", ".webp"])).toEqual({
      "/images/home/hero.avif": contentVersion(Buffer.from("first artwork")),
      "/images/home/hero.webp": contentVersion(Buffer.from("first artwork, webp")),
    });
  });

  test("the current version is cached for a year; no version, or another one, for an hour", async () => {
    const version = contentVersion(Buffer.from("first artwork"));
    expect(await cacheControlOf(`/images/home/hero.avif?v=${version}`)).toEqual({
      status: 200,
      cacheControl: IMMUTABLE_CACHE_CONTROL,
    });
    expect(await cacheControlOf("/images/home/hero.avif")).toEqual({
      status: 200,
      cacheControl: "public, max-age=3600",
    });
    expect(await cacheControlOf("/images/home/hero.avif?v=old")).toEqual({
      status: 200,
      cacheControl: "public, max-age=3600",
    });
  });

  test("a changed file gets a new version: its old URL falls back to the short cache", async () => {
    const before = (await contentVersionsOf(path.join(folder, "images"), "/images", [".avif"]))[
      "/images/home/hero.avif"
    ];
    await cacheControlOf(`/images/home/hero.avif?v=${before}`);
    writeFileSync(hero, "second artwork");
    // A later modification time, as a rebuild or a deploy gives the file.
    utimesSync(hero, new Date(), new Date(Date.now() + 2000));
    const after = (await contentVersionsOf(path.join(folder, "images"), "/images", [".avif"]))[
      "/images/home/hero.avif"
    ];
    expect(after).not.toBe(before);
    expect((await cacheControlOf(`/images/home/hero.avif?v=${before}`)).cacheControl).toBe("public, max-age=3600");
    expect((await cacheControlOf(`/images/home/hero.avif?v=${after}`)).cacheControl).toBe(IMMUTABLE_CACHE_CONTROL);
  });
});
