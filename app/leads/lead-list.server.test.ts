import { expect, test } from "vitest";
import { erasePersonalData } from "~/privacy/privacy-request.server";
import { prisma } from "~/platform/db.server";
import { onPostgres } from "../../tests/vitest/engine";
import { createUser } from "../../tests/vitest/factories";
import type { LeadFilter } from "./lead-filter";
import {
  countLeadsUpToLimit,
  decodeCursor,
  findLeadPageIds,
  findLeadsById,
  type LeadListFilter,
} from "./lead-list.server";
import { leadSearchQuery } from "./lead-search.server";
import { createLeads, setLeadStatus, type LeadToCreate } from "./lead.server";
import { setLeadOwner } from "./lead-owner.server";

const base = { locale: "fr", sourcePage: "/contact", verification: "verified" } as const;

/** Leads written the one way (createLeads), one a day from 1 January 2026 in the given order. */
async function writeLeads(leads: Array<Partial<LeadToCreate["lead"]> & Pick<LeadToCreate["lead"], "name">>) {
  await prisma.lead.deleteMany();
  await createLeads(
    leads.map((lead, index) => ({
      id: `lead-${String(index).padStart(2, "0")}`,
      lead: { ...base, type: "contact", email: `${index}@example.com`, ...lead },
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    })),
  );
}

/** The filter as viewed by a staff member who owns no lead of these tests but the ones given to `viewerId`. */
const viewed = (filter: LeadFilter, viewerId = "nobody"): LeadListFilter => ({ ...filter, viewerId });

async function names(filter: LeadFilter, viewerId?: string) {
  return (await findLeadsById((await findLeadPageIds(viewed(filter, viewerId), null)).ids)).map((lead) => lead.name);
}

test("leads filter by type, verification and status, and search name, e-mail and company", async () => {
  await writeLeads([
    { name: "Zoé Bélanger", email: "zoe@cafe.example", company: "Café Zoé" },
    { type: "audit", name: "Marc Roy", email: "marc@roy.example", verification: "unverified" },
    { type: "chatbot", name: "Ana Lima", email: "ana@lima.example", company: "Boulangerie Roy" },
    { name: "Bot", email: "bot@spam.example", verification: "failed" },
  ]);

  expect(await names({})).toEqual(["Bot", "Ana Lima", "Marc Roy", "Zoé Bélanger"]);
  expect(await names({ type: "contact" })).toEqual(["Bot", "Zoé Bélanger"]);
  expect(await names({ verification: "unverified" })).toEqual(["Marc Roy"]);
  expect(await names({ q: "Roy" })).toEqual(["Ana Lima", "Marc Roy"]); // company, then name
  expect(await names({ q: "cafe.example" })).toEqual(["Zoé Bélanger"]); // e-mail
  expect(await names({ q: "Roy", type: "audit" })).toEqual(["Marc Roy"]);

  const bot = await prisma.lead.findFirstOrThrow({ where: { name: "Bot" } });
  expect(await setLeadStatus(bot.id, "spam")).toBe(true);
  expect(await setLeadStatus("missing", "won")).toBe(false);
  expect(await names({ status: "spam" })).toEqual(["Bot"]);
  expect(await names({ status: "new", type: "contact" })).toEqual(["Zoé Bélanger"]);
  expect(await countLeadsUpToLimit(viewed({ status: "new" }))).toBe(3);
  expect(await countLeadsUpToLimit(viewed({ q: "roy" }))).toBe(2);
});

