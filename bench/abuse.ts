// The upload abuse of decision 043, replayed. Serves the production build (run `npm run build`
// first) on a fresh database, signs a client in, and uploads `--files` files of `--megabytes`
// MB one after the other, as fast as the server takes them; then posts a lead without
// JavaScript. Prints each answer, the disk's free space, and whether the lead was stored;
// asserts nothing. Run it on a small disk to see the reserve hold, e.g. a 400 MB tmpfs:
//   mkdir -p /tmp/vol && mount -t tmpfs -o size=400m tmpfs /tmp/vol
//   TMPDIR=/tmp/vol npm run bench:abuse [-- --files 12 --megabytes 49 --port 3202]
import { statfsSync } from "node:fs";
import { parseArgs } from "node:util";
import { BENCH_SESSION_SECRET, startProductionServer } from "./production-server";

const { values } = parseArgs({
  options: {
    files: { type: "string", default: "12" },
    megabytes: { type: "string", default: "49" },
    port: { type: "string", default: "3202" },
    quota: { type: "string" },
  },
});
const megabytes = Number(values.megabytes);
const server = await startProductionServer(values.port, {
  MEDIA_STORE: "fs",
  BACKUP_INTERVAL_MINUTES: "0",
  ...(values.quota ? { MEDIA_QUOTA_BYTES: values.quota } : {}),
});
const { origin, work } = server;
Object.assign(process.env, { DATABASE_URL: `file:${server.databaseFile}`, SESSION_SECRET: BENCH_SESSION_SECRET });
const MB = 1024 * 1024;
const free = () => {
  const { bavail, bsize } = statfsSync(work);
  return `${((bavail * bsize) / MB).toFixed(0)} MB free`;
};

try {
  const { prisma } = await import("~/platform/db.server");
  const { startSession } = await import("~/accounts/session.server");
  const user = await prisma.user.create({
    data: { email: "abuser@example.com", passwordHash: "unused", role: "client", emailVerifiedAt: new Date() },
  });
  const cookie = (await startSession(new Request(origin), user.id)).split(";")[0] ?? "";
  const file = new Blob([new Uint8Array(megabytes * MB)]);
  console.info(`Before: ${free()} on the server's disk`);
  const started = performance.now();
  for (let index = 1; index <= Number(values.files); index++) {
    const body = new FormData();
    body.append("file", file, `upload-${index}.bin`);
    const began = performance.now();
    const response = await fetch(`${origin}/resources/media-upload?lang=en`, {
      method: "POST",
      body,
      headers: { Cookie: cookie, Accept: "application/json", Origin: origin },
    });
    const answer = (await response.json()) as { toast?: { description?: string } };
    console.info(
      `Upload ${index} (${megabytes} MB): HTTP ${response.status} in ${((performance.now() - began) / 1000).toFixed(2)} s, ` +
        `${free()}${response.ok ? "" : `: ${answer.toast?.description}`}`,
    );
  }
  console.info(`All uploads: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const lead = await fetch(`${origin}/en/contact`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    body: new URLSearchParams({ name: "Next Lead", email: "next@example.com", message: "Hello", consent: "on" }),
  });
  const stored = await prisma.lead.count({ where: { email: "next@example.com" } });
  console.info(`The next lead: HTTP ${lead.status}, stored: ${stored === 1 ? "yes" : "no"} (${free()})`);
  const usage = await prisma.mediaFile.aggregate({ where: { ownerId: user.id }, _sum: { size: true }, _count: true });
  console.info(`The client keeps ${usage._count} files, ${((usage._sum.size ?? 0) / MB).toFixed(0)} MB`);
} finally {
  await server.stop();
}
