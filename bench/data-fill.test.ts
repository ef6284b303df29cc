import { describe, expect, it } from "vitest";
import { prisma } from "~/platform/db.server";
import { verifyPassword } from "~/accounts/password.server";
import { FILL_PERSON_EMAIL, FILL_RARE_WORD, FILL_STAFF, fillDatabase } from "./data-fill";

describe("fillDatabase", () => {
  it("fills the migrated test database at size S, the same rows for the same seed and time", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    const result = await fillDatabase(process.env.DATABASE_URL!, "S", { now });
    expect(result).toMatchObject({ leads: 1_000, postsPerLanguage: 10, clients: 10, media: 50 });
    expect(await prisma.lead.count()).toBe(1_000);

    // Two years, none in the future, more lately.
    const oldest = await prisma.lead.findFirstOrThrow({ orderBy: { createdAt: "asc" } });
    const newest = await prisma.lead.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(newest.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - oldest.createdAt.getTime()).toBeGreaterThan(600 * 86_400_000);
    const lastYear = await prisma.lead.count({ where: { createdAt: { gte: new Date("2025-11-27T12:00:00Z") } } });
    expect(lastYear).toBeGreaterThan(530);

    expect(await prisma.lead.count({ where: { type: "audit", dueAt: null } })).toBe(0);
    expect(await prisma.lead.count({ where: { company: { contains: FILL_RARE_WORD } } })).toBeGreaterThanOrEqual(3);
    expect(await prisma.lead.count({ where: { email: FILL_PERSON_EMAIL } })).toBe(3);
    const person = await prisma.user.findUniqueOrThrow({
      where: { email: FILL_PERSON_EMAIL },
      include: { projects: true, mediaFiles: true },
    });
    expect(person.projects.length).toBeGreaterThan(0);
    expect(person.mediaFiles.length).toBeGreaterThan(0);
    const staff = await prisma.user.findUniqueOrThrow({ where: { email: FILL_STAFF.email } });
    expect(staff.role).toBe("staff");
    expect(await verifyPassword(staff.passwordHash, FILL_STAFF.password)).toBe(true);
    expect(await prisma.post.count({ where: { lang: "fr" } })).toBe(10);
    // Four staff own most handled leads; most new ones wait unassigned.
    const owners = await prisma.lead.groupBy({ by: ["ownerId"], where: { status: { not: "new" } }, _count: true });
    expect(owners.filter(({ ownerId }) => ownerId)).toHaveLength(4);
    expect(await prisma.lead.count({ where: { ownerId: staff.id } })).toBeGreaterThan(150);
    expect(await prisma.lead.count({ where: { ownerId: null, status: { not: "new" } } })).toBeLessThan(150);

    // Deterministic: the same seed and time make the same leads (ids included).
    const first = await prisma.lead.findMany({ orderBy: { id: "asc" }, take: 5, select: { id: true, name: true } });
    await prisma.$executeRawUnsafe("DELETE FROM users");
    await prisma.$executeRawUnsafe("DELETE FROM leads");
    await prisma.$executeRawUnsafe("DELETE FROM posts");
    await fillDatabase(process.env.DATABASE_URL!, "S", { now });
    expect(await prisma.lead.findMany({ orderBy: { id: "asc" }, take: 5, select: { id: true, name: true } })).toEqual(
      first,
    );
  });
});