test("search folds case and accents both ways, in French and English, and takes the last word as typed so far", async () => {
  await writeLeads([
    { name: "Zoé Bélanger", email: "zoe@cafe.example", company: "Café Crème" },
    { name: "Francois Cote", email: "fcote@example.com", company: "Hélène & fils" },
    { name: "Ana Lima", email: "ana@lima.example", company: "Boulangerie L'Éclair" },
  ]);
  expect(await names({ q: "zoe" })).toEqual(["Zoé Bélanger"]);
  expect(await names({ q: "ZOÉ BÉLANGER" })).toEqual(["Zoé Bélanger"]);
  expect(await names({ q: "François Côté" })).toEqual(["Francois Cote"]);
  expect(await names({ q: "helene" })).toEqual(["Francois Cote"]);
  expect(await names({ q: "eclair" })).toEqual(["Ana Lima"]);
  expect(await names({ q: "bel" })).toEqual(["Zoé Bélanger"]); // typing
  expect(await names({ q: "Café cr" })).toEqual(["Zoé Bélanger"]);
  expect(await names({ q: "bélanger zo" })).toEqual(["Zoé Bélanger"]); // any order
  expect(await names({ q: "ana@lima" })).toEqual(["Ana Lima"]);
  expect(await names({ q: "lima ana zzz" })).toEqual([]);
  // Nothing typed is read as search syntax; a search without a word filters nothing.
  expect(await names({ q: 'ana" OR "zoe' })).toEqual([]);
  expect(await names({ q: "NEAR(ana zoe) *" })).toEqual([]);
  expect(await names({ q: "@ -" })).toHaveLength(3);
  expect(leadSearchQuery('Côté "inc" dé')).toBe('"Côté" """inc""" "dé"*');
  expect(leadSearchQuery(" - @ ")).toBeNull();
});

test("the search follows every write: an update, a status change, a delete and a person's erasure", async () => {
  await writeLeads([
    { name: "Xavière Quenouille", email: "xq@example.com" },
    { name: "Other Person", email: "other@example.com" },
  ]);
  const lead = await prisma.lead.findFirstOrThrow({ where: { email: "xq@example.com" } });
  await prisma.lead.update({ where: { id: lead.id }, data: { name: "Xavière Tremblay" } });
  expect(await names({ q: "quenouille" })).toEqual([]);
  expect(await names({ q: "tremblay" })).toEqual(["Xavière Tremblay"]);
  await setLeadStatus(lead.id, "won");
  expect(await names({ q: "xaviere" })).toEqual(["Xavière Tremblay"]);

  // Erased: gone from the search, the index still sound.
  const staff = await createUser({ role: "staff" });
  expect(await erasePersonalData("xq@example.com", staff)).toMatchObject({ ok: true });
  expect(await names({ q: "tremblay" })).toEqual([]);
  expect(await names({ q: "xaviere" })).toEqual([]);

  await prisma.lead.deleteMany({ where: { email: "other@example.com" } });
  expect(await names({ q: "other" })).toEqual([]);
  // FTS5's own table; PostgreSQL's is an index on the leads, written with them.
  if (onPostgres()) return;
  await expect(
    prisma.$executeRawUnsafe(`INSERT INTO "lead_search" ("lead_search", "rank") VALUES ('integrity-check', 1)`),
  ).resolves.toBeDefined();
});

/** Every page from the first by "next", then back by "previous", then the last page. */
async function walk(shown: LeadFilter, pageSize: number, viewerId?: string) {
  const filter = viewed(shown, viewerId);
  const forward: string[][] = [];
  let page = await findLeadPageIds(filter, null, pageSize);
  forward.push(page.ids);
  expect(page.previous).toBeNull();
  while (page.next) {
    page = await findLeadPageIds(filter, { after: page.next }, pageSize);
    forward.push(page.ids);
  }
  const backward: string[][] = [page.ids];
  while (page.previous) {
    page = await findLeadPageIds(filter, { before: page.previous }, pageSize);
    backward.unshift(page.ids);
  }
  const last = await findLeadPageIds(filter, { last: true }, pageSize);
  return { forward, backward, last };
}

