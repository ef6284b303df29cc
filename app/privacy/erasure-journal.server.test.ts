import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createClient } from "@libsql/client";
import { afterAll, beforeEach, expect, test, vi } from "vitest";
import { env } from "~/env.server";
import { createLead } from "~/leads/lead.server";
import { mediaStore } from "~/media/media-store.server";
import { createFileBackupStore, takeSnapshot } from "~/platform/backup.server";
import { restoreSnapshot } from "~/platform/restore.server";
import { prisma } from "~/platform/db.server";
import { onPostgres } from "../../tests/vitest/engine";
import { createUser } from "../../tests/vitest/factories";
import { seedPersonalData, testEmail } from "../../tests/vitest/personal-data";
import { prepareDatabase } from "../../server/prepare-database";
import { appendToErasureJournal, erasureJournalFile, readErasureJournal } from "./erasure-journal.server";
import { erasePersonalData, subjectHashOf } from "./privacy-request.server";

// Erasure is final across restores (docs/decisions/040): every erasure is journaled beside
// the database, and a restore of a snapshot taken before it (`npm run db:restore`, then
// the production start) applies it again before the server takes traffic.

// This file's own backup store (snapshots and the journal's copies), beside its database
// (with PostgreSQL, in the file's own DATA_DIR, the default).
vi.hoisted(() => {
  const url = process.env.DATABASE_URL ?? "";
  if (url.startsWith("file:")) process.env.BACKUP_DIR = `${url.replace(/^file:/, "")}.backups`;
});

