import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, test, vi } from "vitest";
import { env } from "~/env.server";
import {
  applyRetention,
  backUp,
  createFileBackupStore,
  createS3BackupStore,
  expiredSnapshots,
  listSnapshots,
  reportBackupAge,
  snapshotEngine,
  snapshotKey,
  snapshotTime,
  startBackupSchedule,
  takeSnapshot,
  type BackupStore,
  type Snapshot,
} from "~/platform/backup.server";
import { s3TestSettings, s3TestsRun } from "../../tests/vitest/s3";

const work = mkdtempSync(path.join(tmpdir(), "vitrine-backup-test-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const retention = { keepHours: 48, keepDays: 30 };

const at = (time: number): Snapshot => ({
  key: snapshotKey(new Date(time)),
  takenAt: new Date(time),
  size: 1,
  engine: "sqlite",
});

describe("snapshot names", () => {
  test("carry the UTC time to the millisecond, and nothing else is a snapshot", () => {
    const time = new Date("2025-01-31T14:05:09.042Z");
    expect(snapshotKey(time)).toBe("vitrine-2025-01-31T14-05-09-042Z.db.gz");
    expect(snapshotTime(snapshotKey(time))).toEqual(time);
    expect(snapshotTime("vitrine-2025-13-45T14-05-09-042Z.db.gz")).toBeNull();
    expect(snapshotTime("vitrine-2025-01-31T14-05-09-042Z.db")).toBeNull();
    expect(snapshotTime("../vitrine-2025-01-31T14-05-09-042Z.db.gz")).toBeNull();
  });

  test("say their engine: a PostgreSQL snapshot is a .pgdump, never taken for a SQLite one (docs/decisions/050)", () => {
    const time = new Date("2025-01-31T14:05:09.042Z");
    expect(snapshotKey(time, "postgresql")).toBe("vitrine-2025-01-31T14-05-09-042Z.pgdump");
    expect(snapshotTime(snapshotKey(time, "postgresql"))).toEqual(time);
    expect(snapshotEngine(snapshotKey(time, "postgresql"))).toBe("postgresql");
    expect(snapshotEngine(snapshotKey(time))).toBe("sqlite");
    expect(snapshotEngine("vitrine-2025-01-31T14-05-09-042Z.pgdump.gz")).toBeNull();
  });
});

describe("retention", () => {
  const now = Date.parse("2025-03-31T12:30:00.000Z");

  test("keeps every snapshot 48 h and the newest of each UTC day 30 days; deletes exactly the rest", () => {
    const hourly = Array.from({ length: 72 }, (_, hours) => at(now - hours * HOUR - 10 * 60_000));
    const expired = expiredSnapshots(hourly, new Date(now), retention).map(({ key }) => key);
    const kept = hourly.filter(({ key }) => !expired.includes(key));
    // The 48 within 48 h (ages 10 min .. 47 h 10 min, back to 29 March 13:20, which holds
    // 29 March's newest), then the newest of 28 March.
    expect(kept.filter(({ takenAt }) => now - takenAt.getTime() < 48 * HOUR)).toHaveLength(48);
    expect(kept.filter(({ takenAt }) => now - takenAt.getTime() >= 48 * HOUR).map(({ takenAt }) => takenAt)).toEqual([
      new Date("2025-03-28T23:20:00.000Z"),
    ]);
    expect(expired).toHaveLength(72 - 49);

    const daily = Array.from({ length: 40 }, (_, days) => at(now - days * DAY - 3 * HOUR));
    const expiredDaily = expiredSnapshots(daily, new Date(now), retention);
    expect(expiredDaily.map(({ takenAt }) => Math.round((now - takenAt.getTime()) / DAY))).toEqual([
      30, 31, 32, 33, 34, 35, 36, 37, 38, 39,
    ]);
  });

  test("each engine's snapshots are a series of their own: the newest SQLite snapshot stays after the move to PostgreSQL", () => {
    const sqlite = [at(now - 40 * DAY), at(now - 50 * DAY)];
    const postgres = Array.from({ length: 3 }, (_, days) => ({
      ...at(now - days * DAY - HOUR),
      key: snapshotKey(new Date(now - days * DAY - HOUR), "postgresql"),
      engine: "postgresql" as const,
    }));
    expect(expiredSnapshots([...sqlite, ...postgres], new Date(now), retention)).toEqual([sqlite[1]]);
  });

  test("a day's older snapshots go once 48 h old; the newest snapshot is kept whatever its age", () => {
    const day = Date.parse("2025-03-20T00:00:00.000Z");
    const sameDay = [at(day + HOUR), at(day + 5 * HOUR), at(day + 23 * HOUR)];
    expect(expiredSnapshots(sameDay, new Date(now), retention)).toEqual(sameDay.slice(0, 2));
    const lonely = [at(now - 90 * DAY), at(now - 100 * DAY)];
    expect(expiredSnapshots(lonely, new Date(now), retention)).toEqual([lonely[1]]);
    expect(expiredSnapshots([], new Date(now), retention)).toEqual([]);
    // At exactly 48 h a snapshot is no longer kept as hourly.
    const boundary = [at(now), at(now - 48 * HOUR + 1), at(now - 48 * HOUR)];
    expect(expiredSnapshots(boundary, new Date(now), { keepHours: 48, keepDays: 0 })).toEqual([boundary[2]]);
  });
});

describe("the last good backup's age in the log", () => {
  test("info while recent, a warning past twice the schedule or when there is none", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const now = new Date("2025-03-31T12:00:00.000Z");
    reportBackupAge(at(now.getTime() - 90 * 60_000), HOUR, now);
    expect(info).toHaveBeenLastCalledWith(expect.stringMatching(/^\[backup\] The last good backup is 1 h 30 min old/));
    expect(warn).not.toHaveBeenCalled();
    reportBackupAge(at(now.getTime() - 2 * HOUR - 60_000), HOUR, now);
    expect(warn).toHaveBeenLastCalledWith(
      expect.stringMatching(/2 h 1 min old .*more than twice the schedule \(1 h\)/),
    );
    reportBackupAge(undefined, HOUR, now);
    expect(warn).toHaveBeenLastCalledWith("[backup] There is no good backup yet");
  });
});

const backEnds: Array<[name: string, create: () => BackupStore]> = [
  ["filesystem", () => createFileBackupStore(mkdtempSync(path.join(work, "store-")))],
];
if (s3TestsRun) backEnds.push(["s3", () => createS3BackupStore(s3TestSettings("backups-test"))]);

describe.each(backEnds)("backups: %s", (_name, create) => {
  // A snapshot is read, checked and compressed off the main thread, then stored in Ceph
  // RGW: on a busy shared machine that can take longer than vitest's default 5 s.
  vi.setConfig({ testTimeout: 30_000 });
  test("a snapshot is checked, compressed and listed; only snapshot names are accepted", async () => {
    const store = create();
    const before = Date.now();
    const snapshot = await takeSnapshot(store, env.DATABASE_URL);
    expect(snapshot.takenAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(snapshot.size).toBeGreaterThan(1000);
    expect(await listSnapshots(store)).toEqual([snapshot]);
    const body = await store.read(snapshot.key);
    const head = await new Promise<Buffer>((resolve) => body?.once("data", resolve));
    body?.destroy();
    expect([...head.subarray(0, 2)]).toEqual([0x1f, 0x8b]); // gzip
    await expect(store.put("../vitrine.db", Readable.from(["x"]), { contentType: "text/plain" })).rejects.toThrow(
      "Invalid object key",
    );
  });

  test("retention deletes exactly the expired snapshots", async () => {
    const store = create();
    const now = Date.parse("2025-03-31T12:30:00.000Z");
    const snapshots = [
      ...Array.from({ length: 6 }, (_, index) => at(now - index * 10 * HOUR)), // 0 .. 50 h
      ...Array.from({ length: 5 }, (_, index) => at(now - (28 + index) * DAY)), // 28 .. 32 days
    ];
    for (const { key } of snapshots) await store.put(key, Readable.from(["x"]), { contentType: "application/gzip" });
    const expected = expiredSnapshots(snapshots, new Date(now), retention).map(({ key }) => key);
    // 50 h old (not its day's newest: the 40 h one is), 30, 31 and 32 days old.
    expect(expected).toHaveLength(4);

    expect((await applyRetention(store, retention, new Date(now))).sort()).toEqual([...expected].sort());
    const left = (await listSnapshots(store)).map(({ key }) => key);
    expect(left.sort()).toEqual(
      snapshots
        .map(({ key }) => key)
        .filter((key) => !expected.includes(key))
        .sort(),
    );
    expect(await applyRetention(store, retention, new Date(now))).toEqual([]);
  });
});

test.runIf(s3TestsRun)(
  "the S3 bucket is created private: neither a snapshot nor the list is served to anyone",
  async () => {
    const settings = s3TestSettings("backups-private");
    const snapshot = await takeSnapshot(createS3BackupStore(settings), env.DATABASE_URL);
    const bucketUrl = `http://${settings.endPoint}:${settings.port}/${settings.bucket}`;
    expect((await fetch(`${bucketUrl}/${snapshot.key}`)).status).toBe(403);
    expect((await fetch(`${bucketUrl}/`)).status).toBe(403);
  },
);

describe("backups on a schedule", () => {
  test("backs up at start and every interval, logging the age, until stopped", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const store = createFileBackupStore(mkdtempSync(path.join(work, "schedule-")));
    const schedule = startBackupSchedule(
      { store, databaseUrl: env.DATABASE_URL, retention, intervalMs: 600 },
      { firstRunMs: 0 },
    );
    try {
      for (let waited = 0; (await listSnapshots(store)).length < 2; waited += 100) {
        expect(waited).toBeLessThan(15_000);
        await sleep(100);
      }
    } finally {
      schedule.stop();
    }
    expect(info).toHaveBeenCalledWith(expect.stringMatching(/^\[backup\] The last good backup is \d+ s old/));
    await sleep(1_500);
    const afterStop = (await listSnapshots(store)).length;
    await sleep(1_500);
    expect((await listSnapshots(store)).length).toBe(afterStop);
  }, 30_000);

  test("after a restart, waits for the newest snapshot to come of age instead of taking another", async () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const store = createFileBackupStore(mkdtempSync(path.join(work, "restart-")));
    const recent = await takeSnapshot(store, env.DATABASE_URL);
    const schedule = startBackupSchedule(
      { store, databaseUrl: env.DATABASE_URL, retention, intervalMs: HOUR },
      { firstRunMs: 0 },
    );
    try {
      await vi.waitFor(() => expect(info).toHaveBeenCalledWith(expect.stringContaining(recent.key)));
    } finally {
      schedule.stop();
    }
    expect(await listSnapshots(store)).toEqual([recent]);
  });

  test("a failed backup is logged, stores nothing, and the age warning says how old the last good one is", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const folder = mkdtempSync(path.join(work, "failing-"));
    const store = createFileBackupStore(folder);
    const old = at(Date.now() - 3 * HOUR);
    await store.put(old.key, Readable.from(["x"]), { contentType: "application/gzip" });
    const notADatabase = path.join(work, "not-a-database.db");
    writeFileSync(notADatabase, "these bytes are no SQLite database, whatever their length ".repeat(100));

    expect(await backUp({ store, databaseUrl: `file:${notADatabase}`, retention, intervalMs: HOUR })).toBeNull();
    expect(error).toHaveBeenCalledWith("[backup] The backup failed:", expect.any(Error));
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/3 h old .*more than twice the schedule/));
    expect((await listSnapshots(store)).map(({ key }) => key)).toEqual([old.key]);
  });
});
