import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { env } from "~/env.server";
import {
  createFileBackupStore,
  createS3BackupStore,
  listSnapshots,
  snapshotKey,
  takeSnapshot,
  type BackupStore,
} from "~/platform/backup.server";
import { createPrismaClient, prisma } from "~/platform/db.server";
import { postgresTool } from "~/platform/postgres-dump.server";
import { restorePostgresSnapshot, RestoreRefusedError } from "~/platform/restore.server";
import { appendToErasureJournal, readErasureJournal } from "~/privacy/erasure-journal.server";
import { erasePersonalData, subjectHashOf } from "~/privacy/privacy-request.server";
import { applyMigrations } from "../../server/migrations";
import { prepareDatabase } from "../../server/prepare-database";
import { onPostgres, postgresTestUrl } from "../../tests/vitest/engine";
import { createUser } from "../../tests/vitest/factories";
import { testEmail } from "../../tests/vitest/personal-data";
import { s3TestSettings, s3TestsRun } from "../../tests/vitest/s3";

// Backups on PostgreSQL (docs/decisions/050): pg_dump's snapshot, checked before it counts,
// restored by a role that is no superuser (a managed provider's), refused while anything
// else is connected or when the dump is not sound, the erasure journal applied again.

const work = mkdtempSync(path.join(tmpdir(), "vitrine-pg-backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const newLead = (name: string) => ({
  type: "contact" as const,
  name,
  email: "lead@example.com",
  locale: "fr",
  sourcePage: "/contact",
  verification: "unverified" as const,
});

