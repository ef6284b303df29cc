// Upload benchmark. Serves the production build (run `npm run build` first), started as
// production starts it, on a fresh database with the filesystem media store, uploads one 200 MB file through the app's
// upload route as a signed-in client, and prints, without asserting anything, the time
// taken and the server's memory (RSS) before the upload and its peak growth: the upload
// is streamed to the store, so the growth stays far below the file's size.
// Usage: npm run bench:upload [-- --megabytes 200]
import { createReadStream, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { BENCH_SESSION_SECRET, startProductionServer } from "./production-server";

const { values } = parseArgs({
  options: {
    megabytes: { type: "string", default: "200" },
    port: { type: "string", default: "3201" },
  },
});
const megabytes = Number(values.megabytes);
// The media store is the filesystem one, beside the server's database.
const server = await startProductionServer(values.port, {
  MEDIA_STORE: "fs",
  MEDIA_MAX_BYTES: String((megabytes + 1) * 1024 * 1024),
});
const { origin, work, memoryMb } = server;
// The models read DATABASE_URL when first imported: set it before.
Object.assign(process.env, {
  DATABASE_URL: `file:${server.databaseFile}`,
  SESSION_SECRET: BENCH_SESSION_SECRET,
});

/** A signed-in client's Cookie header, made with the app's own models. */
async function signedInCookie() {
  const { prisma } = await import("~/platform/db.server");
  const { startSession } = await import("~/accounts/session.server");
  const user = await prisma.user.create({
    data: { email: "bench@example.com", passwordHash: "unused", role: "client", emailVerifiedAt: new Date() },
  });
  return (await startSession(new Request(origin), user.id)).split(";")[0] ?? "";
}

/** Posts the file as multipart/form-data, streamed from disk, as a browser would. */
async function upload(file: string, cookie: string) {
  const boundary = "----vitrine-bench-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\n` +
      `Content-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const request = http.request(`${origin}/resources/media-upload?lang=en`, {
    method: "POST",
    headers: {
      Cookie: cookie,
      Accept: "application/json",
      "Content-Type": `multipart/form-data; boundary=${boundary}`,
      "Content-Length": head.length + statSync(file).size + tail.length,
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on("response", (response) => {
      let body = "";
      response.on("data", (chunk: Buffer) => (body += chunk.toString()));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
  request.write(head);
  await pipeline(createReadStream(file), request, { end: false });
  request.end(tail);
  return answered;
}

try {
  const file = path.join(work, "upload.bin");
  const block = Buffer.alloc(1024 * 1024, 0x5a);
  writeFileSync(file, Buffer.alloc(0));
  for (let written = 0; written < megabytes; written++) writeFileSync(file, block, { flag: "a" });
  const cookie = await signedInCookie();
  for (let warm = 0; warm < 20; warm++) await fetch(`${origin}/`);
  const before = memoryMb("VmRSS");
  const peakBefore = memoryMb("VmHWM");
  const started = performance.now();
  const result = await upload(file, cookie);
  const seconds = (performance.now() - started) / 1000;
  const peak = memoryMb("VmHWM");
  console.info(
    `Upload of ${megabytes} MB: HTTP ${result.status} in ${seconds.toFixed(1)} s (${(megabytes / seconds).toFixed(0)} MB/s)`,
  );
  console.info(
    `Server RSS before: ${before.toFixed(0)} MB, peak: ${peak.toFixed(0)} MB (peak before the upload: ${peakBefore.toFixed(0)} MB)`,
  );
  console.info(
    `Peak RSS growth during the upload: ${(peak - Math.max(before, peakBefore)).toFixed(0)} MB over the earlier peak, ${(peak - before).toFixed(0)} MB over RSS before`,
  );
} finally {
  await server.stop();
}
