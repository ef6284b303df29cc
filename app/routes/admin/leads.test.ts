import { afterEach, expect, test, vi } from "vitest";
import { appendToSpool } from "~/leads/lead-spool.server";
import { createLead, createLeads, type LeadWrite } from "~/leads/lead.server";
import { prisma } from "~/platform/db.server";
import { actionData, getRequest, loadContext, postForm, settle, signedInCookie } from "../../../tests/vitest/factories";
import { createUser } from "../../../tests/vitest/factories";
import { action as leadAction, loader as leadLoader } from "./lead";
import { action as inboxAction, loader as inboxLoader } from "./leads";
import { loader as csvLoader } from "./leads-export";

async function newLead(overrides: Partial<Parameters<typeof createLead>[0]> = {}, write: LeadWrite = {}) {
  return createLead(
    {
      type: "audit",
      name: "Éloïse Côté",
      email: `eloise-${crypto.randomUUID()}@example.com`,
      website: "https://boulangerie.example",
      locale: "fr",
      sourcePage: "/audit-gratuit",
      verification: "verified",
      verificationScore: 0.9,
      ...overrides,
    },
    undefined,
    write,
  );
}

test("visitors and clients get 404 on every admin page, export and post", async () => {
  const lead = await newLead();
  const { cookie: client } = await signedInCookie("client");
  for (const cookie of [undefined, client]) {
    const params = { leadId: lead.id };
    const context = loadContext();
    const answers = [
      await settle(() => inboxLoader({ request: getRequest("/admin/leads", cookie), params: {}, context })),
      await settle(() =>
        inboxLoader({ request: getRequest("/en/admin/leads?type=audit", cookie), params: {}, context }),
      ),
      await settle(() => leadLoader({ request: getRequest(`/admin/leads/${lead.id}`, cookie), params, context })),
      await settle(() => csvLoader({ request: getRequest("/admin/leads/export.csv", cookie), params: {}, context })),
      await settle(() =>
        leadAction({
          request: postForm(
            `/admin/leads/${lead.id}`,
            [
              ["intent", "status"],
              ["status", "won"],
            ],
            cookie ? { Cookie: cookie } : {},
          ),
          params,
          context,
        }),
      ),
      await settle(() =>
        inboxAction({
          request: postForm(
            "/admin/leads?status=new",
            [
              ["intent", "take"],
              ["leadId", lead.id],
            ],
            cookie ? { Cookie: cookie } : {},
          ),
          params: {},
          context,
        }),
      ),
    ];
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
    }
  }
  expect(await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({
    status: "new",
    ownerId: null,
  });
});

