import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { contentVersion } from "../../server/content-versions";
import { versionedJpegUrl } from "./image-versions.server";

test("a JPEG of public/images gets its current version; any other URL stays as it is", () => {
  const version = contentVersion(readFileSync("public/images/og/default.jpg"));
  expect(versionedJpegUrl("/images/og/default.jpg")).toBe(`/images/og/default.jpg?v=${version}`);
  expect(versionedJpegUrl("/media/cover.jpg")).toBe("/media/cover.jpg");
  expect(versionedJpegUrl("/images/og/default.webp")).toBe("/images/og/default.webp");
});
