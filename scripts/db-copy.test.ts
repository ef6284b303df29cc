import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { fillDatabase } from "../bench/data-fill";
import { createPrismaClient } from "../app/platform/db.server";
import { applyMigrations } from "../server/migrations";
import { onPostgres, postgresTestUrl } from "../tests/vitest/engine";
import { copySqliteToPostgres } from "./db-copy";

describe.runIf(onPostgres())("copying a SQLite database into PostgreSQL", () => {
  test("every row of every table, read back through Prisma the same; a database with rows is refused", async () => {
    const source = `file:${path.join(mkdtempSync(path.join(tmpdir(), "vitrine-copy-")), "source.db")}`;
    await applyMigrations(source);
    await fillDatabase(source, "S", { now: new Date("2026-11-01T12:00:00Z") });
    const name = `vitrine_test_copy_${process.pid}`;
    const admin = new pg.Client({ connectionString: postgresTestUrl("postgres") });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const target = postgresTestUrl(name);
    const [sqlite, postgres] = [createPrismaClient(source), createPrismaClient(target)];
    try {
      const copied = await copySqliteToPostgres(source, target);
      expect(copied).toMatchObject({ leads: 1000, users: 14, posts: 16, lead_notes: 356 });
      // Related rows come in no set order: compared as sets.
      const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
      const read = async (client: typeof sqlite) => {
        const [leads, users, posts, mail] = await Promise.all([
          client.lead.findMany({
            orderBy: [{ createdAt: "desc" }, { id: "asc" }],
            take: 200,
            include: { notes: true },
          }),
          client.user.findMany({
            orderBy: { email: "asc" },
            include: { projects: { orderBy: { id: "asc" } }, mediaFiles: { orderBy: { id: "asc" } } },
          }),
          client.post.findMany({ orderBy: { id: "asc" } }),
          client.outgoingMail.findMany({ orderBy: { id: "asc" } }),
        ]);
        return {
          leads: leads.map((lead) => ({ ...lead, notes: byId(lead.notes) })),
          users: users.map((user) => ({ ...user, projects: byId(user.projects), mediaFiles: byId(user.mediaFiles) })),
          posts,
          mail,
        };
      };
      expect(await read(postgres)).toEqual(await read(sqlite));
      await expect(copySqliteToPostgres(source, target)).rejects.toThrow(/is not empty: "\w+" has rows/);
      expect(await postgres.lead.count()).toBe(1000);
    } finally {
      await Promise.all([sqlite.$disconnect(), postgres.$disconnect()]);
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 60_000);
});
