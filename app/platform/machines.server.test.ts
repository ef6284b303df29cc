import pg from "pg";
import { describe, expect, test } from "vitest";
import { machines, postgresMachines } from "~/platform/machines.server";
import { onPostgres } from "../../tests/vitest/engine";

// Jobs that must not run twice at once, on several machines (docs/decisions/049).

test("one machine (SQLite) runs every job it is given", async () => {
  if (onPostgres()) return;
  expect(machines.several).toBe(false);
  const both = await Promise.all([machines.alone("job", async () => 1), machines.alone("job", async () => 2)]);
  expect(both).toEqual([1, 2]);
});

describe.skipIf(!onPostgres())("several machines on PostgreSQL", () => {
  const url = process.env.DATABASE_URL ?? "";
  const a = postgresMachines(url);
  const b = postgresMachines(url);

  test("a job running on one machine is skipped by the other, then runs once it is done", async () => {
    expect(machines.several).toBe(true);
    let finish = () => {};
    const held = new Promise<void>((resolve) => (finish = resolve));
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const first = a.alone("backup", async () => {
      started();
      await held;
      return "a";
    });
    await running;
    expect(await b.alone("backup", async () => "b")).toBeUndefined();
    // Another job is not held by it.
    expect(await b.alone("lead-retention", async () => "b")).toBe("b");
    finish();
    expect(await first).toBe("a");
    expect(await b.alone("backup", async () => "b")).toBe("b");
  });

  test("a job that throws releases its lock", async () => {
    await expect(a.alone("backup", () => Promise.reject(new Error("disk full")))).rejects.toThrow("disk full");
    expect(await b.alone("backup", async () => "b")).toBe("b");
  });

  test("a machine that dies mid-job (its connection gone) releases the lock", async () => {
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    void a.alone("backup", async () => {
      started();
      await new Promise(() => {});
    });
    await running;
    expect(await b.alone("backup", async () => "b")).toBeUndefined();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(
        "SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND pid <> pg_backend_pid()",
      );
    } finally {
      await admin.end();
    }
    expect(await b.alone("backup", async () => "b")).toBe("b");
  });
});