test("staff: the inbox, a lead's page, status and notes; an unknown lead is 404", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const lead = await newLead({ company: "Boulangerie Côté" });
  const context = loadContext();

  const inbox = await inboxLoader({
    request: getRequest("/admin/leads?q=Boulangerie+C&type=audit", cookie),
    params: {},
    context,
  });
  expect(new Headers(inbox.init?.headers).get("Cache-Control")).toBe("private, no-store");
  expect(inbox.data.leads.map((each) => each.id)).toEqual([lead.id]);
  expect(inbox.data.filter).toEqual({ type: "audit", q: "Boulangerie C" });

  const page = await leadLoader({
    request: getRequest(`/en/admin/leads/${lead.id}`, cookie),
    params: { leadId: lead.id },
    context,
  });
  const fields = Object.fromEntries(page.data.lead.fields.map(({ key, value }) => [key, value]));
  expect(fields).toMatchObject({
    type: "Free audit",
    name: "Éloïse Côté",
    website: "https://boulangerie.example",
    locale: "French",
    sourcePage: "/audit-gratuit",
    verification: "Verified",
    verificationScore: "0.9",
    status: "New",
    phone: null,
  });

  const missing = await settle(() =>
    leadLoader({ request: getRequest("/admin/leads/nope", cookie), params: { leadId: "nope" }, context }),
  );
  expect((missing as Response).status).toBe(404);

  const post = (entries: Array<[string, string]>) =>
    settle(() =>
      leadAction({
        request: postForm(`/admin/leads/${lead.id}`, entries, { Cookie: cookie }),
        params: { leadId: lead.id },
        context,
      }),
    );

  const saved = (await post([
    ["intent", "status"],
    ["status", "contacted"],
  ])) as Response;
  expect(saved.status).toBe(303);
  expect(saved.headers.get("Location")).toBe(`/admin/leads/${lead.id}`);
  expect(saved.headers.get("Set-Cookie")).toContain("vitrine_toast");

  const badStatus = actionData<{ statusError: boolean }>(
    await post([
      ["intent", "status"],
      ["status", "archived"],
    ]),
  );
  expect(badStatus.status).toBe(400);

  const empty = actionData<{ noteError: string; note: string }>(
    await post([
      ["intent", "note"],
      ["note", "   "],
    ]),
  );
  expect(empty).toMatchObject({ status: 400, data: { noteError: "noteRequired" } });
  const long = actionData<{ noteError: string; note: string }>(
    await post([
      ["intent", "note"],
      ["note", "é".repeat(5001)],
    ]),
  );
  expect(long).toMatchObject({ status: 400, data: { noteError: "noteTooLong", note: "é".repeat(5001) } });
  const nul = actionData<{ noteError: string; note: string }>(
    await post([
      ["intent", "note"],
      ["note", "Rappeler\u0000 jeudi"],
    ]),
  );
  expect(nul).toMatchObject({ status: 400, data: { noteError: "noteInvalidCharacter", note: "Rappeler\u0000 jeudi" } });
  expect(
    (
      (await post([
        ["intent", "note"],
        ["note", "  Rappeler jeudi  "],
      ])) as Response
    ).status,
  ).toBe(303);

  const stored = await prisma.lead.findUniqueOrThrow({ where: { id: lead.id }, include: { notes: true } });
  expect(stored.status).toBe("contacted");
  expect(stored.notes.map((note) => [note.text, note.authorId])).toEqual([["Rappeler jeudi", user.id]]);
});

test("the inbox says how many leads wait in the spool for the database", async () => {
  const { cookie } = await signedInCookie("staff");
  const inbox = () => inboxLoader({ request: getRequest("/admin/leads", cookie), params: {}, context: loadContext() });
  expect((await inbox()).data.spooledLeads).toBe(0);
  await appendToSpool({
    id: crypto.randomUUID(),
    receivedAt: new Date().toISOString(),
    lead: {
      type: "audit",
      name: "Spool Côté",
      email: "spool@example.com",
      website: "https://spool.example",
      locale: "fr",
      sourcePage: "/audit-gratuit",
      verification: "verified",
      verificationScore: 0.9,
    },
    notice: { origin: "http://localhost", to: undefined },
  });
  expect((await inbox()).data.spooledLeads).toBe(1);
});

