import { execFileSync, spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statfsSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { env } from "~/env.server";
import { backupPlacementProblem, logBackupPlacement } from "~/platform/backup-placement.server";
import {
  backUp,
  backupSpaceShortfall,
  createFileBackupStore,
  createS3BackupStore,
  listSnapshots,
  takeSnapshot,
} from "~/platform/backup.server";
import { parseEnv } from "~/env.server";
import { removeAllScratch } from "~/platform/scratch.server";
import { s3TestSettings, s3TestsRun } from "../../tests/vitest/s3";

// Backups and the disk (docs/decisions/043): a run that would eat into the reserve is
// skipped, a run cut off leaves nothing behind, and production says where snapshots live.
const work = mkdtempSync(path.join(tmpdir(), "vitrine-backup-space-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const retention = { keepHours: 48, keepDays: 30 };
const MB = 1024 * 1024;

function freeBytes(folder: string) {
  const { bavail, bsize } = statfsSync(folder);
  return bavail * bsize;
}

/** A "database" of 16 MB that takes no disk space (sparse): only its size is read. */
function sparseDatabase() {
  const file = path.join(work, `sparse-${Date.now()}.db`);
  writeFileSync(file, "");
  truncateSync(file, 16 * MB);
  return file;
}

/** This process's snapshot copies in the temporary folder. */
function ownCopies() {
  return readdirSync(tmpdir()).filter((name) => name.startsWith(`vitrine-backup-${process.pid}-`));
}

describe("the disk reserve", () => {
  test("a snapshot needs the database's size twice (copy, compressed file) above the reserve", async () => {
    const store = createFileBackupStore(path.join(work, "estimate"));
    const databaseUrl = `file:${sparseDatabase()}`;
    // Every folder is on one disk here: 32 MB are needed. 16 MB of margin either way.
    expect(await backupSpaceShortfall(store, databaseUrl, freeBytes(work) - 48 * MB)).toBeNull();
    expect(await backupSpaceShortfall(store, databaseUrl, freeBytes(work) - 16 * MB)).toMatch(
      /^a snapshot of the 16\.8 MB database \(its copy, then its compressed file\) would leave .* free on the disk of .* under the .* kept for leads and the database \(DISK_RESERVE_BYTES\)$/,
    );
  });

  test("a run that would leave less than the reserve free is skipped with a warning, writing nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    const folder = path.join(work, "skipped");
    const store = createFileBackupStore(folder);
    const databaseUrl = `file:${sparseDatabase()}`;
    const reserveBytes = freeBytes(work) - 16 * MB;
    expect(await backUp({ store, databaseUrl, retention, intervalMs: 3_600_000, reserveBytes })).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[backup\] Skipped: a snapshot of the 16\.8 MB database/),
    );
    expect(error).not.toHaveBeenCalled();
    expect(await listSnapshots(store)).toEqual([]);
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
    expect(ownCopies()).toEqual([]);
  });

  test("with room, the same run stores its snapshot", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const store = createFileBackupStore(path.join(work, "room"));
    const taken = await backUp({
      store,
      databaseUrl: env.DATABASE_URL,
      retention,
      intervalMs: 3_600_000,
      reserveBytes: 10 * MB,
    });
    expect(taken).not.toBeNull();
    expect((await listSnapshots(store)).map(({ key }) => key)).toEqual([taken?.key]);
  });
});

