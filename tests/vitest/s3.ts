import type { S3Settings } from "~/platform/object-store.server";

// S3 contract tests run against the real server that scripts/s3-server.sh starts (Ceph
// RGW). With REQUIRE_S3_TESTS=1 (the test command sets it) a missing S3 server fails the
// run instead of skipping them.
const [host = "127.0.0.1", port = "7480"] = (process.env.S3_TEST_ENDPOINT ?? "127.0.0.1:7480").split(":");

/** Whether the S3 tests run: S3_TEST_ENDPOINT (host:port) or REQUIRE_S3_TESTS=1 is set. */
export const s3TestsRun = Boolean(process.env.S3_TEST_ENDPOINT) || process.env.REQUIRE_S3_TESTS === "1";

/** Settings for a new bucket, named after `bucketPrefix`, on the test S3 server. */
export function s3TestSettings(bucketPrefix: string): S3Settings {
  return {
    endPoint: host,
    port: Number(port),
    useSSL: false,
    region: "us-east-1",
    bucket: `${bucketPrefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    accessKey: process.env.S3_TEST_ACCESS_KEY ?? "MEDIAACCESSKEY123456",
    secretKey: process.env.S3_TEST_SECRET_KEY ?? "mediasecretkey1234567890abcdefghijklmnop",
    pathStyle: true,
  };
}
