import http from "node:http";
import { gunzipSync, gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { signIn } from "./fixtures";

// A page rendered for one visitor streams through the compression middleware: its gzip
// body must be about what `gzip -6` makes of the same HTML, not the sum of many small
// separately-flushed blocks (docs/decisions/026).

/** A page's raw (still compressed) body, as a browser that accepts gzip receives it. */
function gzipBody(path: string, cookie: string) {
  return new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
    http
      .get(`${baseURL}${path}`, { headers: { "Accept-Encoding": "gzip", Cookie: cookie } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

test("a signed-in page's gzip body is within 10 % of gzip -6 of its HTML", async ({ context }) => {
  await signIn(context);
  const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
  for (const path of ["/dashboard", "/en/services/seo"]) {
    const { encoding, body } = await gzipBody(path, cookie);
    expect(encoding, path).toBe("gzip");
    const html = gunzipSync(body);
    expect(html.toString("utf8"), path).toContain("</html>");
    const reference = gzipSync(html, { level: 6 }).length;
    expect(body.length / reference, `${path}: ${body.length} B beside ${reference} B`).toBeLessThanOrEqual(1.1);
  }
});
