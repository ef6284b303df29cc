// The PostgreSQL schema is generated from prisma/schema.prisma, the one source of truth
// (docs/decisions/048): the same models, another provider and another client. Plain
// JavaScript so scripts import it without a build step.

export const SQLITE_SCHEMA = "prisma/schema.prisma";
export const POSTGRES_SCHEMA = "prisma/postgres/schema.prisma";

const HEADER = `// Generated from prisma/schema.prisma by \`npm run db:new-migration\`: do not edit.
// \`npm run db:check\` fails when it differs from what prisma/schema.prisma generates.
`;

/**
 * The PostgreSQL schema for the SQLite schema's text: provider and client folder changed,
 * nothing else.
 * @param {string} sqliteSchema
 */
export function postgresSchema(sqliteSchema) {
  const replaced = sqliteSchema
    .replace(/provider(\s*)= "sqlite"/, 'provider$1= "postgresql"')
    .replace(/output(\s*)= "..\/app\/generated\/prisma"/, 'output$1= "../../app/generated/prisma-postgres"');
  if (!replaced.includes('"postgresql"') || !replaced.includes("prisma-postgres")) {
    throw new Error("prisma/schema.prisma: its datasource provider or generator output is not where expected");
  }
  return HEADER + replaced;
}