describe("what a cut-off run leaves", () => {
  test("the copy of a run under way is removed at shutdown", async () => {
    const store = createFileBackupStore(path.join(work, "shutdown"));
    const snapshot = takeSnapshot(store, env.DATABASE_URL).catch((error: unknown) => error);
    await vi.waitFor(() => expect(ownCopies()).toHaveLength(1), { timeout: 10_000, interval: 5 });
    await removeAllScratch();
    expect(ownCopies()).toEqual([]);
    await snapshot;
    expect(ownCopies()).toEqual([]);
  });

  test("the next run removes what a dead process left, never what a live one is writing", async () => {
    vi.spyOn(console, "info").mockImplementation(() => {});
    const folder = path.join(work, "leftovers");
    mkdirSync(folder, { recursive: true });
    const store = createFileBackupStore(folder);
    const deadPid = Number(execFileSync("sh", ["-c", "sh -c 'echo $$'"], { encoding: "utf8" }).trim());
    const live = spawn("sleep", ["30"]);
    try {
      const deadCopy = path.join(tmpdir(), `vitrine-backup-${deadPid}-00000000-0000-4000-8000-000000000000`);
      const liveCopy = path.join(tmpdir(), `vitrine-backup-${live.pid}-00000000-0000-4000-8000-000000000000`);
      const deadUpload = path.join(folder, `.upload-${deadPid}-00000000-0000-4000-8000-000000000000`);
      for (const copy of [deadCopy, liveCopy]) {
        mkdirSync(copy);
        writeFileSync(path.join(copy, "snapshot.db"), new Uint8Array(1024));
      }
      writeFileSync(deadUpload, new Uint8Array(1024));
      try {
        expect(await backUp({ store, databaseUrl: env.DATABASE_URL, retention, intervalMs: 3_600_000 })).not.toBeNull();
        expect(existsSync(deadCopy)).toBe(false);
        expect(existsSync(deadUpload)).toBe(false);
        expect(existsSync(liveCopy)).toBe(true);
      } finally {
        for (const copy of [deadCopy, liveCopy]) rmSync(copy, { recursive: true, force: true });
      }
    } finally {
      live.kill();
    }
  });
});

describe("where snapshots live", () => {
  const production = {
    NODE_ENV: "production",
    SESSION_SECRET: "a".repeat(32),
    ALTCHA_HMAC_KEY: "k".repeat(32),
    SITE_URL: "https://www.vitrine.example",
  };

  test("production with the folder store says, at start and from the health check at most hourly, that they die with the volume", () => {
    const settings = parseEnv({ ...production, DATABASE_URL: "file:/data/vitrine.db" });
    expect(backupPlacementProblem(settings)).toMatch(
      /^snapshots are kept on this machine \(folder \/data\/backups\): .* lost with it\. Set S3_ENDPOINT, S3_ACCESS_KEY and S3_SECRET_KEY/,
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    logBackupPlacement({ settings, now: 0 });
    logBackupPlacement({ settings, now: 3_599_999 });
    expect(warn).toHaveBeenCalledTimes(1);
    logBackupPlacement({ settings, now: 3_600_000 });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringMatching(/^\[backup\] WARNING: snapshots are kept on this machine/),
    );
  });

  test("S3, development, or no schedule: nothing to say", () => {
    const s3 = { S3_ENDPOINT: "s3.example", S3_ACCESS_KEY: "key", S3_SECRET_KEY: "secret" };
    expect(backupPlacementProblem(parseEnv({ ...production, ...s3 }))).toBeNull();
    expect(backupPlacementProblem(parseEnv({ ...production, BACKUP_INTERVAL_MINUTES: "0" }))).toBeNull();
    expect(backupPlacementProblem(parseEnv({}))).toBeNull();
  });
});

describe.runIf(s3TestsRun)("on S3 (the compressed snapshot is spooled in the temporary folder)", () => {
  test("a run short of room is skipped, leaving the bucket empty; a dead process's spool is removed", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    const store = createS3BackupStore(s3TestSettings("backups-space"));
    const databaseUrl = `file:${sparseDatabase()}`;
    const deadPid = Number(execFileSync("sh", ["-c", "sh -c 'echo $$'"], { encoding: "utf8" }).trim());
    const deadSpool = path.join(tmpdir(), `vitrine-s3-${deadPid}-00000000-0000-4000-8000-000000000000`);
    mkdirSync(deadSpool);
    writeFileSync(path.join(deadSpool, "body"), new Uint8Array(1024));
    try {
      const reserveBytes = freeBytes(work) - 16 * MB;
      expect(await backUp({ store, databaseUrl, retention, intervalMs: 3_600_000, reserveBytes })).toBeNull();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[backup\] Skipped: /));
      expect(await listSnapshots(store)).toEqual([]);
      expect(existsSync(deadSpool)).toBe(false);
    } finally {
      rmSync(deadSpool, { recursive: true, force: true });
    }
    expect(await backUp({ store, databaseUrl: env.DATABASE_URL, retention, intervalMs: 3_600_000 })).not.toBeNull();
    expect(await listSnapshots(store)).toHaveLength(1);
  });
});
