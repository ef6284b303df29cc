import { beforeAll, expect, test, vi } from "vitest";
import { plansOf } from "../../tests/vitest/query-plans";
import type { LeadFilter } from "./lead-filter";
import { countLeadsUpToLimit, findLeadPageIds } from "./lead-list.server";

// The inbox's owner filters, "mine" and "unassigned", read a page from an index that
// starts with the owner, in either order, never every lead of one owner then a sort
// (docs/decisions/045): at 300,000 leads, sorting one member's 65,000 by due time took
// 100 ms, the index range 0.1 ms. Each statement is checked with EXPLAIN QUERY PLAN.

vi.mock("~/platform/db.server", async (importOriginal) =>
  (await import("../../tests/vitest/query-plans")).withStatementLog(await importOriginal()),
);

const { prisma } = await import("~/platform/db.server");
const { createLeads } = await import("./lead.server");

let viewerId = "";

beforeAll(async () => {
  const staff = await prisma.user.create({ data: { email: "plans@example.com", passwordHash: "x", role: "staff" } });
  viewerId = staff.id;
  await createLeads(
    Array.from({ length: 120 }, (_, index) => ({
      id: `plan-${index}`,
      lead: {
        type: index % 3 ? ("contact" as const) : ("audit" as const),
        name: `Lead ${index}`,
        email: `${index}@example.com`,
        locale: "fr",
        sourcePage: "/contact",
        verification: "verified" as const,
      },
      createdAt: new Date(Date.UTC(2026, 0, 1, index)),
    })),
  );
  await prisma.lead.updateMany({ where: { type: "contact" }, data: { ownerId: staff.id } });
});

test("mine and unassigned page through an index on the owner, newest first and soonest due first", async () => {
  const filters: LeadFilter[] = [
    { owner: "mine" },
    { owner: "unassigned" },
    { owner: "mine", sort: "due" },
    { owner: "unassigned", sort: "due" },
    { owner: "mine", status: "new" },
  ];
  for (const shown of filters) {
    const filter = { ...shown, viewerId };
    const first = await findLeadPageIds(filter, null, 5);
    const places = [null, { after: first.next ?? "" }, { last: true as const }];
    for (const place of places) {
      for (const plan of await plansOf(() => findLeadPageIds(filter, place, 5), /"leads"/)) {
        const context = `${JSON.stringify(shown)} ${JSON.stringify(place)}\n${plan}`;
        expect(plan, context).toMatch(/USING (COVERING )?INDEX leads_owner_id_/);
        // Ties of the first sort column sorted (RIGHT PART) are a few rows; a whole ORDER BY is every match.
        expect(plan, context).not.toMatch(/USE TEMP B-TREE FOR ORDER BY/);
      }
    }
    // Counted from an index alone, a status too: reading each lead to check it took 127 ms at L.
    for (const plan of await plansOf(() => countLeadsUpToLimit(filter), /"leads"/)) {
      expect(plan, JSON.stringify(shown)).toMatch(/USING COVERING INDEX leads_owner_id_/);
    }
  }
});
