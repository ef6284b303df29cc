import { describe, expect, test } from "vitest";
import { parseEnv } from "./env.server";

describe("parseEnv", () => {
  test("needs nothing set locally", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "127.0.0.1",
      DATABASE_URL: "file:./data/vitrine.db",
    });
    expect(env.SESSION_SECRET).toHaveLength(1);
    expect(env.SITE_URL).toBeUndefined();
  });

  const SITE_URL = "https://www.vitrine.example";

  test("refuses to start production without a session secret, naming the variable", () => {
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL })).toThrow(/SESSION_SECRET: is required in production/);
    expect(() => parseEnv({ NODE_ENV: "production", SITE_URL, SESSION_SECRET: "short" })).toThrow(/SESSION_SECRET/);
    const env = parseEnv({
      NODE_ENV: "production",
      SITE_URL,
      ALTCHA_HMAC_KEY: "k".repeat(32),
      SESSION_SECRET: `${"a".repeat(32)}, ${"b".repeat(40)}`,
    });
    expect(env.SESSION_SECRET).toEqual(["a".repeat(32), "b".repeat(40)]);
  });

  test("refuses to start production without the site's public origin, naming the variable", () => {
    // Links in e-mails and pages would otherwise come from the request's Host header.
    const SESSION_SECRET = "a".repeat(32);
    const ALTCHA_HMAC_KEY = "k".repeat(32);
    expect(() => parseEnv({ NODE_ENV: "production", SESSION_SECRET, ALTCHA_HMAC_KEY })).toThrow(
      /SITE_URL: is required in production/,
    );
    expect(
      parseEnv({ NODE_ENV: "production", SESSION_SECRET, ALTCHA_HMAC_KEY, SITE_URL: `${SITE_URL}/` }).SITE_URL,
    ).toBe(SITE_URL);
    // Development and tests may fall back on each request's origin.
    expect(parseEnv({ NODE_ENV: "test" }).SITE_URL).toBeUndefined();
  });

  test("names every missing production setting on the message's first line", () => {
    // The server prints this message alone (no stack, no code): its first line must say what to set.
    let message = "";
    try {
      parseEnv({ NODE_ENV: "production" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split("\n")[0]).toBe(
      "Invalid environment variables: SESSION_SECRET, ALTCHA_HMAC_KEY, SITE_URL (details below)",
    );
  });

  test("refuses to start production without a bot-protection key of 32+ characters; elsewhere a fixed one", () => {
    const production = { NODE_ENV: "production", SITE_URL, SESSION_SECRET: "a".repeat(32) } as const;
    expect(() => parseEnv(production)).toThrow(/ALTCHA_HMAC_KEY: is required in production/);
    expect(() => parseEnv({ ...production, ALTCHA_HMAC_KEY: "short" })).toThrow(/ALTCHA_HMAC_KEY: must be 32\+/);
    expect(parseEnv({ ...production, ALTCHA_HMAC_KEY: "k".repeat(32) }).ALTCHA_HMAC_KEY).toBe("k".repeat(32));
    expect(parseEnv({}).ALTCHA_HMAC_KEY).toBe(parseEnv({ NODE_ENV: "test" }).ALTCHA_HMAC_KEY);
    expect(parseEnv({}).ALTCHA_HMAC_KEY.length).toBeGreaterThanOrEqual(32);
  });

  test("lists every invalid variable in one message", () => {
    let message = "";
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://db", SITE_URL: "not a url" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("PORT:");
    expect(message).toContain(
      "DATABASE_URL: must be a SQLite file URL such as file:./data/vitrine.db, or a postgresql:// URL",
    );
    expect(message).toContain("SITE_URL:");
    expect(message).toContain(".env.example");
  });

  test("listens on the address given, an IP address or a host name", () => {
    expect(parseEnv({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
    expect(parseEnv({ HOST: "::" }).HOST).toBe("::");
    expect(parseEnv({ HOST: "localhost" }).HOST).toBe("localhost");
    expect(() => parseEnv({ HOST: "http://localhost" })).toThrow(/HOST: must be an IP address or a host name/);
  });

  test("normalizes the site URL without a trailing slash", () => {
    expect(parseEnv({ SITE_URL: "https://vitrine.example/" }).SITE_URL).toBe("https://vitrine.example");
  });

  test("reCAPTCHA needs both keys or neither", () => {
    expect(parseEnv({}).RECAPTCHA_SITE_KEY).toBeUndefined();
    expect(() => parseEnv({ RECAPTCHA_SITE_KEY: "site" })).toThrow(/RECAPTCHA_SECRET_KEY: set both/);
    expect(() => parseEnv({ RECAPTCHA_SECRET_KEY: "secret" })).toThrow(/RECAPTCHA_SITE_KEY: set both/);
    const env = parseEnv({ RECAPTCHA_SITE_KEY: "site", RECAPTCHA_SECRET_KEY: "secret", RECAPTCHA_MIN_SCORE: "0.7" });
    expect(env).toMatchObject({ RECAPTCHA_MIN_SCORE: 0.7, RECAPTCHA_TIMEOUT_MS: 3000 });
  });

  test("reads flags as words, so that false means false", () => {
    expect(parseEnv({}).TRUST_FLY_CLIENT_IP).toBe(false);
    expect(parseEnv({ TRUST_FLY_CLIENT_IP: "false" }).TRUST_FLY_CLIENT_IP).toBe(false);
    expect(parseEnv({ TRUST_FLY_CLIENT_IP: "true" }).TRUST_FLY_CLIENT_IP).toBe(true);
    expect(() => parseEnv({ TRUST_FLY_CLIENT_IP: "yes please" })).toThrow(/TRUST_FLY_CLIENT_IP/);
  });

  test("the daily lead digest is on unless turned off", () => {
    expect(parseEnv({}).LEAD_DIGEST_ENABLED).toBe(true);
    expect(parseEnv({ LEAD_DIGEST_ENABLED: "true" }).LEAD_DIGEST_ENABLED).toBe(true);
    expect(parseEnv({ LEAD_DIGEST_ENABLED: "false" }).LEAD_DIGEST_ENABLED).toBe(false);
    expect(parseEnv({ LEAD_DIGEST_ENABLED: "0" }).LEAD_DIGEST_ENABLED).toBe(false);
    expect(() => parseEnv({ LEAD_DIGEST_ENABLED: "off" })).toThrow(/LEAD_DIGEST_ENABLED/);
  });

  test("the engine follows the URL; with PostgreSQL, files in DATA_DIR and media on S3 in production", () => {
    for (const url of ["postgres://app:secret@db.internal:5432/vitrine", "postgresql://db/vitrine?sslmode=require"]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    expect(parseEnv({ DATABASE_URL: "postgresql://pooler/vitrine" }).DATABASE_DIRECT_URL).toBe(
      "postgresql://pooler/vitrine",
    );
    expect(
      parseEnv({ DATABASE_URL: "postgresql://pooler/vitrine", DATABASE_DIRECT_URL: "postgresql://direct/vitrine" })
        .DATABASE_DIRECT_URL,
    ).toBe("postgresql://direct/vitrine");
    expect(() => parseEnv({ DATABASE_DIRECT_URL: "postgresql://direct/vitrine" })).toThrow(
      /DATABASE_DIRECT_URL: is for PostgreSQL only/,
    );
    expect(parseEnv({ DATABASE_URL: "postgresql://db/vitrine", DATA_DIR: "/data" })).toMatchObject({
      LEAD_SPOOL_DIR: "/data/spool",
      MAIL_OUTBOX_DIR: "/data/outbox",
    });
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(32),
      ALTCHA_HMAC_KEY: "a".repeat(32),
      SITE_URL: "https://www.agencevitrine.ca",
      DATABASE_URL: "postgresql://db/vitrine",
    };
    expect(() => parseEnv(production)).toThrow(/MEDIA_STORE: must be s3 with PostgreSQL in production/);
    expect(() => parseEnv({ ...production, MEDIA_STORE: "fs" })).toThrow(/MEDIA_STORE/);
    const s3 = { S3_ENDPOINT: "s3.example.com", S3_ACCESS_KEY: "key", S3_SECRET_KEY: "secret" };
    expect(parseEnv({ ...production, ...s3 }).MEDIA_STORE).toBe("s3");
    // Snapshots and the erasure journal's shared copies: in the bucket too (docs/decisions/050).
    expect(() => parseEnv({ ...production, ...s3, BACKUP_STORE: "fs" })).toThrow(
      /BACKUP_STORE: must be s3 with PostgreSQL in production/,
    );
    expect(parseEnv({ ...production, ...s3 }).BACKUP_STORE).toBe("s3");
    expect(
      parseEnv({ ...production, ...s3, DATABASE_URL: "file:/data/vitrine.db", BACKUP_STORE: "fs" }).BACKUP_STORE,
    ).toBe("fs");
    expect(parseEnv({ ...production, DATABASE_URL: "file:/data/vitrine.db" }).MEDIA_STORE).toBe("fs");
  });

  test("mail goes to an outbox beside the database unless an SMTP server is set", () => {
    const env = parseEnv({ DATABASE_URL: "file:/data/vitrine.db" });
    expect(env).toMatchObject({ MAIL_OUTBOX_DIR: "/data/outbox", AUTH_RATE_LIMIT_PER_MINUTE: 10 });
    expect(env.SMTP_URL).toBeUndefined();
    expect(parseEnv({ SMTP_URL: "smtps://user:pass@smtp.example.com:465" }).SMTP_URL).toBe(
      "smtps://user:pass@smtp.example.com:465",
    );
    expect(() => parseEnv({ SMTP_URL: "https://smtp.example.com" })).toThrow(/SMTP_URL/);
  });

  test("backups: hourly to a folder beside the database, or to a bucket of their own with an S3 server", () => {
    expect(parseEnv({ DATABASE_URL: "file:/data/vitrine.db" })).toMatchObject({
      BACKUP_INTERVAL_MINUTES: 60,
      BACKUP_STORE: "fs",
      BACKUP_DIR: "/data/backups",
      BACKUP_KEEP_HOURS: 48,
      BACKUP_KEEP_DAYS: 30,
    });
    const s3 = { S3_ENDPOINT: "s3.example.com", S3_ACCESS_KEY: "key", S3_SECRET_KEY: "secret", S3_BUCKET: "vitrine" };
    expect(parseEnv(s3)).toMatchObject({ BACKUP_STORE: "s3", S3_BACKUP_BUCKET: "vitrine-backups" });
    expect(parseEnv({ ...s3, BACKUP_STORE: "fs", S3_BACKUP_BUCKET: "elsewhere" })).toMatchObject({
      BACKUP_STORE: "fs",
      S3_BACKUP_BUCKET: "elsewhere",
    });
    expect(parseEnv({ BACKUP_INTERVAL_MINUTES: "0" }).BACKUP_INTERVAL_MINUTES).toBe(0);
    expect(() => parseEnv({ BACKUP_INTERVAL_MINUTES: "-5" })).toThrow(/BACKUP_INTERVAL_MINUTES/);
    expect(() => parseEnv({ BACKUP_STORE: "s3" })).toThrow(/S3_ENDPOINT: is required by the S3 store/);
  });
});
