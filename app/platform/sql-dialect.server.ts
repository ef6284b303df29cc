import { Prisma } from "~/generated/prisma/client";
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

/**
 * A parameter of the type `postgresType` on PostgreSQL, which types a parameter by where
 * it stands and reads one in a VALUES list as text; SQLite's values need no type.
 */
export const typedValue: (value: unknown, postgresType: string) => Prisma.Sql = inDialect({
  sqlite: (value: unknown) => Prisma.sql`${value}`,
  postgresql: (value: unknown, postgresType: string) => Prisma.sql`CAST(${value} AS ${Prisma.raw(postgresType)})`,
});

/**
 * Added to a Prisma `contains`, `startsWith` or `endsWith` filter: case-insensitive on both
 * engines, as SQLite's LIKE is (for ASCII). PostgreSQL's is case-sensitive unless asked;
 * the SQLite client's types (the app's) have no `mode`, hence an object typed as nothing.
 */
export const caseInsensitive: object = inDialect<object>({ sqlite: {}, postgresql: { mode: "insensitive" } });
