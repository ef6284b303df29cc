import { readFileSync } from "node:fs";
import { expect, type APIRequestContext } from "@playwright/test";
import { contentVersion, IMMUTABLE_CACHE_CONTROL } from "../../server/content-versions";

/** The current version of a file of public/ ("/images/og/default.jpg"), as the server computes it. */
export function publicFileVersion(url: string) {
  return contentVersion(readFileSync(`public${url}`));
}

/** The image at `url` is a JPEG the server caches for a year. */
export async function expectCachedForAYear(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  expect(response.headers()["cache-control"], url).toBe(IMMUTABLE_CACHE_CONTROL);
}