test("the CSV export is the current filter, every field, UTF-8 with a BOM, in the page's language", async () => {
  const { cookie } = await signedInCookie("staff");
  const tag = crypto.randomUUID().slice(0, 8);
  await newLead({ email: `csv-${tag}@example.com`, company: 'Les "Délices", inc.' });
  await newLead({
    email: `csv-${tag}-chat@example.com`,
    type: "chatbot",
    services: ["Référencement"],
    message: "ligne 1\nligne 2",
  });
  await newLead({
    email: `csv-${tag}-contact@example.com`,
    type: "contact",
    consentVersion: "0123456789ab",
    consentGivenAt: new Date("2026-03-01T15:04:00Z"),
  });
  await newLead({ email: `other-${tag}@example.com` });

  const response = (await csvLoader({
    request: getRequest(`/admin/leads/export.csv?q=csv-${tag}`, cookie),
    params: {},
    context: loadContext(),
  })) as Response;
  expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const text = bytes.toString("utf8").slice(1);
  const [header, ...rows] = text.split("\r\n").filter(Boolean);
  expect(header).toBe(
    "Identifiant,Reçue le,Audit dû le,Type,Nom,Courriel,Téléphone,Entreprise,Site web,Services,Objectif,Budget,Échéancier,Ajouter un message,Message,Langue,Page d'origine,Source (utm_source),Support (utm_medium),Campagne (utm_campaign),Terme (utm_term),Contenu (utm_content),Identifiant de clic Google Ads (gclid),Identifiant de clic Google Ads (gbraid),Identifiant de clic Google Ads (wbraid),Identifiant de clic Meta (fbclid),Site d'origine,Page d'arrivée de la visite,Vérification,Score de vérification,Consentement (version du libellé),Consentement donné le,Statut,Responsable,Avis courriel à l'agence,Notes internes",
  );
  expect(rows).toHaveLength(3);
  // The consent record: the wording's version and when it was given (Québec time).
  expect(rows[0]).toContain(`csv-${tag}-contact@example.com`);
  expect(rows[0]).toContain(",0123456789ab,1 mars 2026 à 10 h 04,");
  expect(rows[1]).toContain(`Clavardage,Éloïse Côté,csv-${tag}-chat@example.com`);
  expect(rows[1]).toContain(',Référencement,,,,,"ligne 1\nligne 2",Français,');
  expect(rows[2]).toContain(`,"Les ""Délices"", inc.",`);

  const english = (await csvLoader({
    request: getRequest(`/en/admin/leads/export.csv?type=chatbot&q=csv-${tag}`, cookie),
    params: {},
    context: loadContext(),
  })) as Response;
  const englishRows = (await english.text()).split("\r\n").filter(Boolean);
  expect(englishRows[0]).toMatch(/^\uFEFF?ID,Received,Audit due,Type,Name,E-mail/);
  expect(englishRows).toHaveLength(2);
});

afterEach(() => {
  vi.useRealTimers();
});

test("staff filter by source, medium and campaign; each lead shows its source and campaign; the CSV has the columns", async () => {
  const { cookie } = await signedInCookie("staff");
  const tag = crypto.randomUUID().slice(0, 8);
  const campaign = `hiver-${tag}`;
  const fromAds = await newLead({ utmSource: "google", utmMedium: "cpc", utmCampaign: campaign, gclid: "Cj0KCQ" });
  const fromMail = await newLead({
    type: "contact",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: campaign,
  });
  await newLead({ type: "contact", utmSource: "google", utmMedium: "cpc", utmCampaign: `autre-${tag}` });
  const list = async (query: string) =>
    (await inboxLoader({ request: getRequest(`/admin/leads?${query}`, cookie), params: {}, context: loadContext() }))
      .data.leads;

  expect((await list(`campaign=${campaign}`)).map((lead) => lead.id).sort()).toEqual([fromAds.id, fromMail.id].sort());
  expect((await list(`campaign=${campaign}&source=google`)).map((lead) => lead.id)).toEqual([fromAds.id]);
  expect((await list(`campaign=${campaign}&medium=email`)).map((lead) => lead.id)).toEqual([fromMail.id]);
  expect(await list(`campaign=${campaign}&medium=social`)).toEqual([]);
  expect((await list(`campaign=${campaign}&source=google`))[0]).toMatchObject({
    utmSource: "google",
    utmCampaign: campaign,
  });

  const csv = (await csvLoader({
    request: getRequest(`/en/admin/leads/export.csv?campaign=${campaign}&source=google`, cookie),
    params: {},
    context: loadContext(),
  })) as Response;
  const [header, ...rows] = (await csv.text()).split("\r\n").filter(Boolean);
  const columns = header?.split(",") ?? [];
  expect(columns).toEqual(
    expect.arrayContaining([
      "Source (utm_source)",
      "Medium (utm_medium)",
      "Campaign (utm_campaign)",
      "Google Ads click id (gclid)",
    ]),
  );
  expect(rows).toHaveLength(1);
  // Source page, then source, medium, campaign, term, content, gclid, in the columns' order.
  expect(rows[0]).toContain(`,/audit-gratuit,google,cpc,${campaign},,,Cj0KCQ,`);
});