describe.runIf(onPostgres())("backups on PostgreSQL", () => {
  vi.setConfig({ testTimeout: 60_000 });
  // The app's role on a managed provider: it owns its database and what the migrations
  // made in it, and is no superuser.
  const suffix = randomBytes(4).toString("hex");
  const role = `vitrine_app_${suffix}`;
  const database = `vitrine_test_app_${suffix}`;
  let appUrl = "";
  beforeAll(async () => {
    const url = new URL(postgresTestUrl(database));
    url.username = role;
    appUrl = url.toString();
    await connected(postgresTestUrl("postgres"), async (client) => {
      await client.query(`CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE`);
      await client.query(`CREATE DATABASE ${database} OWNER ${role}`);
    });
    await applyMigrations(appUrl);
  });
  afterAll(async () => {
    await connected(postgresTestUrl("postgres"), async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await client.query(`DROP ROLE IF EXISTS ${role}`);
    });
  });

  const leadNames = async (schema = "public") =>
    connected(postgresTestUrl(database), async (client) => {
      const { rows } = await client.query<{ name: string }>(`SELECT name FROM "${schema}".leads ORDER BY name`);
      return rows.map(({ name }) => name);
    });

  test("pg_dump and pg_restore are found (PATH or Debian's /usr/lib/postgresql/*/bin), or a clear error says what to install", async () => {
    expect(await postgresTool("pg_dump")).toMatch(/pg_dump$/);
    expect(await postgresTool("pg_restore", { searchPath: "" })).toMatch(
      /^\/usr\/lib\/postgresql\/\d+\/bin\/pg_restore$/,
    );
    await expect(postgresTool("pg_dump", { searchPath: work, debianFolder: work })).rejects.toThrow(
      /pg_dump was not found \(on PATH or in \/usr\/lib\/postgresql\/\*\/bin\).*apt-get install postgresql-client/,
    );
  });

  const backEnds: Array<[name: string, create: () => BackupStore]> = [
    ["filesystem", () => createFileBackupStore(mkdtempSync(path.join(work, "store-")))],
  ];
  if (s3TestsRun) backEnds.push(["s3", () => createS3BackupStore(s3TestSettings("pg-backup-test"))]);

  describe.each(backEnds)("drill: %s", (_name, create) => {
    test("a snapshot is checked and stored as .pgdump; restored by the app's own role, rows from before are back, rows since are gone and kept aside; refused while a server is connected", async () => {
      const store = create();
      const app = createPrismaClient(appUrl);
      const tag = randomBytes(3).toString("hex");
      try {
        await app.lead.deleteMany();
        await app.lead.create({ data: newLead(`${tag} before 1`) });
        await app.lead.create({ data: newLead(`${tag} before 2`) });
        const snapshot = await takeSnapshot(store, appUrl);
        expect(snapshot.key).toMatch(/^vitrine-.*Z\.pgdump$/);
        expect(snapshot.engine).toBe("postgresql");
        expect(snapshot.size).toBeGreaterThan(1000);
        expect(await listSnapshots(store, "postgresql")).toEqual([snapshot]);
        expect(await listSnapshots(store, "sqlite")).toEqual([]);
        await app.lead.create({ data: newLead(`${tag} after`) });

        // The server is still connected: nothing is touched.
        const restoring = restorePostgresSnapshot({ store, snapshot: "latest", databaseUrl: appUrl });
        await expect(restoring).rejects.toThrow(RestoreRefusedError);
        await expect(restoring).rejects.toThrow(
          /Other sessions are connected to the database: pid \d+.*Stop every server/,
        );
        expect(await leadNames()).toEqual([`${tag} after`, `${tag} before 1`, `${tag} before 2`]);
      } finally {
        await app.$disconnect();
      }

      const now = new Date("2025-03-31T12:00:00.000Z");
      const { restored, setAside } = await restorePostgresSnapshot({
        store,
        snapshot: "latest",
        databaseUrl: appUrl,
        now,
      });
      expect(restored).toEqual(await listSnapshots(store, "postgresql").then(([newest]) => newest));
      expect(setAside).toBe("before-restore-2025-03-31T12-00-00-000Z");
      expect(await leadNames()).toEqual([`${tag} before 1`, `${tag} before 2`]);
      expect(await leadNames(setAside)).toEqual([`${tag} after`, `${tag} before 1`, `${tag} before 2`]);

      // The app works on the restored database: its migrations are there, it writes.
      expect(await applyMigrations(appUrl)).toEqual([]);
      const again = createPrismaClient(appUrl);
      try {
        await again.lead.create({ data: newLead(`${tag} after the restore`) });
        expect(await again.lead.count()).toBe(3);
      } finally {
        await again.$disconnect();
      }
      // The operator drops the data set aside once no longer needed: the app's role may.
      await connected(appUrl, (owner) => owner.query(`DROP SCHEMA "${setAside}" CASCADE`));
    });

    test("a corrupt snapshot, or a SQLite one, is refused and the database is left as it was", async () => {
      const store = create();
      const app = createPrismaClient(appUrl);
      const tag = randomBytes(3).toString("hex");
      await app.lead.deleteMany();
      await app.lead.create({ data: newLead(`${tag} kept`) });
      await app.$disconnect();
      const good = await takeSnapshot(store, appUrl);
      const dump = await buffer((await store.read(good.key)) ?? Readable.from([]));
      const altered = Buffer.from(dump);
      randomBytes(64).copy(altered, dump.length - 200); // inside the last table's compressed rows

      const corrupt: Array<[what: string, bytes: Buffer, refusal: RegExp]> = [
        ["truncated", dump.subarray(0, dump.length >> 1), /not a sound dump: pg_restore failed/],
        ["garbage bytes", randomBytes(dump.length), /not a sound dump: pg_restore failed/],
        ["altered rows", altered, /not a sound dump/],
        ["not a dump", Buffer.from("not a dump ".repeat(1000)), /not a sound dump/],
      ];
      const before = await leadNames();
      for (const [index, [what, bytes, refusal]] of corrupt.entries()) {
        const key = snapshotKey(new Date(good.takenAt.getTime() + 1000 * (index + 1)), "postgresql");
        await store.put(key, Readable.from([bytes]), { contentType: "application/octet-stream" });
        const restoring = restorePostgresSnapshot({ store, snapshot: key, databaseUrl: appUrl });
        await expect(restoring, what).rejects.toThrow(RestoreRefusedError);
        await expect(restoring, what).rejects.toThrow(refusal);
        expect(await leadNames(), what).toEqual(before);
      }
      const sqlite = snapshotKey(new Date(good.takenAt.getTime() + 10_000), "sqlite");
      await store.put(sqlite, Readable.from(["x"]), { contentType: "application/gzip" });
      await expect(restorePostgresSnapshot({ store, snapshot: sqlite, databaseUrl: appUrl })).rejects.toThrow(
        /is a snapshot of a SQLite database; DATABASE_URL is a PostgreSQL one/,
      );
      // "latest" is PostgreSQL's newest, never the newer SQLite snapshot.
      await expect(restorePostgresSnapshot({ store, snapshot: "latest", databaseUrl: appUrl })).rejects.toThrow(
        /not a sound dump/,
      );
      expect(await leadNames()).toEqual(before);
      const schemas = await connected(appUrl, async (client) => {
        const { rows } = await client.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'before-restore-%'");
        return rows;
      });
      expect(schemas).toEqual([]);
    });
  });

  test("a role that does not own the database is refused before anything changes", async () => {
    const store = createFileBackupStore(mkdtempSync(path.join(work, "store-")));
    await takeSnapshot(store, appUrl);
    const before = await leadNames();
    const stranger = `vitrine_stranger_${suffix}`;
    await connected(postgresTestUrl("postgres"), (client) => client.query(`CREATE ROLE ${stranger} LOGIN`));
    try {
      const url = new URL(appUrl);
      url.username = stranger;
      await expect(restorePostgresSnapshot({ store, snapshot: "latest", databaseUrl: url.toString() })).rejects.toThrow(
        /could not be set aside .*must be owner of schema public.*nothing was changed/,
      );
      expect(await leadNames()).toEqual(before);
    } finally {
      await connected(postgresTestUrl("postgres"), (client) => client.query(`DROP ROLE ${stranger}`));
    }
  });

  test("restore drill with the erasure journal: `npm run db:restore` of a snapshot taken before an erasure applies it again, on this machine and on a new one", async () => {
    const staff = await createUser({ role: "staff" });
    const erased = testEmail("pg-drill-erased");
    const kept = testEmail("pg-drill-kept");
    // Through Prisma's models: createLead's raw insert is SQLite's on this branch.
    for (const email of [erased, kept]) {
      const lead = await prisma.lead.create({ data: { ...newLead(`Lead of ${email}`), email } });
      await prisma.lead.create({ data: { ...newLead(`Second lead of ${email}`), email } });
      await prisma.leadNote.create({ data: { leadId: lead.id, authorId: staff.id, text: `About ${email}` } });
      await prisma.user.create({ data: { email, passwordHash: "not-used", role: "client" } });
      await prisma.outgoingMail.create({
        data: { kind: "confirmation", recipient: email, language: "fr", origin: "http://localhost" },
      });
    }
    const store = createFileBackupStore(env.BACKUP_DIR);
    const before = await takeSnapshot(store, env.DATABASE_URL);

    expect(await erasePersonalData(erased, staff)).toMatchObject({ ok: true, counts: { leads: 2, account: 1 } });
    const [entry] = await readErasureJournal();
    expect(entry).toMatchObject({ subjectHash: subjectHashOf(erased) });
    expect(path.dirname(path.resolve(env.DATA_DIR, "erasures.jsonl"))).toBe(path.resolve(env.DATA_DIR));

    const held = async (email: string) => ({
      leads: await prisma.lead.count({ where: { email } }),
      users: await prisma.user.count({ where: { email } }),
      mail: await prisma.outgoingMail.count({ where: { recipient: email } }),
    });
    const restore = (dataDir: string) =>
      promisify(execFile)("npx", ["tsx", "scripts/db-backup.ts", "restore", before.key], {
        env: {
          ...process.env,
          DATABASE_URL: env.DATABASE_URL,
          BACKUP_STORE: "fs",
          BACKUP_DIR: env.BACKUP_DIR,
          DATA_DIR: dataDir,
        },
      });
    // The servers are stopped (this process's pool is its server).
    await prisma.$disconnect();
    const { stdout } = await restore(env.DATA_DIR);
    expect(stdout).toContain(`${before.key}`);
    expect(stdout).toMatch(/The previous data is kept as the schema "before-restore-/);
    expect(stdout).toContain("Erasures recorded since the snapshot and applied again: 1.");
    expect(await held(erased)).toEqual({ leads: 0, users: 0, mail: 0 });
    expect(await held(kept)).toEqual({ leads: 2, users: 1, mail: 1 });
    const record = await prisma.privacyRequest.findUnique({ where: { id: entry?.id ?? "" } });
    expect(record).toMatchObject({ kind: "erasure", subjectHash: subjectHashOf(erased) });
    expect(record?.counts).toMatchObject({ leads: 2, account: 1, mail: 1, reapplied: true });
    expect(record?.createdAt.toISOString()).toBe(entry?.erasedAt);

    // Another machine, or this one on a new volume: its journal is empty; the store's copy is the shared one.
    await prisma.$disconnect();
    const newMachine = mkdtempSync(path.join(work, "new-machine-"));
    const again = await restore(newMachine);
    expect(again.stdout).toContain("Erasures recorded since the snapshot and applied again: 1.");
    expect(await held(erased)).toEqual({ leads: 0, users: 0, mail: 0 });
    expect(await held(kept)).toEqual({ leads: 2, users: 1, mail: 1 });
    expect(await readErasureJournal(path.join(newMachine, "erasures.jsonl"))).toEqual([entry]);
  }, 120_000);

  test("a start applies an erasure the database lacks (cut short after its journal line), and keeps what the person sent since", async () => {
    const staff = await createUser({ role: "staff" });
    const email = testEmail("pg-cut-short");
    await prisma.lead.create({ data: { ...newLead("Before"), email } });
    await prisma.user.create({ data: { email, passwordHash: "not-used", role: "client" } });
    const erasedAt = new Date();
    const id = `pg-cut-short-${randomBytes(4).toString("hex")}`;
    await appendToErasureJournal({
      id,
      erasedAt: erasedAt.toISOString(),
      subjectHash: subjectHashOf(email),
      staffEmail: staff.email,
    });
    const later = await prisma.lead.create({
      data: { ...newLead("After"), email, createdAt: new Date(erasedAt.getTime() + 1_000) },
    });

    await prepareDatabase(path.resolve("."));

    expect(await prisma.lead.findMany({ where: { email }, select: { id: true } })).toEqual([{ id: later.id }]);
    expect(await prisma.user.count({ where: { email } })).toBe(0);
    expect(await prisma.privacyRequest.findUnique({ where: { id } })).toMatchObject({
      kind: "erasure",
      createdAt: new Date(erasedAt.toISOString()),
    });
    await prepareDatabase(path.resolve("."));
    expect(await prisma.lead.count({ where: { email } })).toBe(1);
  });
});
