import { z } from "zod";
import { DEFAULT_DATABASE_URL } from "../prisma/database-url.js";

/**
 * Every environment variable the server reads, validated once at start-up. Locally
 * nothing needs setting; production refuses to start without its secrets.
 * Documented in .env.example and the README.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Public origin for canonical and hreflang links; defaults to the request's origin. */
    SITE_URL: z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ""))
      .optional(),
    DATABASE_URL: z
      .string()
      .regex(/^file:.+/, "must be a SQLite file URL such as file:./data/vitrine.db")
      .default(DEFAULT_DATABASE_URL),
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
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    if (!env.SESSION_SECRET?.length || env.SESSION_SECRET.some((secret) => secret.length < 32)) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required in production: one or more comma-separated secrets of 32+ characters",
      });
    }
  })
  .transform(({ SESSION_SECRET, ...env }) => ({
    ...env,
    // A fixed development secret keeps local sessions across restarts; production never uses it.
    SESSION_SECRET: SESSION_SECRET?.length ? SESSION_SECRET : ["development-only-session-secret-not-for-production"],
  }));

export type Env = z.infer<typeof schema>;

/** Parses an environment, throwing one readable message that lists every problem. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(root)"}: ${issue.message}`);
  throw new Error(`Invalid environment variables:\n${problems.join("\n")}\nSee .env.example.`);
}

export const env = parseEnv(process.env);
