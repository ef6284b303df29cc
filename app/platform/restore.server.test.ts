import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { setImmediate, setTimeout as sleep } from "node:timers/promises";
import { gunzipSync, gzipSync } from "node:zlib";
import { createClient } from "@libsql/client";
import { afterAll, describe, expect, test } from "vitest";
import { env } from "~/env.server";
import { createLead } from "~/leads/lead.server";
import {
  createFileBackupStore,
  createS3BackupStore,
  snapshotKey,
  takeSnapshot,
  type BackupStore,
} from "~/platform/backup.server";
import { restoreSnapshot, RestoreRefusedError } from "~/platform/restore.server";
import { createPrismaClient, prisma } from "~/platform/db.server";
import { s3TestSettings, s3TestsRun } from "../../tests/vitest/s3";

const work = mkdtempSync(path.join(tmpdir(), "vitrine-restore-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const backEnds: Array<[name: string, create: () => BackupStore]> = [
  ["filesystem", () => createFileBackupStore(mkdtempSync(path.join(work, "store-")))],
];
if (s3TestsRun) backEnds.push(["s3", () => createS3BackupStore(s3TestSettings("restore-test"))]);

const newLead = (name: string) =>
  ({
    type: "contact",
    name,
    email: "lead@example.com",
    locale: "fr",
    sourcePage: "/contact",
    verification: "unverified",
  }) as const;

const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex");

/** A new data folder, and where its database goes. */
function freshDataFolder() {
  const folder = mkdtempSync(path.join(work, "data-"));
  return { folder, databaseFile: path.join(folder, "vitrine.db") };
}

async function waitUntil(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 20_000) throw new Error("Timed out");
    await sleep(20);
  }
}

describe.each(backEnds)("restore: %s", (_name, create) => {
  test("a snapshot taken while leads are written holds every lead acknowledged before it began; restored into a fresh data folder, the app reads them", async () => {
    const store = create();
    await prisma.lead.deleteMany();
    const acknowledged: string[] = [];
    let writing = true;
    // Four writers through the app's own client and model, as concurrent lead posts are,
    // each post a task of the event loop of its own (as a request is).
    const writers = Array.from({ length: 4 }, async (_, writer) => {
      for (let index = 0; writing; index++) {
        await setImmediate();
        acknowledged.push((await createLead(newLead(`writer ${writer} lead ${index}`))).id);
      }
    });
    await waitUntil(() => acknowledged.length >= 40);
    const beforeSnapshot = [...acknowledged];
    const snapshot = await takeSnapshot(store, env.DATABASE_URL);
    const afterSnapshot = acknowledged.length;
    await waitUntil(() => acknowledged.length >= afterSnapshot + 40);
    writing = false;
    await Promise.all(writers);

    const { folder, databaseFile } = freshDataFolder();
    const target = path.join(folder, "data", "vitrine.db");
    expect(await restoreSnapshot({ store, snapshot: "latest", databaseFile: target })).toEqual({
      restored: snapshot,
      setAside: null,
    });
    expect(readdirSync(path.dirname(target))).toEqual(["vitrine.db"]);
    expect(existsSync(databaseFile)).toBe(false);

    const restored = createPrismaClient(`file:${target}`);
    try {
      const ids = (await restored.lead.findMany({ select: { id: true } })).map(({ id }) => id);
      expect(ids).toEqual(expect.arrayContaining(beforeSnapshot));
      // A point in time: nothing but acknowledged leads, and none of those that came after it.
      expect(acknowledged).toEqual(expect.arrayContaining(ids));
      expect(ids.length).toBeLessThanOrEqual(afterSnapshot);
    } finally {
      await restored.$disconnect();
    }
  }, 60_000);

  test("a corrupt snapshot is refused and the current database is left as it was", async () => {
    const store = create();
    await createLead(newLead("kept"));
    const good = await takeSnapshot(store, env.DATABASE_URL);
    const body = await store.read(good.key);
    const compressed = await buffer(body ?? Readable.from([]));
    const database = gunzipSync(compressed);
    const overwritten = Buffer.from(database);
    randomBytes(4096).copy(overwritten, 3 * 4096); // a page of garbage inside the file

    const { folder, databaseFile } = freshDataFolder();
    writeFileSync(databaseFile, database);
    const before = sha256(databaseFile);

    const corrupt: Array<[what: string, bytes: Buffer, refusal: RegExp]> = [
      ["truncated", compressed.subarray(0, compressed.length >> 1), /does not decompress: unexpected end of file/],
      ["garbage bytes", randomBytes(compressed.length), /does not decompress: incorrect header check/],
      ["no database inside", gzipSync(Buffer.from("not a database ".repeat(1000))), /not a sound database/],
      ["a truncated database inside", gzipSync(database.subarray(0, database.length >> 1)), /not a sound database/],
      ["a garbage page inside", gzipSync(overwritten), /not a sound database/],
    ];
    for (const [index, [what, bytes, refusal]] of corrupt.entries()) {
      const key = snapshotKey(new Date(good.takenAt.getTime() + 1000 * (index + 1)));
      await store.put(key, Readable.from([bytes]), { contentType: "application/gzip" });
      const restoring = restoreSnapshot({ store, snapshot: key, databaseFile });
      await expect(restoring, what).rejects.toThrow(RestoreRefusedError);
      await expect(restoring, what).rejects.toThrow(refusal);
      expect(sha256(databaseFile), what).toBe(before);
      expect(readdirSync(folder), what).toEqual(["vitrine.db"]);
    }
  }, 60_000);
});

