import { expect, test } from "vitest";
import { shippedSettingsForm } from "~/content/site-settings";
import { findEntry } from "~/content/content-entry.server";
import { composeLeadAcknowledgement } from "~/leads/lead-acknowledgement.server";
import { prisma } from "~/platform/db.server";
import { actionData, getRequest, loadContext, postForm, settle, signedInCookie } from "../../../tests/vitest/factories";
import { loader as rootLoader } from "../../root";
import { loader as contactLoader } from "../contact";
import { loader as sitemapLoader } from "../resources/sitemap";
import { action, loader } from "./settings";

const context = loadContext();
const settingsRef = { kind: "settings", key: "site", language: "fr" } as const;

type Screen = Awaited<ReturnType<typeof loader>>["data"];
type Refusal = {
  values: Record<string, string>;
  errors: Record<string, string>;
  conflict: { version: number; updatedBy: string | null; updatedAt: string } | null;
};

async function screen(cookie: string, path = "/admin/settings") {
  return (await loader({ request: getRequest(path, cookie), params: {}, context })).data as Screen;
}

function post(cookie: string, fields: Record<string, string>, path = "/admin/settings") {
  return settle(() =>
    action({ request: postForm(path, Object.entries(fields), { Cookie: cookie }), params: {}, context }),
  );
}

/** The published form's values with some changed, from the version the form was drawn at. */
async function save(cookie: string, version: number, changes: Record<string, string>) {
  return post(cookie, { ...shippedSettingsForm, ...changes, version: String(version) });
}

/** What the site shows: the shell's facts, the contact page's LocalBusiness. */
async function shownPhone() {
  const root = (await rootLoader({ request: getRequest("/en/contact"), params: {}, context })) as unknown as {
    data: { siteFacts: { phone: { display: string; href: string } } };
  };
  const contact = (await contactLoader({ request: getRequest("/contact"), params: {}, context })) as {
    meta: { jsonLd?: Array<Record<string, unknown>> };
  };
  return {
    display: root.data.siteFacts.phone.display,
    href: root.data.siteFacts.phone.href,
    telephone: contact.meta.jsonLd?.[0]?.telephone,
  };
}

function expectRedirect(answer: unknown, location: string) {
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).status).toBe(303);
  expect((answer as Response).headers.get("Location")).toBe(location);
}

test("visitors and clients get 404 from the settings page and its action; nothing is written", async () => {
  const { cookie: client } = await signedInCookie("client");
  for (const cookie of [undefined, client]) {
    const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
    const fields = Object.entries({ ...shippedSettingsForm, phone: "+1 514 555-0000", version: "1" });
    for (const path of ["/admin/settings", "/en/admin/settings"]) {
      const answers = [
        await settle(() => loader({ request: getRequest(path, cookie), params: {}, context })),
        await settle(() => action({ request: postForm(path, fields, headers), params: {}, context })),
        await settle(() =>
          action({ request: postForm(path, [["intent", "restore"], ...fields], headers), params: {}, context }),
        ),
      ];
      for (const answer of answers) {
        expect(answer).toBeInstanceOf(Response);
        expect((answer as Response).status).toBe(404);
      }
    }
  }
  expect(await findEntry(settingsRef)).toMatchObject({ version: 1 });
});

test("a save publishes at once: the shell, the contact page, the sitemap and the mails show the new coordinates", async () => {
  const { cookie, user } = await signedInCookie("staff");
  const before = await screen(cookie);
  expect(before.values.phone).toBe("+1 418 555-0142");
  expect(await shownPhone()).toEqual({
    display: "+1 418 555-0142",
    href: "tel:+14185550142",
    telephone: "+14185550142",
  });

  const answer = await save(cookie, before.version, {
    phone: "  +1 581 555-0199 ",
    email: "allo@agencevitrine.ca",
    localCities: "quebec\nrimouski",
  });
  expectRedirect(answer, "/admin/settings");

  expect(await shownPhone()).toEqual({
    display: "+1 581 555-0199",
    href: "tel:+15815550199",
    telephone: "+15815550199",
  });
  const sitemap = await (await sitemapLoader({ request: getRequest("/sitemap.xml"), params: {}, context })).text();
  expect(sitemap).toContain("/services/seo/rimouski</loc>");
  expect(sitemap).not.toContain("/services/seo/laval</loc>");

  const lead = await prisma.lead.create({
    data: {
      type: "contact",
      name: "Julie",
      email: "julie@example.com",
      message: "Bonjour",
      locale: "fr",
      sourcePage: "/contact",
      verification: "verified",
    },
  });
  const mail = await composeLeadAcknowledgement({
    leadId: lead.id,
    recipient: lead.email,
    language: "fr",
    origin: "https://vitrine.example",
  });
  expect(mail?.text).toContain("+1 581 555-0199");
  expect(mail?.replyTo).toBe("Vitrine <allo@agencevitrine.ca>");

  const after = await screen(cookie);
  expect(after.version).toBe(before.version + 1);
  expect(after.updatedBy).toBe(user.email);
  expect(after.values).toMatchObject({ phone: "+1 581 555-0199", localCities: "quebec\nrimouski" });
  expect(after.revisions[0]).toMatchObject({
    version: after.version,
    author: user.email,
    changed: ["phone", "email", "localCities"],
  });
  expect(after.revisions.at(-1)).toMatchObject({ version: 1, author: null });
});

