// What the migrations create beyond prisma/schema.prisma, in raw SQL that the schema cannot
// state, for each engine. `npm run db:check` (scripts/db-migrations.ts) proves that each
// exists after the migrations and that nothing else does: a migration that rebuilds a
// table drops its triggers with it, and the check then fails instead of a search that
// silently stops seeing new rows.

export type RawSqlObject = { type: "table" | "trigger" | "index" | "function"; name: string; table: string };

/** SQLite (prisma/migrations). */
export const rawSqlObjects: RawSqlObject[] = [
  // The lead inbox's text search (docs/decisions/039, prisma/migrations/*_lead_search).
  { type: "table", name: "lead_search", table: "lead_search" },
  { type: "trigger", name: "lead_search_insert", table: "leads" },
  { type: "trigger", name: "lead_search_delete", table: "leads" },
  { type: "trigger", name: "lead_search_update", table: "leads" },
  // Only staff own leads (docs/decisions/045, prisma/migrations/*_lead_owner_staff_only).
  { type: "trigger", name: "lead_owner_role_lost", table: "users" },
];

/** PostgreSQL (prisma/postgres/migrations): the same behaviours in its dialect (docs/decisions/048). */
export const postgresRawSqlObjects: RawSqlObject[] = [
  // The lead inbox's text search (docs/decisions/039, 048): an expression index of the leads.
  { type: "function", name: "lead_search_words", table: "leads" },
  { type: "function", name: "lead_search_document", table: "leads" },
  { type: "index", name: "leads_search_idx", table: "leads" },
  { type: "function", name: "lead_owner_role_lost", table: "users" },
  { type: "trigger", name: "lead_owner_role_lost", table: "users" },
];

/** The tables SQLite makes for an FTS5 table of its own (its shadow tables), named after it. */
export const FTS5_SHADOW_TABLE = /^(.+)_(data|idx|content|docsize|config)$/;
