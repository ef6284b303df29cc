import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { OVERVIEW_COUNT_LIMIT } from "~/back-office/overview-count";
import { createLead, createLeads, type LeadToCreate, type NewLead } from "~/leads/lead.server";
import { prisma } from "~/platform/db.server";
import { createPasswordToken, PASSWORD_TOKEN_TTL_MS } from "~/accounts/password-token.server";
import {
  actionData,
  createUser,
  getRequest,
  loadContext,
  settle,
  signedInCookie,
} from "../../../tests/vitest/factories";
import { loader as layoutLoader } from "./layout";
import { loader } from "./overview";

const HOUR = 60 * 60 * 1000;
const context = loadContext();

type Overview = {
  leads: Record<"fresh" | "mine" | "auditsDue" | "auditsOverdue", { count: number; more: boolean }>;
  posts: Record<"drafts" | "scheduled", { count: number; more: boolean }>;
  invitations: { count: number; more: boolean };
};

async function overview(path = "/admin") {
  const { cookie } = await signedInCookie("staff");
  return actionData<Overview>(await loader({ request: getRequest(path, cookie), params: {}, context }));
}

const lead = (type: NewLead["type"], objective: string | null = "Plus de clients"): NewLead => ({
  type,
  name: "Éloïse Côté",
  email: `eloise-${randomUUID()}@example.com`,
  objective,
  locale: "fr",
  sourcePage: "/audit-gratuit",
  verification: "verified",
});

/** Leads received `hoursAgo` hours ago, then set to `status` (new is the default). */
async function receive(
  count: number,
  type: NewLead["type"],
  hoursAgo: number,
  status = "new",
  objective?: string | null,
) {
  const createdAt = new Date(Date.now() - hoursAgo * HOUR);
  const leads: LeadToCreate[] = Array.from({ length: count }, () => ({
    id: randomUUID(),
    lead: lead(type, objective),
    createdAt,
  }));
  // A few hundred rows per statement: SQLite bounds a statement's parameters.
  for (let start = 0; start < leads.length; start += 250) await createLeads(leads.slice(start, start + 250));
  if (status !== "new") {
    await prisma.lead.updateMany({
      where: { id: { in: leads.map(({ id }) => id) } },
      data: { status: status as "contacted" },
    });
  }
}

test("visitors and clients get 404 at /admin and /en/admin (the overview and its layout)", async () => {
  const { cookie: client } = await signedInCookie("client");
  for (const cookie of [undefined, client]) {
    for (const path of ["/admin", "/en/admin"]) {
      for (const load of [loader, layoutLoader]) {
        const answer = await settle(() => load({ request: getRequest(path, cookie), params: {}, context }));
        expect(answer instanceof Response && answer.status).toBe(404);
        expect(answer instanceof Response && answer.headers.get("Cache-Control")).toBe("private, no-store");
      }
    }
  }
});

test("staff see what waits for them: new leads, audits due and overdue, drafts, scheduled posts, invitations", async () => {
  // Two years of handled leads of every kind (none counted), and what still waits.
  for (const [status, hoursAgo] of [
    ["won", 24 * 600],
    ["lost", 24 * 300],
    ["delivered", 24 * 30],
    ["spam", 5],
    ["contacted", 24 * 10],
  ] as const) {
    for (const type of ["contact", "audit", "chatbot"] as const) await receive(20, type, hoursAgo, status);
  }
  await receive(3, "contact", 2);
  await receive(2, "chatbot", 1);
  // Audits: due in the promise's 48 hours (new or contacted), overdue (the chat's audit has no objective).
  await receive(4, "audit", 1);
  await receive(1, "audit", 47, "contacted");
  await receive(2, "audit", 50);
  await receive(1, "chatbot", 72, "new", null);
  await receive(1, "audit", 60, "delivered");
  // One as the audit form writes it (through Prisma rather than in SQL): new, and due.
  await createLead(lead("audit"));

  const now = Date.now();
  const post = (slug: string, publishedAt: Date | null) =>
    prisma.post.create({ data: { slug, lang: "fr", title: slug, excerpt: "", content: "", publishedAt } });
  await post("brouillon-1", null);
  await post("brouillon-2", null);
  await post("programme", new Date(now + 24 * HOUR));
  await post("publie", new Date(now - HOUR));

  const invited = await createUser({ confirmed: false });
  await createPasswordToken(invited.id, "invitation");
  const expired = await createUser({ confirmed: false });
  await createPasswordToken(expired.id, "invitation", new Date(now - PASSWORD_TOKEN_TTL_MS.invitation - HOUR));
  // A reset is no invitation; an account confirmed otherwise waits for nothing.
  await createPasswordToken((await createUser()).id, "reset");
  await createPasswordToken((await createUser()).id, "invitation");

  const { data, status, headers } = await overview();
  expect(status).toBe(200);
  expect(headers.get("Cache-Control")).toBe("private, no-store");
  const counted = (count: number) => ({ count, more: false });
  // New: 3 contact, 2 chatbot, 4 + 1 + 2 audits, the chat's audit (the contacted audits are not new).
  // Overdue: those 2 audits, the chat's, and the 20 audits contacted 10 days ago but never delivered.
  // Mine: this staff member (new, signed in for the view) owns none.
  expect(data.leads).toEqual({
    fresh: counted(13),
    mine: counted(0),
    auditsDue: counted(6),
    auditsOverdue: counted(23),
  });
  expect(data.posts).toEqual({ drafts: counted(2), scheduled: counted(1) });
  expect(data.invitations).toEqual(counted(1));
  const { leads, posts, invitations } = (await overview("/en/admin")).data;
  expect({ leads, posts, invitations }).toEqual({
    leads: data.leads,
    posts: data.posts,
    invitations: data.invitations,
  });
});

test("past the limit a count stops and says so", async () => {
  await receive(OVERVIEW_COUNT_LIMIT + 5, "contact", 1);
  expect((await overview()).data.leads.fresh).toEqual({ count: OVERVIEW_COUNT_LIMIT, more: true });
});

test("staff see how many new leads they own, theirs only", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const colleague = await createUser({ role: "staff" });
  await receive(4, "contact", 1);
  const leads = await prisma.lead.findMany({ where: { status: "new" }, select: { id: true }, take: 4 });
  const [first, second, third, fourth] = leads.map(({ id }) => id);
  await prisma.lead.updateMany({ where: { id: { in: [first!, second!, third!] } }, data: { ownerId: user.id } });
  await prisma.lead.update({ where: { id: third }, data: { status: "contacted" } });
  await prisma.lead.update({ where: { id: fourth }, data: { ownerId: colleague.id } });
  const { data } = actionData<Overview>(await loader({ request: getRequest("/admin", cookie), params: {}, context }));
  expect(data.leads.mine).toEqual({ count: 2, more: false });
});
