import path from "node:path";
import { z } from "zod";
import { databaseFile, DEFAULT_DATABASE_URL, isPostgresUrl } from "../prisma/database-url.js";

/**
 * Every environment variable the server reads, validated once at start-up. Locally
 * nothing needs setting; production refuses to start without its secrets and SITE_URL.
 * Documented in .env.example and the README.
 */
/** "true"/"1" or "false"/"0"/unset: z.coerce.boolean would read "false" as true. */
const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** A store's kind as set, else S3 when an S3 server is set, else the filesystem. */
function storeKind(chosen: "fs" | "s3" | undefined, { S3_ENDPOINT }: { S3_ENDPOINT?: string }) {
  return chosen ?? (S3_ENDPOINT ? "s3" : "fs");
}

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /**
     * The address the server listens on: by default this machine only, on IPv4's loopback,
     * which both http://localhost and http://127.0.0.1 reach (a host name could resolve to
     * IPv6's ::1 alone). The container listens on every interface (0.0.0.0, Dockerfile).
     */
    HOST: z
      .union([z.ipv4(), z.ipv6(), z.hostname()], { error: "must be an IP address or a host name, e.g. 0.0.0.0" })
      .default("127.0.0.1"),
    /**
     * Public origin for every absolute link (e-mails, canonical, hreflang, sitemap).
     * Required in production; elsewhere it defaults to each request's origin.
     */
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
    /**
     * The engine is chosen by the URL (docs/decisions/048): file:... a SQLite file (the
     * default, one machine); postgres://... or postgresql://... PostgreSQL (one or more machines).
     */
    DATABASE_URL: z
      .string()
      .refine((url) => /^file:.+/.test(url) || isPostgresUrl(url), {
        error: "must be a SQLite file URL such as file:./data/vitrine.db, or a postgresql:// URL",
      })
      .default(DEFAULT_DATABASE_URL),
    /**
     * PostgreSQL only: a connection that bypasses a pooler in transaction mode (PgBouncer,
     * Fly Managed Postgres's pooled URL), for what needs a session of its own: migrations
     * under an advisory lock, LISTEN/NOTIFY, pg_dump (docs/decisions/048). Defaults to DATABASE_URL.
     */
    DATABASE_DIRECT_URL: z
      .string()
      .refine(isPostgresUrl, {
        error: "must be a postgresql:// URL (the same database as DATABASE_URL, without a pooler)",
      })
      .optional(),
    /**
     * The folder of the files the server keeps (outbox, spool, media and backups of the
     * "fs" stores; with PostgreSQL, the erasure journal); defaults to the SQLite file's
     * folder, or data/ with PostgreSQL.
     */
    DATA_DIR: z.string().min(1).optional(),
    /** Comma-separated; the first signs new cookies, the others are still accepted (rotation). */
    SESSION_SECRET: z
      .string()
      .optional()
      .transform((value) =>
        value
          ?.split(",")
          .map((secret) => secret.trim())
          .filter(Boolean),
      ),
    /**
     * Behind Fly.io's proxy the socket address is the proxy's: trust its Fly-Client-IP
     * header for the visitor's address. Never set this where clients reach the app
     * directly, or they could claim any address.
     */
    TRUST_FLY_CLIENT_IP: booleanFlag,
    /**
     * How long a write waits for another connection's write lock before it fails (and a
     * lead goes to the spool): docs/decisions/020. Tests shorten it.
     */
    DATABASE_LOCK_WAIT_MS: z.coerce.number().int().min(0).default(5_000),
    /**
     * Rendered pages of anonymous visitors are served from memory (docs/decisions/026) for
     * at most this long: the delay before a change made outside the app (the database
     * edited directly) shows. The app's own post writes show at once.
     */
    PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
    /** The memory the cached pages (brotli and gzip bytes) may take; least recently used go first. */
    PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(8),
    /** The lead spool's folder (leads the database refused, replayed later); defaults to spool/ beside the database. */
    LEAD_SPOOL_DIR: z.string().min(1).optional(),
    /**
     * Leads (and their notes and queued notices) are erased this many months after they
     * arrived (Law 25: kept only as long as needed); the legal page states it.
     */
    LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
    /** Lead posts (forms, chatbot) accepted per client IP and minute. */
    LEAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Questions to the chatbot's assistant accepted per client IP and minute. */
    QUESTION_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    /** Log-in, sign-up and confirmation-resend posts accepted per client IP and minute, each. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /**
     * Outgoing mail through this SMTP server (smtp://user:pass@host:587 upgrades with
     * STARTTLS, smtps://...:465 is TLS from the start). Unset: mail goes to the outbox folder.
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** Sender of every e-mail, "Name <address>". */
    MAIL_FROM: z.string().min(3).default("Vitrine <no-reply@agencevitrine.ca>"),
    /**
     * Receives an e-mail (in French) for each new lead, the reminder of an unanswered audit
     * nobody owns, and the daily digest; unset: none of them is sent (logged).
     */
    AGENCY_LEAD_EMAIL: z.email().optional(),
    /**
     * The daily lead digest at 8:00 Québec time to AGENCY_LEAD_EMAIL (docs/decisions/044);
     * on unless "false" or "0".
     */
    LEAD_DIGEST_ENABLED: z
      .enum(["true", "false", "1", "0", ""])
      .optional()
      .transform((value) => value !== "false" && value !== "0"),
    /** Where mail is written when no SMTP server is set; defaults to outbox/ beside the database. */
    MAIL_OUTBOX_DIR: z.string().min(1).optional(),
    /**
     * Signs the bot-protection challenges (ALTCHA, docs/decisions/047). Required in
     * production; elsewhere a fixed development key.
     */
    ALTCHA_HMAC_KEY: z.string().min(32, { error: "must be 32+ characters" }).optional(),
    /**
     * reCAPTCHA v3 keys: both set, Google's provider is used after the visitor accepts
     * cookies (ALTCHA before, docs/decisions/047); neither, ALTCHA alone.
     */
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/ }).default("https://www.google.com/recaptcha/api/siteverify"),
    /** Scores below this (0 bot .. 1 human) are recorded as failed verifications. */
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    /** How long to wait for the verify endpoint before recording the lead as failed. */
    RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
    /** Where media files are kept: "fs" (a folder) or "s3"; unset, S3 when S3_ENDPOINT is set. */
    MEDIA_STORE: z.enum(["fs", "s3"]).optional(),
    /** The media folder of the "fs" store; defaults to media/ beside the database. */
    MEDIA_DIR: z.string().min(1).optional(),
    /** Largest media upload accepted, in bytes (default 50 MB). */
    MEDIA_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(50 * 1024 * 1024),
    /**
     * The media bytes each client may keep, in all (default 1 GB; staff have none):
     * docs/decisions/043.
     */
    MEDIA_QUOTA_BYTES: z.coerce
      .number()
      .int()
      .min(1)
      .default(1024 * 1024 * 1024),
    /** Media uploads accepted per account and per client IP and hour, each. */
    MEDIA_UPLOAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(60),
    /**
     * Free space kept for leads and the database: an upload or a backup that would leave
     * less free on a disk it writes to is refused (default 100 MB; docs/decisions/043).
     */
    DISK_RESERVE_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(100 * 1024 * 1024),
    /** S3 server host name (no scheme), e.g. s3.ca-central-1.amazonaws.com or 127.0.0.1. */
    S3_ENDPOINT: z.string().min(1).optional(),
    /** Defaults to 443 with TLS, 80 without. */
    S3_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** TLS to the S3 server; on unless "false". */
    S3_USE_SSL: z
      .enum(["true", "false", "1", "0", ""])
      .optional()
      .transform((value) => value !== "false" && value !== "0"),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Created at first use if missing. */
    S3_BUCKET: z.string().min(3).default("media"),
    S3_ACCESS_KEY: z.string().min(1).optional(),
    S3_SECRET_KEY: z.string().min(1).optional(),
    /** Path-style URLs (host/bucket/key), needed by most self-hosted servers (Ceph, MinIO). */
    S3_PATH_STYLE: booleanFlag,
    /** Minutes between database snapshots taken by the server; 0: none. */
    BACKUP_INTERVAL_MINUTES: z.coerce.number().int().min(0).default(60),
    /** Where snapshots go: "fs" (a folder) or "s3"; unset, S3 when S3_ENDPOINT is set. */
    BACKUP_STORE: z.enum(["fs", "s3"]).optional(),
    /** The snapshot folder of the "fs" store; defaults to backups/ beside the database. */
    BACKUP_DIR: z.string().min(1).optional(),
    /** The snapshot bucket of the "s3" store (private, created at first use); defaults to "<S3_BUCKET>-backups". */
    S3_BACKUP_BUCKET: z.string().min(3).optional(),
    /** Every snapshot is kept this many hours... */
    BACKUP_KEEP_HOURS: z.coerce.number().int().min(1).default(48),
    /** ...and the newest of each day (UTC) this many days. */
    BACKUP_KEEP_DAYS: z.coerce.number().int().min(0).default(30),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.RECAPTCHA_SITE_KEY) !== Boolean(env.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.RECAPTCHA_SITE_KEY ? "RECAPTCHA_SECRET_KEY" : "RECAPTCHA_SITE_KEY"],
        message: "set both reCAPTCHA keys, or neither (ALTCHA alone)",
      });
    }
    if (storeKind(env.MEDIA_STORE, env) === "s3" || storeKind(env.BACKUP_STORE, env) === "s3") {
      for (const key of ["S3_ENDPOINT", "S3_ACCESS_KEY", "S3_SECRET_KEY"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: "is required by the S3 store" });
      }
    }
    if (env.DATABASE_DIRECT_URL && !isPostgresUrl(env.DATABASE_URL)) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_DIRECT_URL"],
        message: "is for PostgreSQL only: unset it with a SQLite file",
      });
    }
    if (env.NODE_ENV !== "production") return;
    if (isPostgresUrl(env.DATABASE_URL) && storeKind(env.MEDIA_STORE, env) === "fs") {
      ctx.addIssue({
        code: "custom",
        path: ["MEDIA_STORE"],
        message:
          "must be s3 with PostgreSQL in production: every machine serves the same media, so they cannot live on one machine's disk (set S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY)",
      });
    }
    if (isPostgresUrl(env.DATABASE_URL) && storeKind(env.BACKUP_STORE, env) === "fs") {
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_STORE"],
        message:
          "must be s3 with PostgreSQL in production: snapshots on one machine's disk are lost with it, and the erasure journal's copies there are not shared by the other machines (set S3_ENDPOINT, S3_ACCESS_KEY, S3_SECRET_KEY; docs/decisions/050)",
      });
    }
    if (!env.SESSION_SECRET?.length || env.SESSION_SECRET.some((secret) => secret.length < 32)) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production: one or more comma-separated secrets of 32+ characters",
      });
    }
    if (!env.ALTCHA_HMAC_KEY) {
      ctx.addIssue({
        code: "custom",
        path: ["ALTCHA_HMAC_KEY"],
        message: "is required in production: a secret of 32+ characters that signs the bot-protection challenges",
      });
    }
    if (!env.SITE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["SITE_URL"],
        message:
          "is required in production: the site's public origin, e.g. https://www.agencevitrine.ca (links are never built from the request's Host header there)",
      });
    }
  })
  .transform(
    ({
      SESSION_SECRET,
      ALTCHA_HMAC_KEY,
      MAIL_OUTBOX_DIR,
      LEAD_SPOOL_DIR,
      MEDIA_STORE,
      MEDIA_DIR,
      BACKUP_STORE,
      BACKUP_DIR,
      DATA_DIR,
      DATABASE_DIRECT_URL,
      ...env
    }) => {
      // Beside the database: the one folder that is writable (and kept) in the container.
      const dataDir =
        DATA_DIR ??
        (isPostgresUrl(env.DATABASE_URL) ? path.resolve("data") : path.dirname(databaseFile(env.DATABASE_URL)));
      return {
        ...env,
        DATA_DIR: dataDir,
        DATABASE_DIRECT_URL: DATABASE_DIRECT_URL ?? env.DATABASE_URL,
        // A fixed development secret keeps local sessions across restarts; production never uses it.
        SESSION_SECRET: SESSION_SECRET?.length
          ? SESSION_SECRET
          : ["development-only-session-secret-not-for-production"],
        // Likewise: challenges issued before a restart stay valid in development.
        ALTCHA_HMAC_KEY: ALTCHA_HMAC_KEY ?? "development-only-altcha-key-not-for-production",
        MAIL_OUTBOX_DIR: MAIL_OUTBOX_DIR ?? path.join(dataDir, "outbox"),
        LEAD_SPOOL_DIR: LEAD_SPOOL_DIR ?? path.join(dataDir, "spool"),
        MEDIA_STORE: storeKind(MEDIA_STORE, env),
        MEDIA_DIR: MEDIA_DIR ?? path.join(dataDir, "media"),
        BACKUP_STORE: storeKind(BACKUP_STORE, env),
        BACKUP_DIR: BACKUP_DIR ?? path.join(dataDir, "backups"),
        S3_BACKUP_BUCKET: env.S3_BACKUP_BUCKET ?? `${env.S3_BUCKET}-backups`,
      };
    },
  );

export type Env = z.infer<typeof schema>;

/**
 * Parses an environment, throwing one readable message that lists every problem; its
 * first line names the variables, so that a start that fails says at once what to set.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const names = [...new Set(result.error.issues.map((issue) => issue.path.join(".") || "(root)"))];
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(
    `Invalid environment variables: ${names.join(", ")} (details below)\n${problems.join("\n")}\nSee .env.example.`,
  );
}

/**
 * The environment of this process. An invalid one prints its message alone and ends the
 * process: thrown at start-up, Node would print the bundle's minified source line and a
 * stack trace before it.
 */
function processEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

export const env = processEnv();
