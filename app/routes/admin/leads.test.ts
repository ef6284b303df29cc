import { expect, test } from "vitest";
import { appendToSpool } from "~/leads/lead-spool.server";
import { createLead } from "~/leads/lead.server";
import { prisma } from "~/models/db.server";
import { actionData, getRequest, loadContext, postForm, settle, signedInCookie } from "../../../tests/vitest/factories";
import { action as leadAction, loader as leadLoader } from "./lead";
import { loader as inboxLoader } from "./leads";
import { loader as csvLoader } from "./leads-export";

async function newLead(overrides: Partial<Parameters<typeof createLead>[0]> = {}) {
  return createLead({
    type: "audit",
    name: "Éloïse Côté",
    email: `eloise-${crypto.randomUUID()}@example.com`,
    website: "https://boulangerie.example",
    locale: "fr",
    sourcePage: "/audit-gratuit",
    verification: "verified",
    verificationScore: 0.9,
    ...overrides,
  });
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
    ];
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(404);
    }
  }
  expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).status).toBe("new");
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
    "Identifiant,Reçue le,Type,Nom,Courriel,Téléphone,Entreprise,Site web,Services,Objectif,Budget,Échéancier,Ajouter un message,Message,Langue,Page d'origine,Vérification,Score de vérification,Consentement (version du libellé),Consentement donné le,Statut,Avis courriel à l'agence,Notes internes",
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
  expect(englishRows[0]).toMatch(/^\uFEFF?ID,Received,Type,Name,E-mail/);
  expect(englishRows).toHaveLength(2);
});