test("an audit lead is due 48 hours after it arrived and is flagged overdue past that (moved clock) until delivered", async () => {
  const { cookie } = await signedInCookie("staff");
  const tag = crypto.randomUUID().slice(0, 8);
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-20T15:00:00Z"));
  const audit = await newLead({ email: `due-${tag}@example.com` });
  // A minute later: the newest-first order must not rest on two leads' ids.
  vi.setSystemTime(new Date("2026-11-20T15:01:00Z"));
  const contact = await newLead({ type: "contact", email: `due-${tag}-contact@example.com` });
  expect(audit.dueAt?.toISOString()).toBe("2026-11-22T15:00:00.000Z");
  expect(contact.dueAt).toBeNull();

  const inbox = async (query = "") =>
    (
      await inboxLoader({
        request: getRequest(`/admin/leads?q=due-${tag}${query}`, cookie),
        params: {},
        context: loadContext(),
      })
    ).data.leads;
  const overdue = async () => Object.fromEntries((await inbox()).map((lead) => [lead.id, lead.overdue]));

  vi.setSystemTime(new Date("2026-11-22T14:59:00Z"));
  expect(await overdue()).toEqual({ [audit.id]: false, [contact.id]: false });
  vi.setSystemTime(new Date("2026-11-22T15:01:00Z"));
  expect(await overdue()).toEqual({ [audit.id]: true, [contact.id]: false });
  // Sorted by due time, the audit comes first though it is older.
  expect((await inbox("&sort=due")).map((lead) => lead.id)).toEqual([audit.id, contact.id]);
  expect((await inbox()).map((lead) => lead.id)).toEqual([contact.id, audit.id]);

  // The lead's page shows the due time in Québec time, flagged.
  const page = await leadLoader({
    request: getRequest(`/admin/leads/${audit.id}`, cookie),
    params: { leadId: audit.id },
    context: loadContext(),
  });
  expect(page.data.lead.overdue).toBe(true);
  expect(page.data.lead.fields.find(({ key }) => key === "dueAt")?.value).toBe("22 novembre 2026 à 10 h 00");

  for (const status of ["contacted", "delivered", "won", "lost", "spam"] as const) {
    await prisma.lead.update({ where: { id: audit.id }, data: { status } });
    expect((await overdue())[audit.id], status).toBe(status === "contacted");
  }
});

test("the chart counts the leads of the last 12 weeks (Québec weeks) by type and by source", async () => {
  const { cookie } = await signedInCookie("staff");
  await prisma.lead.deleteMany();
  vi.useFakeTimers({ toFake: ["Date"] });
  // Wednesday 25 November 2026, 00:30 UTC: still Tuesday the 24th in Québec.
  const now = new Date("2026-11-25T00:30:00Z");
  vi.setSystemTime(now);
  const newLeadAt = (iso: string, overrides: Parameters<typeof newLead>[0] = {}) =>
    newLead(overrides, { createdAt: new Date(iso) });
  // This week (from Monday the 23rd, 00:00 Québec = 05:00 UTC).
  await newLeadAt("2026-11-23T05:00:00Z", { utmSource: "google" });
  await newLeadAt("2026-11-24T20:00:00Z", { type: "contact", utmSource: "google" });
  // Sunday the 22nd at 23:30 in Québec: the week before.
  await newLeadAt("2026-11-23T04:30:00Z", { type: "chatbot" });
  // The oldest week shown starts Monday 7 September 2026 (04:00 UTC, summer time); before it, not counted.
  await newLeadAt("2026-09-07T04:00:00Z", { type: "contact", utmSource: "newsletter" });
  await newLeadAt("2026-09-07T03:59:00Z", { utmSource: "newsletter" });

  const { chart } = (
    await inboxLoader({ request: getRequest("/admin/leads", cookie), params: {}, context: loadContext() })
  ).data;
  expect(chart.weeks).toHaveLength(12);
  expect(chart.weeks[0]).toBe("2026-09-07");
  expect(chart.weeks[11]).toBe("2026-11-23");
  expect(chart.totals).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
  expect(chart.byType.audit[11]).toBe(1);
  expect(chart.byType.contact).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
  expect(chart.byType.chatbot[10]).toBe(1);
  expect(chart.bySource).toEqual([
    { source: "google", counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2] },
    { source: "newsletter", counts: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
    { source: null, counts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0] },
  ]);
});

