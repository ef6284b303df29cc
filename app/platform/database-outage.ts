// What tells a database outage (docs/decisions/041) from any other failure: SQLite refused
// the work because the database cannot take it now (its file read-only, its disk full or
// failing, another process's lock held past the wait, a file that is not a database), not
// because of what the request asked. Plain code without imports: the server's request path
// (server/outage-answers.ts) and the app both read it.

/** SQLite's primary result codes of an outage: BUSY, READONLY, IOERR, CORRUPT, FULL, CANTOPEN, NOTADB. */
const OUTAGE_CODES = new Set([5, 8, 10, 11, 13, 14, 26]);
/** The same by name (libSQL's `code`, which Prisma's request errors also carry: "SQLITE_FULL"), extended codes included. */
const OUTAGE_CODE_NAMES = /^SQLITE_(BUSY|READONLY|IOERR|CORRUPT|FULL|CANTOPEN|NOTADB)(_|$)/;
/** Prisma's codes for a lock held past its wait: a transaction that could not start, an operation timed out. */
const PRISMA_OUTAGE_CODES = new Set(["P2028", "P1008"]);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** SQLite's result code wherever the error carries it: libSQL's rawCode, Prisma's driver-adapter cause. */
function sqliteCode(error: Record<string, unknown>): number | undefined {
  for (const value of [error.rawCode, error.extendedCode, error.originalCode]) {
    const code = typeof value === "string" ? Number(value) : value;
    if (typeof code === "number" && Number.isInteger(code)) return code;
  }
  return undefined;
}

/**
 * Whether an error (a libSQL error, Prisma's DriverAdapterError or request error, or an
 * error whose `cause` is one of those) says that the database cannot take work now.
 */
export function isDatabaseOutage(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length) {
    const current = pending.pop();
    if (!isRecord(current) || seen.has(current)) continue;
    seen.add(current);
    const code = sqliteCode(current);
    if (code !== undefined && OUTAGE_CODES.has(code & 0xff)) return true;
    // Prisma names a lock's refusal rather than giving its code (the adapter maps SQLITE_BUSY).
    if (current.kind === "SocketTimeout") return true;
    const { code: name } = current;
    if (typeof name === "string" && (OUTAGE_CODE_NAMES.test(name) || PRISMA_OUTAGE_CODES.has(name))) return true;
    const meta = current.meta;
    pending.push(current.cause, isRecord(meta) ? meta.driverAdapterError : undefined);
  }
  return false;
}

/** The status of every answer to a request the database could not serve: the outage page (GeneralErrorBoundary). */
export const OUTAGE_STATUS = 503;