test("a refused save keeps every typed value, with each field's error, and publishes nothing", async () => {
  const { cookie } = await signedInCookie("staff");
  const { version } = await screen(cookie, "/en/admin/settings");
  const shown = await shownPhone();
  const answer = await save(cookie, version, {
    phone: "call us",
    city: "  ",
    street: "1, rue Nouvelle",
    latitude: "north",
    openingDays: "Monday",
    bookingUrl: "https://cal.com/vitrine",
    messengerUrl: "http://m.me/agencevitrine",
    localCities: "Québec",
  });
  const { data, status } = actionData<Refusal>(answer);
  expect(status).toBe(400);
  expect(data.errors).toEqual({
    phone: "phone",
    city: "required",
    latitude: "number",
    openingDays: "days",
    bookingUrl: "calendly",
    messengerUrl: "url",
    localCities: "slug",
  });
  expect(data.values).toMatchObject({ phone: "call us", street: "1, rue Nouvelle", latitude: "north" });
  expect(data.conflict).toBeNull();
  expect(await findEntry(settingsRef)).toMatchObject({ version });
  expect(await shownPhone()).toEqual(shown);
});

test("a save made from an older version is refused, naming who saved and when, with the typed values kept", async () => {
  const { cookie: first, user: firstUser } = await signedInCookie("staff");
  const { cookie: second } = await signedInCookie("staff");
  const { version } = await screen(first);
  expectRedirect(await save(first, version, { phone: "+1 418 555-0101" }), "/admin/settings");

  const answer = await save(second, version, { phone: "+1 418 555-0202", city: "Lévis" });
  const { data, status } = actionData<Refusal>(answer);
  expect(status).toBe(409);
  expect(data.conflict).toMatchObject({ version: version + 1, updatedBy: firstUser.email });
  expect(Date.parse(data.conflict?.updatedAt ?? "")).toBeGreaterThan(Date.now() - 60_000);
  expect(data.values).toMatchObject({ phone: "+1 418 555-0202", city: "Lévis" });
  expect(data.errors).toEqual({});
  expect((await shownPhone()).display).toBe("+1 418 555-0101");

  // Told, the second person publishes over it from the version the refusal named.
  expectRedirect(await save(second, version + 1, { phone: "+1 418 555-0202" }), "/admin/settings");
  expect((await shownPhone()).display).toBe("+1 418 555-0202");
});

test("restoring an earlier revision publishes its values again, as a new revision; an unknown or stale one is refused", async () => {
  const { cookie } = await signedInCookie("staff");
  const first = await screen(cookie);
  expectRedirect(await save(cookie, first.version, { phone: "+1 418 555-0303" }), "/admin/settings");
  const edited = await screen(cookie);
  const shipped = edited.revisions.find((revision) => revision.version === 1);
  expect(shipped).toBeDefined();

  const restore = (revision: string, version: number, path = "/admin/settings") =>
    post(cookie, { intent: "restore", revision, version: String(version) }, path);

  expect(await restore("no-such-revision", edited.version)).toMatchObject({ status: 404 });
  const stale = actionData<Refusal>(await restore(shipped?.id ?? "", first.version));
  expect(stale.status).toBe(409);
  expect((await shownPhone()).display).toBe("+1 418 555-0303");

  expectRedirect(await restore(shipped?.id ?? "", edited.version, "/en/admin/settings"), "/en/admin/settings");
  expect(await shownPhone()).toMatchObject({ display: "+1 418 555-0142", telephone: "+14185550142" });
  const restored = await screen(cookie);
  expect(restored.version).toBe(edited.version + 1);
  expect(restored.values).toEqual(shippedSettingsForm);
  expect(restored.revisions[0]).toMatchObject({ version: restored.version, changed: ["phone"] });
  expect(await prisma.contentEntry.findFirst({ where: settingsRef, select: { draft: true } })).toEqual({
    draft: null,
  });
});
