import { spawn } from "node:child_process";
import { constants } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import pg from "pg";

// Snapshots of a PostgreSQL database (docs/decisions/050): pg_dump's custom format, checked
// by reading it whole with pg_restore, restored beside the current data then swapped in.
// The programs are Debian's postgresql-client (the production image has them).

/** A program of PostgreSQL's client that is missing, or failed; its message is for the operator. */
export class PostgresToolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PostgresToolError";
  }
}

async function isExecutable(file: string) {
  return fs.access(file, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/**
 * Where a client program is: on PATH, else in Debian's /usr/lib/postgresql/<version>/bin
 * (the newest version first: pg_dump reads servers up to its own version).
 */
export async function postgresTool(
  name: "pg_dump" | "pg_restore",
  { searchPath = process.env.PATH ?? "", debianFolder = "/usr/lib/postgresql" } = {},
) {
  for (const folder of searchPath.split(path.delimiter).filter(Boolean)) {
    if (await isExecutable(path.join(folder, name))) return path.join(folder, name);
  }
  const versions = await fs.readdir(debianFolder).catch(() => [] as string[]);
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const file = path.join(debianFolder, version, "bin", name);
    if (await isExecutable(file)) return file;
  }
  throw new PostgresToolError(
    `${name} was not found (on PATH or in /usr/lib/postgresql/*/bin): snapshots of a PostgreSQL database need ` +
      `Debian's postgresql-client (apt-get install postgresql-client), which the production image has`,
  );
}

/** The libpq parameters a URL may carry to pg_dump; Prisma's own (schema, pgbouncer, ...) would make libpq refuse it. */
const LIBPQ_PARAMETERS = new Set([
  "sslmode",
  "sslrootcert",
  "sslcert",
  "sslkey",
  "sslcrl",
  "sslpassword",
  "channel_binding",
  "gssencmode",
  "connect_timeout",
  "application_name",
  "options",
  "target_session_attrs",
  "host",
  "port",
]);

/**
 * The URL for libpq without its password, which goes in the child's environment
 * (PGPASSWORD): a command line is readable by every process of the machine.
 */
function libpqConnection(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  for (const key of [...url.searchParams.keys()]) if (!LIBPQ_PARAMETERS.has(key)) url.searchParams.delete(key);
  const env: Record<string, string> = {};
  if (password) env.PGPASSWORD = password;
  return { dbname: url.toString(), env };
}

/** Runs a client program; its standard output, or a PostgresToolError with what it said. */
async function run(name: "pg_dump" | "pg_restore", args: string[], extraEnv: Record<string, string> = {}) {
  const tool = await postgresTool(name);
  return new Promise<string>((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...extraEnv }, stdio: ["ignore", "pipe", "pipe"] });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) return resolve(Buffer.concat(stdout).toString("utf8"));
      const said = Buffer.concat(stderr).toString("utf8").trim().split("\n").slice(-5).join(" ");
      reject(new PostgresToolError(`${name} failed (${signal ?? `exit code ${code}`}): ${said || "no message"}`));
    });
  });
}

/**
 * Writes the app's schema (`public`: its tables, types, functions and rows, without owners
 * or grants) to `file` in pg_dump's custom format: one consistent view of the database (a
 * repeatable-read transaction), taken while the servers go on writing; each table's rows
 * compressed (zlib). Needs a session of its own (DATABASE_DIRECT_URL past a pooler).
 */
export async function dumpDatabase(databaseUrl: string, file: string) {
  const { dbname, env } = libpqConnection(databaseUrl);
  await run(
    "pg_dump",
    ["--format=custom", "--schema=public", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${dbname}`],
    env,
  );
}

/**
 * Why the file is not a sound snapshot of a Vitrine database, or null: pg_restore reads its
 * table of contents, then every block of it (each table's rows decompressed: a truncated or
 * altered block fails), and its `_prisma_migrations` rows hold an applied migration.
 */
export async function checkDump(file: string) {
  try {
    const contents = await run("pg_restore", ["--list", file]);
    if (!/TABLE DATA public _prisma_migrations /.test(contents)) return "no _prisma_migrations table";
    await run("pg_restore", ["--file=/dev/null", file]);
    const migrations = await run("pg_restore", [
      "--data-only",
      "--schema=public",
      "--table=_prisma_migrations",
      "--file=-",
      file,
    ]);
    return appliedMigrations(migrations) > 0 ? null : "no applied migration";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** How many rows of a `COPY public._prisma_migrations` block are applied migrations (finished, not rolled back). */
function appliedMigrations(script: string) {
  const lines = script.split("\n");
  const start = lines.findIndex((line) => line.startsWith("COPY public._prisma_migrations ("));
  if (start < 0) return 0;
  const columns = /\((.*)\)/.exec(lines[start] ?? "")?.[1]?.split(", ") ?? [];
  const finished = columns.indexOf("finished_at");
  const rolledBack = columns.indexOf("rolled_back_at");
  let applied = 0;
  for (const line of lines.slice(start + 1)) {
    if (line === "\\.") break;
    const values = line.split("\t");
    if (values[finished] !== "\\N" && values[rolledBack] === "\\N") applied++;
  }
  return applied;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The database's size on its server: what a dump takes at most, uncompressed. */
export async function postgresDatabaseBytes(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ size: string }>("SELECT pg_database_size(current_database()) AS size");
    return Number(rows[0]?.size ?? 0);
  });
}

/** The other sessions connected to the database (servers, a pooler's connections, a console), described. */
export async function otherSessions(databaseUrl: string) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ pid: number; usename: string; application: string; address: string }>(
      `SELECT pid, usename, coalesce(nullif(application_name, ''), '-') AS application,
              coalesce(host(client_addr), 'local') AS address
         FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
        ORDER BY backend_start`,
    );
    return rows.map(
      ({ pid, usename, application, address }) => `pid ${pid} (user ${usename}, ${application}, from ${address})`,
    );
  });
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Puts a checked dump in place of the database's `public` schema, which is kept beside it
 * renamed `setAside`. A non-superuser owning the database can do each step: the rename,
 * then pg_restore in one transaction, which creates `public` again and everything in it
 * (owned by the restoring user). A failed restore leaves nothing and the schema takes its
 * name back: the database is as it was.
 */
export async function restoreDump({
  databaseUrl,
  file,
  setAside,
}: {
  databaseUrl: string;
  file: string;
  setAside: string;
}) {
  await withClient(databaseUrl, (client) => client.query(`ALTER SCHEMA public RENAME TO ${quoted(setAside)}`)).catch(
    (error: unknown) => {
      throw new PostgresToolError(
        `The current data could not be set aside (ALTER SCHEMA public RENAME): ${(error as Error).message}. ` +
          `The restore needs the role that owns the database; nothing was changed.`,
      );
    },
  );
  const { dbname, env } = libpqConnection(databaseUrl);
  try {
    await run(
      "pg_restore",
      ["--single-transaction", "--exit-on-error", "--no-owner", "--no-privileges", `--dbname=${dbname}`, file],
      env,
    );
  } catch (error) {
    await withClient(databaseUrl, async (client) => {
      await client.query("BEGIN");
      await client.query("DROP SCHEMA IF EXISTS public CASCADE");
      await client.query(`ALTER SCHEMA ${quoted(setAside)} RENAME TO public`);
      await client.query("COMMIT");
    });
    throw new PostgresToolError(`${(error as Error).message}. The database is as it was.`);
  }
}
