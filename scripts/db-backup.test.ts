import { rmSync } from "node:fs";
import { afterAll, expect, test, vi } from "vitest";
import { env } from "~/env.server";
import { runBackupCommand } from "./db-backup";

// The environment's store: the fs store, BACKUP_DIR beside this test file's database.
afterAll(() => rmSync(env.BACKUP_DIR, { recursive: true, force: true }));

test("takes a snapshot, lists it, and refuses an unknown snapshot or a missing name", async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  const taken = await runBackupCommand(["backup"]);
  const [key] = /vitrine-\S+\.db\.gz/.exec(taken) ?? [];
  expect(taken).toBe(`${key} is in the folder ${env.BACKUP_DIR}.`);
  expect(await runBackupCommand(["list"])).toMatch(
    new RegExp(`^Snapshots in the folder .+, newest first:\\n  ${key}  \\d+ KB  \\d+ s old$`),
  );
  await expect(runBackupCommand(["restore", "vitrine-2020-01-01T00-00-00-000Z.db.gz"])).rejects.toThrow(
    "There is no snapshot named vitrine-2020-01-01T00-00-00-000Z.db.gz.",
  );
  await expect(runBackupCommand(["restore"])).rejects.toThrow(/^Usage: /);
  await expect(runBackupCommand(["list", "extra"])).rejects.toThrow(/^Usage: /);
});
