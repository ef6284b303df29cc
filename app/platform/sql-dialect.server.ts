import { env } from "~/env.server";
import { isPostgresUrl } from "../../prisma/database-url.js";

// The one place raw SQL learns which engine runs (docs/decisions/048): the code that must
// speak an engine's dialect picks its SQL here, next to itself, behind one function.

/** The engine of DATABASE_URL, for raw SQL. */
export const sqlEngine: "sqlite" | "postgresql" = isPostgresUrl(env.DATABASE_URL) ? "postgresql" : "sqlite";

/** The SQL (or anything) written for the engine that runs. */
export const inDialect = <T>(choices: { sqlite: T; postgresql: T }): T => choices[sqlEngine];

/**
 * A statement written with `?` placeholders (SQLite's, as decision 026 measured them), with
 * PostgreSQL's `$1, $2, ...` there. Only for SQL the app builds itself: no literal holds a `?`.
 */
export const numberedPlaceholders: (sql: string) => string = inDialect({
  sqlite: (sql: string) => sql,
  postgresql: (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  },
});