test("the inbox pages by links (first, previous, next, last) that keep the filter and work as plain addresses", async () => {
  const { cookie } = await signedInCookie("staff");
  const tag = `pages${crypto.randomUUID().slice(0, 8)}`;
  // 60 leads, a minute apart: pages of 25, 25 and 10.
  await createLeads(
    Array.from({ length: 60 }, (_, index) => ({
      id: `${tag}-${String(index).padStart(2, "0")}`,
      lead: {
        type: "contact" as const,
        name: `Page ${index}`,
        email: `${tag}-${index}@example.com`,
        locale: "fr",
        sourcePage: "/contact",
        verification: "verified" as const,
      },
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
    })),
  );
  const open = async (query: string) =>
    (await inboxLoader({ request: getRequest(`/admin/leads${query}`, cookie), params: {}, context: loadContext() }))
      .data;
  const ids = (page: Awaited<ReturnType<typeof open>>) => page.leads.map((lead) => Number(lead.id.slice(-2)));
  const newest = Array.from({ length: 60 }, (_, index) => 59 - index);

  const first = await open(`?q=${tag}`);
  expect(first.count).toBe(60);
  expect(ids(first)).toEqual(newest.slice(0, 25));
  expect(first.pages).toMatchObject({ first: null, previous: null });
  expect(first.pages.next).toMatch(new RegExp(`^\\?q=${tag}&after=`));
  expect(first.pages.last).toBe(`?q=${tag}&last=1`);

  const second = await open(first.pages.next!);
  expect(ids(second)).toEqual(newest.slice(25, 50));
  const third = await open(second.pages.next!);
  expect(ids(third)).toEqual(newest.slice(50));
  expect(third.pages).toMatchObject({ next: null, last: null, first: `?q=${tag}` });
  expect(ids(await open(third.pages.previous!))).toEqual(newest.slice(25, 50));

  const last = await open(first.pages.last!);
  expect(ids(last)).toEqual(newest.slice(35));
  expect(ids(await open(last.pages.previous!))).toEqual(newest.slice(10, 35));
  // A forged or stale cursor is the first page, never an error.
  expect(ids(await open(`?q=${tag}&after=not-a-cursor`))).toEqual(newest.slice(0, 25));
});