/** Runs a Node script with the project's packages; resolves once it printed its first line. */
function nodeScript(code: string, ...args: string[]) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", code, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`The script ended with code ${code}`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, ready, exited };
}

describe("restoring over a database", () => {
  test("refuses while another process has it open; then sets it aside, with what only its WAL held", async () => {
    const store = createFileBackupStore(mkdtempSync(path.join(work, "store-")));
    const snapshot = await takeSnapshot(store, env.DATABASE_URL);
    const { folder, databaseFile } = freshDataFolder();
    await restoreSnapshot({ store, snapshot: snapshot.key, databaseFile });

    // A server that committed a lead and was killed: the lead is only in the WAL.
    const killed = nodeScript(
      `import { createClient } from "@libsql/client";
       const db = createClient({ url: "file:" + process.argv[1] });
       await db.execute("PRAGMA journal_mode = WAL");
       await db.execute("INSERT INTO leads (id, type, name, email, locale, source_page, verification) VALUES ('in-the-wal', 'contact', 'WAL', 'w@example.com', 'en', '/en/contact', 'unverified')");
       console.log("written");
       process.kill(process.pid, "SIGKILL");`,
      databaseFile,
    );
    await killed.exited;
    expect(readdirSync(folder).sort()).toEqual(["vitrine.db", "vitrine.db-shm", "vitrine.db-wal"]);

    // A server running on it.
    const running = nodeScript(
      `import { createClient } from "@libsql/client";
       const db = createClient({ url: "file:" + process.argv[1] });
       await db.execute("SELECT count(*) FROM leads");
       console.log("open");
       setInterval(() => {}, 1000);`,
      databaseFile,
    );
    await running.ready;
    const files = () => Object.fromEntries(readdirSync(folder).map((name) => [name, sha256(path.join(folder, name))]));
    const before = files();
    try {
      await expect(restoreSnapshot({ store, snapshot: "latest", databaseFile })).rejects.toThrow(
        /is open in another process: stop the server/,
      );
      expect(files()).toEqual(before);
    } finally {
      running.child.kill("SIGTERM");
      await running.exited;
    }

    const now = new Date("2025-03-31T12:00:00.000Z");
    const { setAside } = await restoreSnapshot({ store, snapshot: "latest", databaseFile, now });
    expect(setAside).toBe(`${databaseFile}.before-restore-2025-03-31T12-00-00-000Z`);
    expect(readdirSync(folder).sort()).toEqual(["vitrine.db", "vitrine.db.before-restore-2025-03-31T12-00-00-000Z"]);
    const leadNamed = async (file: string) => {
      const db = createClient({ url: `file:${file}` });
      const { rows } = await db.execute("SELECT count(*) FROM leads WHERE id = 'in-the-wal'");
      return Number(rows[0]?.[0]);
    };
    expect(await leadNamed(databaseFile)).toBe(0);
    expect(await leadNamed(setAside ?? "")).toBe(1);
  }, 60_000);

  // On Fly, `fly ssh console` runs the restore as root, and the server runs as node (uid 1000).
  test.runIf(process.getuid?.() === 0)("run as root, gives the database the data folder's owner", async () => {
    const store = createFileBackupStore(mkdtempSync(path.join(work, "store-")));
    await takeSnapshot(store, env.DATABASE_URL);
    const { folder, databaseFile } = freshDataFolder();
    chownSync(folder, 1000, 1000);
    await restoreSnapshot({ store, snapshot: "latest", databaseFile });
    expect(statSync(databaseFile)).toMatchObject({ uid: 1000, gid: 1000 });
  });
});
