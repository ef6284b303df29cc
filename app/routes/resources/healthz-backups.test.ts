import { expect, test, vi } from "vitest";
import { loader } from "./healthz";

// A production server whose snapshots stay on the machine (the folder store, the default
// without S3): its health check says so in the log (docs/decisions/043); the public answer
// says nothing of backups.
vi.hoisted(() => {
  Object.assign(process.env, {
    NODE_ENV: "production",
    SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
    ALTCHA_HMAC_KEY: "a-production-altcha-key-of-at-least-32-characters",
    SITE_URL: "https://www.vitrine.example",
    BACKUP_STORE: "fs",
  });
});

test("the health check warns that the snapshots die with the volume, at most once an hour", async () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const response = await loader();
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[backup\] WARNING: snapshots are kept on this machine/));
  await loader();
  expect(warn.mock.calls.filter(([line]) => String(line).includes("[backup]"))).toHaveLength(1);
});