const work = mkdtempSync(path.join(tmpdir(), "vitrine-erasure-journal-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

/** What a database file holds for an address, read with its own connection. */
async function heldIn(file: string, email: string) {
  const database = createClient({ url: `file:${file}` });
  try {
    const count = async (sql: string) => Number((await database.execute({ sql, args: [email] })).rows[0]?.n);
    return {
      leads: await count("SELECT count(*) AS n FROM leads WHERE lower(email) = ?"),
      notes: await count(
        "SELECT count(*) AS n FROM lead_notes JOIN leads ON leads.id = lead_id WHERE lower(email) = ?",
      ),
      users: await count("SELECT count(*) AS n FROM users WHERE lower(email) = ?"),
      projects: await count("SELECT count(*) AS n FROM projects JOIN users ON users.id = owner_id WHERE email = ?"),
      mail: await count("SELECT count(*) AS n FROM outgoing_mail WHERE lower(recipient) = ?"),
    };
  } finally {
    database.close();
  }
}

const nothing = { leads: 0, notes: 0, users: 0, projects: 0, mail: 0 };

// The same drill on PostgreSQL: app/platform/postgres-backup.server.test.ts.
test.skipIf(onPostgres())(
  "restore drill: snapshot, erase, `npm run db:restore` of the snapshot: the person is gone, another is not",
  async () => {
    const staff = await createUser({ role: "staff" });
    const erased = testEmail("drill-erased");
    const kept = testEmail("drill-kept");
    await seedPersonalData(erased, { author: staff });
    await seedPersonalData(kept, { author: staff });
    const storeFolder = env.BACKUP_DIR;
    const store = createFileBackupStore(storeFolder);
    const before = await takeSnapshot(store, env.DATABASE_URL);

    expect(await erasePersonalData(erased, staff)).toMatchObject({ ok: true, counts: { leads: 2, account: 1 } });
    const [entry] = await readErasureJournal();
    expect(entry).toMatchObject({ subjectHash: subjectHashOf(erased), staffEmail: staff.email });
    expect(JSON.stringify(entry)).not.toContain(erased.split("@")[0]);

    // The production machine as it is now: the database after the erasure, its journal beside it.
    const folder = mkdtempSync(path.join(work, "data-"));
    const databaseFile = path.join(folder, "vitrine.db");
    await new Promise((resolve) => setTimeout(resolve, 5));
    const now = await takeSnapshot(store, env.DATABASE_URL);
    await restoreSnapshot({ store, snapshot: now.key, databaseFile });
    copyFileSync(erasureJournalFile(), erasureJournalFile(`file:${databaseFile}`));
    expect(await heldIn(databaseFile, erased)).toEqual(nothing);

    // The operator restores the snapshot taken before the erasure, as the README says.
    const restore = (file: string) =>
      promisify(execFile)("npx", ["tsx", "scripts/db-backup.ts", "restore", before.key], {
        env: {
          ...process.env,
          DATABASE_URL: `file:${file}`,
          BACKUP_STORE: "fs",
          BACKUP_DIR: storeFolder,
          MEDIA_DIR: path.join(path.dirname(file), "media"),
        },
      });
    const { stdout } = await restore(databaseFile);
    expect(stdout).toContain(`${before.key}`);
    expect(stdout).toContain("Erasures recorded since the snapshot and applied again: 1.");

    expect(await heldIn(databaseFile, erased)).toEqual(nothing);
    expect(await heldIn(databaseFile, kept)).toEqual({ leads: 2, notes: 1, users: 1, projects: 1, mail: 1 });
    // The request log has the erasure back, marked as applied again.
    const database = createClient({ url: `file:${databaseFile}` });
    const { rows } = await database.execute({
      sql: "SELECT id, counts FROM privacy_requests WHERE kind = 'erasure'",
      args: [],
    });
    database.close();
    expect(rows.map(({ id }) => id)).toEqual([entry?.id]);
    expect(JSON.parse(String(rows[0]?.counts))).toMatchObject({ leads: 2, account: 1, mail: 1, reapplied: true });

    // The volume is lost, the journal beside the database with it: the restore onto a new
    // one takes the erasures from their copies in the backup store.
    const newVolume = path.join(mkdtempSync(path.join(work, "new-volume-")), "vitrine.db");
    const again = await restore(newVolume);
    expect(again.stdout).toContain("Erasures recorded since the snapshot and applied again: 1.");
    expect(await heldIn(newVolume, erased)).toEqual(nothing);
    expect(await heldIn(newVolume, kept)).toEqual({ leads: 2, notes: 1, users: 1, projects: 1, mail: 1 });
    expect(await readErasureJournal(erasureJournalFile(`file:${newVolume}`))).toEqual([entry]);
  },
  90_000,
);

test("a start applies an erasure the database lacks (cut short after its journal line), and keeps what the person sent since", async () => {
  const staff = await createUser({ role: "staff" });
  const email = testEmail("cut-short");
  const mine = await seedPersonalData(email, { author: staff });
  const erasedAt = new Date();
  await appendToErasureJournal({
    id: "cut-short-erasure",
    erasedAt: erasedAt.toISOString(),
    subjectHash: subjectHashOf(email),
    staffEmail: staff.email,
  });
  // A new request of the person's, after the erasure: theirs to make, kept.
  const later = await createLead(
    { type: "audit", name: "Again", email, locale: "fr", sourcePage: "/audit-gratuit", verification: "unverified" },
    undefined,
    { createdAt: new Date(erasedAt.getTime() + 1_000) },
  );

  await prepareDatabase(path.resolve("."));

  expect(await prisma.lead.findMany({ where: { email }, select: { id: true } })).toEqual([{ id: later.id }]);
  expect(await prisma.user.count({ where: { email } })).toBe(0);
  expect(await prisma.outgoingMail.count({ where: { recipient: email } })).toBe(0);
  // The account's stored file, which the cut-short erasure had not reached.
  expect(await mediaStore.stat(mine.file.storageKey)).toBeNull();
  expect(await prisma.privacyRequest.findUnique({ where: { id: "cut-short-erasure" } })).toMatchObject({
    kind: "erasure",
    subjectHash: subjectHashOf(email),
  });

  // A second start finds nothing to do.
  await prepareDatabase(path.resolve("."));
  expect(await prisma.lead.count({ where: { email } })).toBe(1);
});