test("staff give a lead to a member, take it or unassign it, from the inbox (back to its address) and the lead's page", async () => {
  const { cookie, user: me } = await signedInCookie("staff");
  const colleague = await createUser({ role: "staff" });
  const client = await createUser({ role: "client" });
  const tag = `own${crypto.randomUUID().slice(0, 8)}`;
  const lead = await newLead({ email: `${tag}@example.com` });
  const context = loadContext();
  const ownerOf = async () => (await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).ownerId;
  const inboxPost = (query: string, entries: Array<[string, string]>) =>
    settle(() =>
      inboxAction({ request: postForm(`/en/admin/leads${query}`, entries, { Cookie: cookie }), params: {}, context }),
    );

  // The inbox lists the staff to choose from and each lead's owner.
  const inbox = await inboxLoader({ request: getRequest(`/admin/leads?q=${tag}`, cookie), params: {}, context });
  expect(inbox.data.staff).toEqual(expect.arrayContaining([{ id: colleague.id, email: colleague.email }]));
  expect(inbox.data.staff.map(({ id }) => id)).not.toContain(client.id);
  expect(inbox.data.viewerId).toBe(me.id);
  expect(inbox.data.leads[0]).toMatchObject({ id: lead.id, ownerId: null });

  // Taken: back to the inbox's address, its filter and page kept, with a toast.
  const query = `?q=${tag}&owner=unassigned&after=WzAsIngiXQ`;
  const taken = (await inboxPost(query, [
    ["intent", "take"],
    ["leadId", lead.id],
    ["ownerId", colleague.id],
  ])) as Response;
  expect(taken.status).toBe(303);
  expect(taken.headers.get("Location")).toBe(`/en/admin/leads${query}`);
  expect(taken.headers.get("Set-Cookie")).toContain("vitrine_toast");
  expect(await ownerOf()).toBe(me.id);

  const assigned = (await inboxPost("", [
    ["intent", "assign"],
    ["leadId", lead.id],
    ["ownerId", colleague.id],
  ])) as Response;
  expect(assigned.headers.get("Location")).toBe("/en/admin/leads");
  expect(await ownerOf()).toBe(colleague.id);

  // A client, an unknown account, an unknown lead: refused in words, the owner unchanged.
  for (const [leadId, ownerId, error] of [
    [lead.id, client.id, "notStaff"],
    [lead.id, "no-such-account", "notStaff"],
    ["no-such-lead", colleague.id, "noLead"],
  ]) {
    const refused = actionData<{ ownerError: string; leadId: string }>(
      await inboxPost("?q=x", [
        ["intent", "assign"],
        ["leadId", leadId!],
        ["ownerId", ownerId!],
      ]),
    );
    expect(refused).toMatchObject({ status: 400, data: { ownerError: error, leadId } });
  }
  expect(await ownerOf()).toBe(colleague.id);
  for (const entries of [
    [["intent", "assign"]],
    [
      ["intent", "archive"],
      ["leadId", lead.id],
    ],
    [],
  ] as Array<Array<[string, string]>>) {
    expect(((await inboxPost("", entries)) as Response).status).toBe(400);
  }

  // From the lead's page: unassigned (the empty choice), then taken; its page shows the owner.
  const leadPost = (entries: Array<[string, string]>) =>
    settle(() =>
      leadAction({
        request: postForm(`/admin/leads/${lead.id}`, entries, { Cookie: cookie }),
        params: { leadId: lead.id },
        context,
      }),
    );
  const unassigned = (await leadPost([
    ["intent", "assign"],
    ["ownerId", ""],
  ])) as Response;
  expect(unassigned.headers.get("Location")).toBe(`/admin/leads/${lead.id}`);
  expect(await ownerOf()).toBeNull();
  expect(
    actionData<{ ownerError: string }>(
      await leadPost([
        ["intent", "assign"],
        ["ownerId", client.id],
      ]),
    ),
  ).toMatchObject({ status: 400, data: { ownerError: "notStaff" } });
  expect(((await leadPost([["intent", "take"]])) as Response).status).toBe(303);
  const page = await leadLoader({
    request: getRequest(`/admin/leads/${lead.id}`, cookie),
    params: { leadId: lead.id },
    context,
  });
  expect(page.data.lead.ownerId).toBe(me.id);
  expect(page.data.staff).toContainEqual({ id: me.id, email: me.email });

  // The filters: mine for me, not for the colleague; unassigned no more.
  const listed = async (listQuery: string, as = cookie) =>
    (
      await inboxLoader({ request: getRequest(`/admin/leads?q=${tag}&${listQuery}`, as), params: {}, context })
    ).data.leads.map(({ id }) => id);
  expect(await listed("owner=mine")).toEqual([lead.id]);
  expect(await listed("owner=unassigned")).toEqual([]);
  expect(await listed("owner=mine&type=contact")).toEqual([]);
});

test("the CSV has the owner's address, read with each batch's leads", async () => {
  const { cookie, user: me } = await signedInCookie("staff");
  const tag = `csvowner${crypto.randomUUID().slice(0, 8)}`;
  const owned = await newLead({ email: `${tag}-owned@example.com` });
  await newLead({ email: `${tag}-nobody@example.com` });
  await prisma.lead.update({ where: { id: owned.id }, data: { ownerId: me.id } });
  const rows = async (query: string) => {
    const response = (await csvLoader({
      request: getRequest(`/en/admin/leads/export.csv?q=${tag}${query}`, cookie),
      params: {},
      context: loadContext(),
    })) as Response;
    return (await response.text()).split("\r\n").filter(Boolean);
  };
  const [header, ...all] = await rows("");
  expect(header?.split(",").slice(-4)).toEqual(["Status", "Owner", "Notice e-mail to the agency", "Internal notes"]);
  expect(all).toHaveLength(2);
  expect(all.find((row) => row.includes(`${tag}-owned@`))).toContain(`,New,${me.email},`);
  expect(all.find((row) => row.includes(`${tag}-nobody@`))).toContain(",New,,");
  // The export is the inbox's filter, "mine" included.
  const mine = await rows("&owner=mine");
  expect(mine).toHaveLength(2);
  expect(mine[1]).toContain(`${tag}-owned@`);
});