test("pages go by keyset: each lead once, in order, forward, backward and from the last page", async () => {
  await writeLeads(Array.from({ length: 8 }, (_, index) => ({ name: `Lead ${index}` })));
  const { forward, backward, last } = await walk({}, 3);
  const newest = ["lead-07", "lead-06", "lead-05", "lead-04", "lead-03", "lead-02", "lead-01", "lead-00"];
  expect(forward).toEqual([newest.slice(0, 3), newest.slice(3, 6), newest.slice(6)]);
  // Backward pages are full ones, ending at each page's first lead; the first page stays the first.
  expect(backward.flat().slice(0, 3)).toEqual(newest.slice(0, 3));
  expect(last.ids).toEqual(newest.slice(5));
  expect(last.next).toBeNull();
  expect(last.previous).not.toBeNull();
  expect((await findLeadPageIds(viewed({}), { before: last.previous! }, 3)).ids).toEqual(newest.slice(2, 5));

  // A cursor that is not one (or not this order's) shows the first page, never an error.
  for (const cursor of ["nope", "W10", Buffer.from('[3,"a","b"]').toString("base64url"), "x".repeat(500)]) {
    expect(decodeCursor({}, cursor)).toBeNull();
    expect((await findLeadPageIds(viewed({}), { after: cursor }, 3)).ids).toEqual(newest.slice(0, 3));
    expect((await findLeadPageIds(viewed({}), { before: cursor }, 3)).ids).toEqual(newest.slice(0, 3));
  }
  // With a filter, in its order.
  expect((await walk({ q: "lead" }, 3)).forward.flat()).toEqual(newest);
});

test("audits soonest due first, then the others newest first, pages crossing from one to the other", async () => {
  // Audits due 48 hours after they arrive: lead-00 is due first.
  await writeLeads([
    { type: "audit", name: "Audit 0" },
    { name: "Contact 1" },
    { type: "audit", name: "Audit 2" },
    { type: "chatbot", name: "Chat audit 3" }, // the chat's audit (no objective) is due too
    { name: "Contact 4" },
    { type: "chatbot", name: "Chat quote 5", objective: "sales" },
  ]);
  const order = ["lead-00", "lead-02", "lead-03", "lead-05", "lead-04", "lead-01"];
  for (const pageSize of [1, 2, 4, 6]) {
    const { forward, backward, last } = await walk({ sort: "due" }, pageSize);
    expect(forward.flat(), `pages of ${pageSize}`).toEqual(order);
    expect(backward.flat().slice(0, pageSize)).toEqual(order.slice(0, pageSize));
    expect(last.ids).toEqual(order.slice(-pageSize));
  }
  expect((await walk({ sort: "due", type: "chatbot" }, 1)).forward.flat()).toEqual(["lead-03", "lead-05"]);
});

test("mine and unassigned page by keyset, combined with the other filters and both orders", async () => {
  await writeLeads(
    Array.from({ length: 9 }, (_, index) => ({ name: `Lead ${index}`, type: index % 2 ? "audit" : "contact" })),
  );
  const me = await createUser({ role: "staff" });
  const colleague = await createUser({ role: "staff" });
  // Mine: 1, 4, 5, 7, 8; a colleague's: 2; nobody's: 0, 3, 6.
  for (const index of [1, 4, 5, 7, 8]) await setLeadOwner(`lead-0${index}`, me.id);
  await setLeadOwner("lead-02", colleague.id);

  const mine = ["lead-08", "lead-07", "lead-05", "lead-04", "lead-01"];
  const unassigned = ["lead-06", "lead-03", "lead-00"];
  for (const pageSize of [1, 2, 5]) {
    const { forward, backward, last } = await walk({ owner: "mine" }, pageSize, me.id);
    expect(forward.flat(), `pages of ${pageSize}`).toEqual(mine);
    expect(backward.flat().slice(0, pageSize)).toEqual(mine.slice(0, pageSize));
    expect(last.ids).toEqual(mine.slice(-pageSize));
    expect((await walk({ owner: "unassigned" }, pageSize, me.id)).forward.flat()).toEqual(unassigned);
  }
  // "Mine" is the viewer's: the colleague sees their own.
  expect((await walk({ owner: "mine" }, 2, colleague.id)).forward.flat()).toEqual(["lead-02"]);
  expect(await names({ owner: "mine", type: "audit" }, me.id)).toEqual(["Lead 7", "Lead 5", "Lead 1"]);
  expect(await names({ owner: "unassigned", type: "audit" }, me.id)).toEqual(["Lead 3"]);
  expect(await countLeadsUpToLimit(viewed({ owner: "mine" }, me.id))).toBe(5);
  // Audits due soonest first (the oldest), then the contacts newest first.
  expect((await walk({ owner: "mine", sort: "due" }, 2, me.id)).forward.flat()).toEqual([
    "lead-01",
    "lead-05",
    "lead-07",
    "lead-08",
    "lead-04",
  ]);
});
