import { mkdir, open, readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { createClient } from "@libsql/client";
import pg from "pg";
import { env } from "~/env.server";
import { fileTime } from "~/platform/backup.server";
import {
  createFileObjectStore,
  createS3ObjectStore,
  ObjectExistsError,
  s3SettingsFromEnv,
  type ObjectStore,
} from "~/platform/object-store.server";
import { subjectHashesOf } from "~/privacy/subject-hash.server";
import { deleteUserFiles } from "~/accounts/user.server";
import { databaseFile, isPostgresUrl } from "../../prisma/database-url.js";

// The erasure journal (docs/decisions/040): every erasure of a person is appended, fsync'd,
// to a file beside the database before anything is erased, and copied as an object of its
// own into the backup store (the snapshots' folder or bucket), which outlives the volume.
// A restore replaces the database file, never these, so the erasures recorded after a
// snapshot was taken are re-applied to it (`npm run db:restore`, and every production
// start before it listens). It keeps what the request log keeps: a keyed hash of the
// address, never the address.

/** One erasure: the id of its request record, when, whose (keyed hash) and by whom. */
export type ErasureEntry = { id: string; erasedAt: string; subjectHash: string; staffEmail: string };

/**
 * The journal of a database: `<database>.erasures.jsonl` beside a SQLite file (a restore
 * replaces only the database); with PostgreSQL, `erasures.jsonl` in the machine's DATA_DIR.
 * Each machine journals its own erasures there; their copies in the backup store are the
 * journal all machines share (docs/decisions/050).
 */
export const erasureJournalFile = (databaseUrl = env.DATABASE_URL) =>
  isPostgresUrl(databaseUrl)
    ? path.join(env.DATA_DIR, "erasures.jsonl")
    : `${databaseFile(databaseUrl)}.erasures.jsonl`;

async function sync(file: string) {
  const handle = await open(file, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** `erasure-<time>-<id>.json`: an erasure's copy in the backup store, beside the snapshots (which ignore it). */
export const ERASURE_KEY_PATTERN =
  /^erasure-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.json$/;

const erasureKey = (entry: ErasureEntry) => `erasure-${fileTime(new Date(entry.erasedAt))}-${entry.id}.json`;

/** The backup store of the environment (BACKUP_STORE, BACKUP_DIR or S3_BACKUP_BUCKET), for the journal's objects. */
export function erasureStoreFromEnv(): ObjectStore {
  return env.BACKUP_STORE === "s3"
    ? createS3ObjectStore(s3SettingsFromEnv(env.S3_BACKUP_BUCKET), { pattern: ERASURE_KEY_PATTERN })
    : createFileObjectStore(env.BACKUP_DIR, { pattern: ERASURE_KEY_PATTERN });
}

/** Copies an erasure into the backup store (once: a copy already there is kept). */
export async function storeErasure(entry: ErasureEntry, store = erasureStoreFromEnv()) {
  try {
    await store.put(erasureKey(entry), Readable.from([JSON.stringify(entry)]), { contentType: "application/json" });
  } catch (error) {
    if (!(error instanceof ObjectExistsError)) throw error;
  }
}

/** The erasures copied into the backup store. */
export async function readStoredErasures(store = erasureStoreFromEnv()): Promise<ErasureEntry[]> {
  const objects = await store.list("erasure-");
  const entries = await Promise.all(
    objects.map(async ({ key }) => {
      const body = await store.read(key);
      return body ? [JSON.parse(await text(body)) as ErasureEntry] : [];
    }),
  );
  return entries.flat();
}

/**
 * Makes the journal beside the database and its copy in the backup store hold the same
 * erasures: what only the store has (the volume was lost, the journal with it) is appended
 * to the journal, what only the journal has (the store could not be reached at the time)
 * is copied to the store. Returns how many went each way.
 */
export async function syncErasureJournal({ journal = erasureJournalFile(), store = erasureStoreFromEnv() } = {}) {
  const [local, stored] = await Promise.all([readErasureJournal(journal), readStoredErasures(store)]);
  const localIds = new Set(local.map(({ id }) => id));
  const storedIds = new Set(stored.map(({ id }) => id));
  const fromStore = stored.filter(({ id }) => !localIds.has(id)).sort((a, b) => a.erasedAt.localeCompare(b.erasedAt));
  for (const entry of fromStore) await appendToErasureJournal(entry, journal);
  const toStore = local.filter(({ id }) => !storedIds.has(id));
  for (const entry of toStore) await storeErasure(entry, store);
  return { fromStore: fromStore.length, toStore: toStore.length };
}

/**
 * Records an erasure before it is made: in the journal (durable, or it throws and nothing
 * is erased), then in the backup store; a store that cannot be reached is only logged, the
 * next start copies it there (syncErasureJournal).
 */
export async function journalErasure(entry: ErasureEntry) {
  await appendToErasureJournal(entry);
  try {
    await storeErasure(entry);
  } catch (error) {
    console.error("[privacy] an erasure could not be copied to the backup store; the next start will copy it", error);
  }
}

/** Appends an erasure to the journal and makes it durable (the line, and the file's name); throws if it cannot. */
export async function appendToErasureJournal(entry: ErasureEntry, journal = erasureJournalFile()) {
  // DATA_DIR with PostgreSQL: nothing else may have made it yet on this machine.
  await mkdir(path.dirname(journal), { recursive: true });
  const handle = await open(journal, "a", 0o600);
  try {
    await handle.write(`${JSON.stringify(entry)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await sync(path.dirname(journal));
}

/** The journal's erasures, oldest first; a line that does not parse (a crash during its append, before staff were answered) is left out. */
export async function readErasureJournal(journal = erasureJournalFile()): Promise<ErasureEntry[]> {
  let text: string;
  try {
    text = await readFile(journal, "utf8");
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
    throw error;
  }
  return text.split("\n").flatMap((line) => {
    if (!line.trim()) return [];
    try {
      return [JSON.parse(line) as ErasureEntry];
    } catch {
      console.error("[privacy] an erasure journal line that does not parse is left out");
      return [];
    }
  });
}

/** How many addresses a re-application reads at a time. */
const ADDRESS_PAGE = 5_000;

/** What a re-application did: how many journal entries the database lacked, and what it erased for them. */
export type Reapplied = { erasures: number; leads: number; accounts: number; mail: number; accountIds: string[] };

/** A statement with `?` placeholders, run on either engine. */
type Statement = { sql: string; args: (string | number)[] };

/**
 * The few statements a re-application runs, on the database of a URL, whichever its engine
 * (docs/decisions/050): plain SQL both engines read alike (`?` placeholders numbered for
 * PostgreSQL, times as text in the form Prisma stores them in SQLite, which PostgreSQL
 * reads as the same UTC time), apart from the request log's presence.
 */
type ErasureSession = {
  query(statement: Statement): Promise<Record<string, unknown>[]>;
  /** The statements in one transaction; the rows each changed. */
  write(statements: Statement[]): Promise<number[]>;
  hasRequestLog(): Promise<boolean>;
  close(): Promise<void>;
};

async function openErasureSession(databaseUrl: string): Promise<ErasureSession> {
  if (isPostgresUrl(databaseUrl)) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const numbered = ({ sql, args }: Statement) => {
      let index = 0;
      return { text: sql.replace(/\?/g, () => `$${++index}`), values: args };
    };
    return {
      query: async (statement) => (await client.query(numbered(statement))).rows as Record<string, unknown>[],
      async write(statements) {
        await client.query("BEGIN");
        try {
          const changed: number[] = [];
          for (const statement of statements) changed.push((await client.query(numbered(statement))).rowCount ?? 0);
          await client.query("COMMIT");
          return changed;
        } catch (error) {
          await client.query("ROLLBACK").catch(() => undefined);
          throw error;
        }
      },
      async hasRequestLog() {
        const { rows } = await client.query("SELECT to_regclass('privacy_requests') IS NOT NULL AS present");
        return Boolean((rows[0] as { present?: boolean } | undefined)?.present);
      },
      close: () => client.end(),
    };
  }
  const client = createClient({ url: `file:${databaseFile(databaseUrl)}` });
  await client.execute("PRAGMA foreign_keys = ON");
  let wrote = false;
  return {
    query: async (statement) => (await client.execute(statement)).rows as unknown as Record<string, unknown>[],
    async write(statements) {
      if (!statements.length) return [];
      wrote = true;
      return (await client.batch(statements, "write")).map(({ rowsAffected }) => rowsAffected);
    },
    async hasRequestLog() {
      const { rows } = await client.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'privacy_requests'",
      );
      return rows.length > 0;
    },
    async close() {
      try {
        // Everything in the file itself: the next to open it may be a copy, a check or a server.
        if (wrote) await client.execute("PRAGMA wal_checkpoint(TRUNCATE)");
      } finally {
        client.close();
      }
    },
  };
}

/**
 * Re-applies to a database the journal's erasures that it does not hold (their request
 * record is missing: the database is a snapshot taken before them, or an erasure was cut
 * short): each erased subject's leads, account and queued mail from up to its erasure are
 * erased again, matched by the keyed hash of every address the database holds (under each
 * session secret still listed), and the record is written back. Plain SQL on columns every
 * migration since the request log has, so it runs before or after pending migrations; a
 * file older than the request log gets its records from the start that migrates it.
 * Cheap when nothing is missing: one read of the journal and one indexed query.
 * The account's stored files went at the erasure; the media store is not restored.
 */
export async function reapplyErasures({
  databaseUrl = env.DATABASE_URL,
  journal = erasureJournalFile(databaseUrl),
  secrets = env.SESSION_SECRET,
}: { databaseUrl?: string; journal?: string; secrets?: readonly string[] } = {}): Promise<Reapplied> {
  const done: Reapplied = { erasures: 0, leads: 0, accounts: 0, mail: 0, accountIds: [] };
  const entries = await readErasureJournal(journal);
  if (!entries.length) return done;
  const session = await openErasureSession(databaseUrl);
  try {
    const hasLog = await session.hasRequestLog();
    const recorded = new Set<string>();
    for (let start = 0; hasLog && start < entries.length; start += 500) {
      const ids = entries.slice(start, start + 500).map(({ id }) => id);
      const rows = await session.query({
        sql: `SELECT id FROM privacy_requests WHERE id IN (${ids.map(() => "?").join(", ")})`,
        args: ids,
      });
      for (const row of rows) recorded.add(String(row.id));
    }
    const missing = entries.filter(({ id }) => !recorded.has(id));
    if (!missing.length) return done;

    // The latest erasure of each subject the database lacks, and every address it holds, hashed.
    const erasedUntil = new Map<string, string>();
    for (const { subjectHash, erasedAt } of missing) {
      const until = storedDateTime(new Date(erasedAt));
      if (until > (erasedUntil.get(subjectHash) ?? "")) erasedUntil.set(subjectHash, until);
    }
    // Every address the database holds, a page at a time (the start runs this under the
    // server's heap cap: 300,000 addresses at once would not fit), keyed by its subject.
    const matched = new Map<string, string>();
    for (const [table, column] of [
      ["leads", "email"],
      ["users", "email"],
      ["outgoing_mail", "recipient"],
    ] as const) {
      for (let after = ""; ;) {
        const rows = await session.query({
          sql: `SELECT DISTINCT "${column}" AS address FROM "${table}" WHERE "${column}" > ? ORDER BY 1 LIMIT ${ADDRESS_PAGE}`,
          args: [after],
        });
        for (const row of rows) {
          const address = String(row.address);
          const subject = subjectHashesOf(address, secrets).find((hash) => erasedUntil.has(hash));
          if (subject) matched.set(address, subject);
        }
        if (rows.length < ADDRESS_PAGE) break;
        after = String(rows.at(-1)?.address);
      }
    }
    const statements: Statement[] = [];
    const subjects: string[] = [];
    for (const [address, subject] of matched) {
      const args = [address, erasedUntil.get(subject) ?? ""];
      const account = await session.query({
        sql: "SELECT id FROM users WHERE email = ? AND created_at <= ? AND role <> 'staff'",
        args,
      });
      done.accountIds.push(...account.map(({ id }) => String(id)));
      statements.push(
        { sql: "DELETE FROM leads WHERE email = ? AND created_at <= ?", args },
        { sql: "DELETE FROM users WHERE email = ? AND created_at <= ? AND role <> 'staff'", args },
        { sql: "DELETE FROM outgoing_mail WHERE recipient = ? AND created_at <= ?", args },
      );
      subjects.push(subject);
    }
    // What was erased again for each subject, for its record.
    const bySubject = new Map<string, { leads: number; account: number; mail: number }>();
    const changed = await session.write(statements);
    changed.forEach((rowsAffected, index) => {
      const subject = subjects[Math.floor(index / 3)] ?? "";
      const counts = bySubject.get(subject) ?? { leads: 0, account: 0, mail: 0 };
      const kind = (["leads", "account", "mail"] as const)[index % 3] ?? "leads";
      counts[kind] += rowsAffected;
      bySubject.set(subject, counts);
      done[kind === "account" ? "accounts" : kind] += rowsAffected;
    });
    if (hasLog) {
      // The records come back; a subject's counts go with its latest one.
      const records = [...missing].reverse().map((entry) => {
        const counts = { leads: 0, account: 0, mail: 0, ...bySubject.get(entry.subjectHash), reapplied: true };
        bySubject.delete(entry.subjectHash);
        return {
          sql:
            "INSERT INTO privacy_requests (id, kind, subject_hash, staff_email, counts, created_at) " +
            "VALUES (?, 'erasure', ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
          args: [
            entry.id,
            entry.subjectHash,
            entry.staffEmail,
            JSON.stringify(counts),
            storedDateTime(new Date(entry.erasedAt)),
          ],
        };
      });
      await session.write(records);
    }
    done.erasures = missing.length;
    return done;
  } finally {
    await session.close();
  }
}

/**
 * A time as Prisma stores a DateTime in SQLite: text that sorts as the times do. PostgreSQL
 * reads it as the same time in a `timestamp` column (UTC, as Prisma stores it: the offset is ignored).
 */
const storedDateTime = (date: Date) => date.toISOString().replace("Z", "+00:00");

/**
 * After the server listens: the journal and its copy in the backup store are made to hold
 * the same erasures, and any that only the store had are applied at once (a database put
 * back by hand on a new volume, without `npm run db:restore`). Never throws.
 */
export async function syncErasureJournalInBackground() {
  try {
    const { fromStore } = await syncErasureJournal();
    if (fromStore) await reapplyErasuresToDatabase();
  } catch (error) {
    console.error("[privacy] the erasure journal could not be compared with its copy in the backup store", error);
  }
}

/**
 * Re-applies the journal to the environment's database (`npm run db:restore`, once the
 * snapshot is in place; a production start, before it listens), then removes the stored
 * files of the accounts it erased again (an erasure cut short before it reached them; a
 * restore does not bring back the media store), and says so in the log when it erased anything.
 */
export async function reapplyErasuresToDatabase() {
  const done = await reapplyErasures();
  for (const id of done.accountIds) await deleteUserFiles(id);
  if (done.erasures) {
    console.warn(
      `[privacy] ${done.erasures} recorded erasures were missing from the database and were applied again ` +
        `(${done.leads} leads, ${done.accounts} accounts, ${done.mail} queued mail erased)`,
    );
  }
  return done;
}
