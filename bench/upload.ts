// Upload benchmark. Serves the production build (run `npm run build` first) on a fresh
// database with the filesystem media store, uploads one 200 MB file through the app's
// upload route as a signed-in client, and prints, without asserting anything, the time
// taken and the server's memory (RSS) before the upload and its peak growth: the upload
// is streamed to the store, so the growth stays far below the file's size.
// Usage: npm run bench:upload [-- --megabytes 200]
import { execFileSync, spawn } from "node:child_process";
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    megabytes: { type: "string", default: "200" },
    port: { type: "string", default: "3201" },
  },
});
const megabytes = Number(values.megabytes);
const origin = `http://127.0.0.1:${values.port}`;

const work = mkdtempSync(path.join(tmpdir(), "vitrine-bench-upload-"));
const env = {
  ...process.env,
  NODE_ENV: "production" as const,
  PORT: values.port,
  SITE_URL: origin,
  DATABASE_URL: `file:${path.join(work, "bench.db")}`,
  SESSION_SECRET: "bench-session-secret-with-at-least-32-characters",
  MEDIA_STORE: "fs",
  MEDIA_DIR: path.join(work, "media"),
  MEDIA_MAX_BYTES: String((megabytes + 1) * 1024 * 1024),
};
execFileSync("npx", ["prisma", "migrate", "deploy"], { env, stdio: "ignore" });
// The models read DATABASE_URL when first imported: set it before.
Object.assign(process.env, { DATABASE_URL: env.DATABASE_URL, SESSION_SECRET: env.SESSION_SECRET });
const server = spawn("node", ["server-build/index.js"], { env, stdio: "ignore" });

function memoryMb(field: "VmRSS" | "VmHWM") {
  const status = readFileSync(`/proc/${server.pid}/status`, "utf8");
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

async function waitForServer() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const response = await fetch(`${origin}/healthz`).catch(() => null);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The server did not start");
}

/** A signed-in client's Cookie header, made with the app's own models. */
async function signedInCookie() {
  const { prisma } = await import("~/models/db.server");
  const { startSession } = await import("~/services/session.server");
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
  await waitForServer();
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
  server.kill();
  rmSync(work, { recursive: true, force: true });
}
