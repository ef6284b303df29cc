import { describe, expect, test, vi } from "vitest";
import { env } from "~/env.server";
import { mediaStore } from "~/media/media-store.server";
import { createUser } from "../../tests/vitest/factories";
import { seedPersonalData, testEmail } from "../../tests/vitest/personal-data";
import { s3TestsRun } from "../../tests/vitest/s3";
import { findPersonalData } from "./privacy-data.server";
import { erasePersonalData } from "./privacy-request.server";

// The erasure with the app's media store on the real S3 server of the tests (Ceph RGW,
// tests/vitest/s3.ts): deleteAccount removes the person's objects from the bucket. The
// environment is set before the app reads it, in a bucket of this run's own.
vi.hoisted(() => {
  const [host = "127.0.0.1", port = "7480"] = (process.env.S3_TEST_ENDPOINT ?? "127.0.0.1:7480").split(":");
  Object.assign(process.env, {
    MEDIA_STORE: "s3",
    S3_ENDPOINT: host,
    S3_PORT: port,
    S3_USE_SSL: "false",
    S3_PATH_STYLE: "true",
    S3_BUCKET: `privacy-test-${Date.now()}`,
    S3_ACCESS_KEY: process.env.S3_TEST_ACCESS_KEY ?? "MEDIAACCESSKEY123456",
    S3_SECRET_KEY: process.env.S3_TEST_SECRET_KEY ?? "mediasecretkey1234567890abcdefghijklmnop",
  });
});

describe.skipIf(!s3TestsRun)("on S3", () => {
  test("the erasure removes the person's stored file from the bucket and keeps another person's", async () => {
    expect(env.MEDIA_STORE).toBe("s3");
    const staff = await createUser({ role: "staff" });
    const email = testEmail("erase-s3");
    const mine = await seedPersonalData(email, { author: staff });
    const theirs = await seedPersonalData(testEmail("kept-s3"), { author: staff });
    expect(await mediaStore.stat(mine.file.storageKey)).toMatchObject({ size: mine.file.size });

    expect(await erasePersonalData(email, staff)).toMatchObject({ ok: true, counts: { mediaFiles: 1 } });

    expect(await findPersonalData(email)).toEqual({ leads: [], account: null, mail: [] });
    expect(await mediaStore.stat(mine.file.storageKey)).toBeNull();
    expect(await mediaStore.list(`${mine.user.id}/`)).toEqual([]);
    expect(await mediaStore.stat(theirs.file.storageKey)).toMatchObject({ size: theirs.file.size });
  });
});
